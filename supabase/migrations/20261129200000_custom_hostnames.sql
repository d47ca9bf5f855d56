-- Custom domains set up from the workspace (ADR 072): an Enterprise owner adds a
-- hostname, Cloudflare for SaaS is asked to verify it and issue its certificate, and the
-- site is served there only once Cloudflare says it is active. `company_domains` stays what
-- it was: the hostnames served (ADR 044), read by the host step, the sitemaps, the search
-- engines' triggers. This table is the setup in progress beside it; a row becoming active
-- puts its hostname in company_domains, one leaving active or deleted takes it out, by the
-- triggers below, whatever writes the rows (the workspace's page, the cron).
create table custom_hostnames (
  -- The form company_domains checks, so that an active one can be served.
  hostname text primary key
    constraint custom_hostnames_hostname_form check (
      length(hostname) <= 253
      and hostname ~ '^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$'
    ),
  company_id uuid not null references companies (id) on delete cascade,
  -- Cloudflare's id of the custom hostname; null until its creation was answered (a request
  -- that died before that is found again by hostname).
  cloudflare_id text unique,
  status text not null default 'pending' constraint custom_hostnames_status check (status in ('pending', 'active', 'failed')),
  -- What Cloudflare says stands in the way (its verification and certificate errors), as it said it.
  reasons jsonb not null default '[]' constraint custom_hostnames_reasons check (jsonb_typeof(reasons) = 'array'),
  checked_at timestamptz,
  created_at timestamptz not null default now()
);

create index custom_hostnames_company_idx on custom_hostnames (company_id);
-- The cron's refresh: the pending ones checked longest ago first (custom_hostnames_to_check).
create index custom_hostnames_pending_idx on custom_hostnames (checked_at nulls first) where status = 'pending';

-- Enterprise only (and leaving Enterprise with a setup under way refused, as with a domain
-- served: remove it first), 5 hostnames per company at most (CUSTOM_HOSTNAMES_PER_COMPANY), and not
-- a hostname another company is served on (one the operator added to company_domains): the
-- workspace's role cannot see that one, so the database says so. Counted under the
-- company's row lock: two forms sent at once cannot both make the sixth.
create function public.custom_hostnames_admissible() returns trigger
  language plpgsql security definer set search_path = public, pg_temp
as $$
begin
  if tg_table_name = 'companies' then
    if exists (select 1 from custom_hostnames where company_id = new.id) then
      raise exception 'Company "%" has custom hostnames: remove them before leaving the Enterprise plan.', new.slug
        using errcode = 'check_violation', constraint = 'custom_hostnames_enterprise_only';
    end if;
    return new;
  end if;
  perform 1 from companies where id = new.company_id for update;
  if exists (select 1 from companies where id = new.company_id and plan <> 'enterprise') then
    raise exception 'Only Enterprise companies may have their own domain.'
      using errcode = 'check_violation', constraint = 'custom_hostnames_enterprise_only';
  elsif exists (select 1 from company_domains where hostname = new.hostname and company_id <> new.company_id) then
    raise exception 'Hostname "%" is another company''s.', new.hostname
      using errcode = 'unique_violation', constraint = 'custom_hostnames_pkey';
  elsif (select count(*) from custom_hostnames where company_id = new.company_id) >= 5 then
    raise exception 'A company sets up 5 hostnames at most.'
      using errcode = 'check_violation', constraint = 'custom_hostnames_per_company';
  end if;
  return new;
end
$$;

-- Served iff active: the hostname joins company_domains when Cloudflare calls it active and
-- leaves when it no longer is, or when the owner removes it (the search engines' triggers on
-- company_domains then tell of the move, both ways). Not primary: a company's first domain
-- is its host by age (company_public_host), and no two activations race on the primary index.
create function public.custom_hostnames_serve_active() returns trigger
  language plpgsql security definer set search_path = public, pg_temp
as $$
begin
  if tg_op <> 'INSERT' and old.status = 'active' and (tg_op = 'DELETE' or new.status <> 'active') then
    delete from company_domains where hostname = old.hostname and company_id = old.company_id;
  end if;
  if tg_op <> 'DELETE' and new.status = 'active' and (tg_op = 'INSERT' or old.status <> 'active') then
    insert into company_domains (hostname, company_id) values (new.hostname, new.company_id)
    on conflict (hostname) do nothing;
  end if;
  return null;
end
$$;

revoke all on function public.custom_hostnames_admissible(), public.custom_hostnames_serve_active() from public;

create trigger custom_hostnames_admissible before insert on custom_hostnames
  for each row execute function custom_hostnames_admissible();
create trigger custom_hostnames_serve_active after insert or update of status or delete on custom_hostnames
  for each row execute function custom_hostnames_serve_active();
create trigger companies_keep_enterprise_for_custom_hostnames before update of plan on companies
  for each row when (old.plan = 'enterprise' and new.plan <> 'enterprise')
  execute function custom_hostnames_admissible();

-- The owners' page adds, refreshes and removes its company's rows; the cron refreshes the
-- pending ones of every company.
alter table custom_hostnames enable row level security;
grant select, insert (hostname, company_id), update (cloudflare_id, status, reasons, checked_at), delete
  on custom_hostnames to career_site_workspace, career_site_worker;
create policy custom_hostnames_worker on custom_hostnames to career_site_worker using (true) with check (true);
create policy custom_hostnames_workspace on custom_hostnames to career_site_workspace
  using (company_id = workspace_company_id()) with check (company_id = workspace_company_id());
