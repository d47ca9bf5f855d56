-- One rule for where a company's pages live (ADR 044, 045): its primary hostname, else its
-- oldest one, as the Worker resolves it (server/db/queries/company-domains.ts). The search
-- engines' triggers named only a primary, so a company whose domains had none was told of
-- on the platform, whose URLs redirect to the domain.
create or replace function public.company_public_host(company uuid) returns text
  language sql stable security definer set search_path = public, pg_temp as $$
  select hostname from company_domains where company_id = company
  order by is_primary desc, created_at, hostname
  limit 1
$$;

-- A domain added, removed or changed: when the company's public host is not the same
-- before and after, its visible jobs move (URL_DELETED on the old host, URL_UPDATED on the
-- new). The host before is the same rule applied to the rows as they were.
create or replace function public.notify_search_engines_of_domain() returns trigger
  language plpgsql security definer set search_path = public, pg_temp as $$
declare
  company uuid := case when tg_op = 'DELETE' then old.company_id else new.company_id end;
  host_before text;
  host_after text := company_public_host(company);
  slug text;
begin
  select d.hostname into host_before from (
    select hostname, is_primary, created_at from company_domains
    where company_id = company and (tg_op = 'DELETE' or hostname is distinct from new.hostname)
    union all
    select old.hostname, old.is_primary, old.created_at where tg_op <> 'INSERT' and old.company_id = company
  ) d
  order by d.is_primary desc, d.created_at, d.hostname
  limit 1;
  if host_before is not distinct from host_after then
    return null;
  end if;
  select c.slug into slug from companies c where c.id = company;
  -- A company being deleted: its own trigger told search engines.
  if slug is not null then
    perform queue_company_move(company, slug, host_before, slug, host_after);
  end if;
  return null;
end
$$;

revoke all on function company_public_host(uuid) from public;
