-- Two members editing one offer (or the company's page) at once (ADR 065): each
-- form carries the version it was read at, and a save applies only to that version
-- (optimistic concurrency). The version moves on every change of the row, whoever writes
-- it (the workspace, SQL, an ATS sync, the cron's expiry), so a save never overwrites a
-- change its author did not see. `updated_by` names the member whose request made the
-- change, from the transaction's `career_site.user_id` (set with `set local` by the
-- workspace, as the tenant is); null for any other writer.

alter table jobs
  add column version    integer not null default 1 check (version >= 1),
  add column updated_by uuid;
alter table companies
  add column version    integer not null default 1 check (version >= 1),
  add column updated_by uuid;

create function public.track_row_version() returns trigger
  language plpgsql set search_path = pg_catalog, public as $$
declare
  -- Columns whose change is not an edit of what the editors show (TG_ARGV: per table).
  ignored constant text[] := array['version', 'updated_by', 'updated_at', 'page_changed_at'] || tg_argv;
begin
  if (to_jsonb(new) - ignored) is distinct from (to_jsonb(old) - ignored) then
    new.version := old.version + 1;
    new.updated_by := nullif(current_setting('career_site.user_id', true), '')::uuid;
  else
    -- Nothing the editors show changed: a writer may not move the version or its author by hand.
    new.version := old.version;
    new.updated_by := old.updated_by;
  end if;
  return new;
end
$$;

create trigger jobs_track_version before update on jobs
  for each row execute function track_row_version();
-- A company's plan, slug and where its applications go are not the page editor's: a
-- payment or an operator changing them does not refuse an owner's save of the page.
create trigger companies_track_version before update on companies
  for each row execute function track_row_version(
    'plan', 'slug', 'applications_email', 'applications_webhook_url', 'applications_webhook_secret',
    'notify_candidates');

revoke all on function public.track_row_version() from public;
