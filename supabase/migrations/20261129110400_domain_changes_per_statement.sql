-- A domain added, removed or changed moves a company's visible jobs only when its public
-- host (company_public_host) is not the same before and after (ADR 045). The row trigger
-- rebuilt "before" from the table as the whole statement left it: a statement removing a
-- company's domains together (its primary and a spare) made each spare look like the host
-- before, and queued URL_DELETED for URLs that were never there, spending Google's quota
-- and posting IndexNow for a host that no longer serves the key file (ADR 058). Now one
-- statement-level trigger per event rebuilds the domains as they were before the statement
-- (today's rows, less the statement's new ones, plus its old ones) and compares per company.

drop trigger company_domains_notify_search_engines on company_domains;
drop function public.notify_search_engines_of_domain();

create function public.notify_search_engines_of_domains() returns trigger
  language plpgsql security definer set search_path = public, pg_temp as $$
declare
  before_rows jsonb;
  companies_changed jsonb;
  moved record;
begin
  -- Each branch names only the transition tables its event has.
  if tg_op = 'INSERT' then
    select jsonb_agg(distinct company_id) into companies_changed from new_rows;
    select jsonb_agg(to_jsonb(d)) into before_rows from (
      select hostname, company_id, is_primary, created_at from company_domains
      where company_id in (select company_id from new_rows)
        and hostname not in (select hostname from new_rows)) d;
  elsif tg_op = 'DELETE' then
    select jsonb_agg(distinct company_id) into companies_changed from old_rows;
    select jsonb_agg(to_jsonb(d)) into before_rows from (
      select hostname, company_id, is_primary, created_at from company_domains
      where company_id in (select company_id from old_rows)
      union all
      select hostname, company_id, is_primary, created_at from old_rows) d;
  else
    select jsonb_agg(distinct company_id) into companies_changed
    from (select company_id from new_rows union select company_id from old_rows) changed;
    select jsonb_agg(to_jsonb(d)) into before_rows from (
      select hostname, company_id, is_primary, created_at from company_domains
      where company_id in (select company_id from new_rows union select company_id from old_rows)
        and hostname not in (select hostname from new_rows)
      union all
      select hostname, company_id, is_primary, created_at from old_rows) d;
  end if;

  -- A company being deleted has no row left: its own trigger told search engines.
  for moved in
    select c.id, c.slug,
      (select b.hostname from jsonb_to_recordset(coalesce(before_rows, '[]'))
         as b(hostname text, company_id uuid, is_primary boolean, created_at timestamptz)
       where b.company_id = c.id order by b.is_primary desc, b.created_at, b.hostname limit 1) as host_before,
      company_public_host(c.id) as host_after
    from companies c
    where c.id in (select (value #>> '{}')::uuid from jsonb_array_elements(companies_changed))
  loop
    if moved.host_before is distinct from moved.host_after then
      perform queue_company_move(moved.id, moved.slug, moved.host_before, moved.slug, moved.host_after);
    end if;
  end loop;
  return null;
end
$$;

revoke all on function public.notify_search_engines_of_domains() from public;

create trigger company_domains_notify_search_engines_of_inserts after insert on company_domains
  referencing new table as new_rows for each statement execute function notify_search_engines_of_domains();
create trigger company_domains_notify_search_engines_of_updates after update on company_domains
  referencing old table as old_rows new table as new_rows for each statement execute function notify_search_engines_of_domains();
create trigger company_domains_notify_search_engines_of_deletes after delete on company_domains
  referencing old table as old_rows for each statement execute function notify_search_engines_of_domains();
