-- A candidate withdraws an application (ADR 025): from the signed link of the confirmation
-- e-mail, the Worker deletes the application, its e-mails and webhook rows (foreign keys'
-- cascade) and its CV object, and tells the company. The Worker's role keeps no DELETE on
-- applications and no read of candidates' columns: the deletion is a function of its own.
--
-- search_path is pinned (and names are qualified), as for the purge functions.

-- CV objects whose application is gone, until the object is deleted from R2. The Worker
-- deletes the object right after the withdrawal commits, then the row; when that fails
-- (R2 unreachable, the Worker stopped), the hourly reconciliation deletes what is left
-- here, whatever the object's age (server/services/cv-reconciliation.ts): its own listing
-- only covers the last days of keys.
create table cv_objects_to_delete (
  cv_key     text primary key,
  queued_at  timestamptz not null default now()
);

-- Deletes one application and queues its CV object for deletion, in the caller's
-- transaction; returns what the company's notification names (the reference, the job,
-- the date received) and the CV key, or no row when the
-- application is already gone (withdrawn, or purged at the end of its retention). Two
-- concurrent calls for one id: the second waits for the first's row lock, then finds
-- nothing to delete. Who may withdraw (a valid signed token) is the Worker's check.
create or replace function public.withdraw_application(application_id uuid)
returns table (id uuid, job_id uuid, company_id uuid, created_at timestamptz, cv_key text)
language sql
volatile
security definer
set search_path = pg_catalog, public
as $$
  with withdrawn as (
    delete from public.applications a
    where a.id = withdraw_application.application_id
    returning a.id, a.job_id, a.company_id, a.created_at, a.cv_key
  ), queued as (
    insert into public.cv_objects_to_delete (cv_key)
    select w.cv_key from withdrawn w
    on conflict (cv_key) do nothing
  )
  select w.id, w.job_id, w.company_id, w.created_at, w.cv_key from withdrawn w
$$;

revoke all on function public.withdraw_application(uuid) from public;
grant execute on function public.withdraw_application(uuid) to career_site_worker;

-- Supabase's API roles get EXECUTE on new functions by default: not this one.
do $$
declare
  api_role text;
begin
  foreach api_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = api_role) then
      execute format('revoke all on function public.withdraw_application(uuid) from %I', api_role);
      execute format('revoke all on table public.cv_objects_to_delete from %I', api_role);
    end if;
  end loop;
end
$$;

-- The withdrawal page checks that its token's application still exists and names its
-- job and company (never a candidate's details).
grant select (job_id, company_id) on applications to career_site_worker;

-- The removal of the queued objects: read the keys, delete a row once its object is gone.
grant select (cv_key, queued_at) on cv_objects_to_delete to career_site_worker;
grant delete on cv_objects_to_delete to career_site_worker;
