-- A withdrawn application stays withdrawn (ADR 040): its form's key is kept, so that the
-- same form posted again (a browser's back and resubmit, a retried request) is refused
-- instead of re-creating the application the candidate took back. The key is the form's
-- random UUID: it names no one.
create table withdrawn_application_keys (
  idempotency_key uuid primary key,
  withdrawn_at    timestamptz not null default now()
);

-- The Worker only asks whether a key was withdrawn; withdraw_application writes it.
grant select (idempotency_key) on withdrawn_application_keys to career_site_worker;

-- As in the baseline (ADR 025), and the withdrawn application's key recorded in the same
-- statement.
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
    returning a.id, a.job_id, a.company_id, a.created_at, a.cv_key, a.idempotency_key
  ), queued as (
    insert into public.cv_objects_to_delete (cv_key)
    select w.cv_key from withdrawn w
    on conflict (cv_key) do nothing
  ), remembered as (
    insert into public.withdrawn_application_keys (idempotency_key)
    select w.idempotency_key from withdrawn w
    on conflict (idempotency_key) do nothing
  )
  select w.id, w.job_id, w.company_id, w.created_at, w.cv_key from withdrawn w
$$;
