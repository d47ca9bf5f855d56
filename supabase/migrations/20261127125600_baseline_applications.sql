-- The baseline (ADR 033, 049), 4 of 8: applications (design.md section 2), their CVs, their
-- status history and the webhook events that report them to companies' ATS; the deletions
-- the Worker may make, as functions that decide themselves what they may touch.

-- One row per application. The CV itself is an R2 object whose key is cv_key.
create table applications (
  id                uuid primary key default gen_random_uuid(),
  -- Client-generated key: a retried or double-submitted form maps to the same row.
  idempotency_key   uuid not null unique,
  job_id            uuid not null references jobs (id) on delete restrict,
  company_id        uuid not null references companies (id) on delete restrict,
  first_name        text not null check (length(first_name) between 1 and 200),
  last_name         text not null check (length(last_name) between 1 and 200),
  email             text not null check (length(email) between 3 and 320),
  phone_e164        text not null check (phone_e164 ~ '^\+[1-9][0-9]{1,14}$'),
  cover_letter      text not null check (length(cover_letter) between 1 and 20000),
  cv_key            text not null unique,
  cv_file_name      text not null,
  cv_size_bytes     integer not null check (cv_size_bytes > 0),
  locale            text not null check (locale in ('fr', 'en')),
  consent_retention boolean not null check (consent_retention),
  consent_terms     boolean not null check (consent_terms),
  created_at        timestamptz not null default now(),
  -- Consent covers two years (spec section 9); the purge deletes after this.
  retain_until      timestamptz not null default (now() + interval '2 years'),
  -- What the CV must be (ADR 017): the SHA-256 of the stored bytes (their size is
  -- cv_size_bytes), and a fingerprint of the whole submission, so that a retried form
  -- (same idempotency key, same content) finds its application and a key reused with
  -- other content is refused instead of being mixed with it. Every row has both; the
  -- columns allow null only because rows stored before ADR 017 had neither.
  cv_sha256         text check (cv_sha256 ~ '^[0-9a-f]{64}$'),
  submission_sha256 text check (submission_sha256 ~ '^[0-9a-f]{64}$')
);
create index applications_retain_until_idx on applications (retain_until);
create index applications_job_idx on applications (job_id);
-- The reconciliation (server/services/cv-reconciliation.ts) compares the CV objects of the
-- last days with the rows created in those days.
create index applications_created_at_idx on applications (created_at);
-- The scheduled job names the companies that keep applications with nowhere to send them
-- (no applications_email, no webhook): it counts their applications by company, on this
-- index rather than on the whole table every five minutes.
create index applications_company_idx on applications (company_id);

-- CV objects whose application is gone, until the object is deleted from R2. The Worker
-- deletes the object right after a withdrawal commits, then the row; when that fails
-- (R2 unreachable, the Worker stopped), the hourly reconciliation deletes what is left
-- here, whatever the object's age (server/services/cv-reconciliation.ts): its own listing
-- only covers the last days of keys.
create table cv_objects_to_delete (
  cv_key     text primary key,
  queued_at  timestamptz not null default now()
);

-- A withdrawn application stays withdrawn (ADR 040): its form's key is kept, so that the
-- same form posted again (a browser's back and resubmit, a retried request) is refused
-- instead of re-creating the application the candidate took back. The key is the form's
-- random UUID: it names no one.
create table withdrawn_application_keys (
  idempotency_key uuid primary key,
  withdrawn_at    timestamptz not null default now()
);

-- Webhook events for companies' ATS (ADR 024): written in the transaction of what they
-- report, delivered after the response and by the cron until a 2xx
-- (server/services/webhook-*.ts). The row's id is the event id the receiver deduplicates
-- on. An application's events go with it when it is deleted (withdrawal, retention
-- purge): their payload holds its data.
create table webhook_deliveries (
  id               uuid primary key default gen_random_uuid(),
  company_id       uuid not null references companies (id) on delete cascade,
  application_id   uuid references applications (id) on delete cascade,
  event_type       text not null
    check (event_type in ('application.received', 'application.withdrawn', 'application.status_changed')),
  payload          jsonb not null check (jsonb_typeof(payload) = 'object'),
  status           text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts         integer not null default 0,
  next_attempt_at  timestamptz not null default now(),
  -- The last failed attempt: the receiver's HTTP status (null when none came) and why.
  last_status      integer, last_error text,
  created_at       timestamptz not null default now(),
  delivered_at     timestamptz
);
create index webhook_deliveries_due_idx on webhook_deliveries (next_attempt_at) where status = 'pending';
create index webhook_deliveries_application_idx on webhook_deliveries (application_id);

-- An event's payload holds the candidate's data and a working CV link only until it is
-- finished (sent, or failed for good): from then on, its status and ids. Done by the
-- database, whoever records the outcome, so no path can keep the data by forgetting to
-- clear it.
create function public.webhook_payload_ids(payload jsonb)
returns jsonb
language sql
immutable
set search_path = pg_catalog
as $$
  select pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
    'application', pg_catalog.jsonb_build_object('id', payload #> '{application,id}'),
    'job', pg_catalog.jsonb_build_object('id', payload #> '{job,id}')
  ))
$$;

create function public.redact_finished_webhook()
returns trigger
language plpgsql
set search_path = pg_catalog, public
as $$
begin
  new.payload := public.webhook_payload_ids(new.payload);
  return new;
end
$$;

create trigger webhook_deliveries_redact_finished
  before update of status on webhook_deliveries
  for each row when (new.status <> 'pending')
  execute function public.redact_finished_webhook();

-- Where webhooks may go: https, no credentials in the URL, a host that is a name with a
-- top-level domain (no IP literal, no single-label name) and not a local or internal one.
-- The Worker checks again at each delivery, addresses included (server/services/
-- webhook-target.ts). Local tests point webhooks at a recording server on 127.0.0.1: they
-- list its origin in the setting career_site.webhook_test_origins of their own
-- transaction (tests/tools/webhook-receiver.ts); no production session sets it.
create function public.check_webhook_url()
returns trigger
language plpgsql
set search_path = pg_catalog
as $$
declare
  url text := new.applications_webhook_url;
  host text;
begin
  if url is null then
    return new;
  end if;
  if pg_catalog.lower(pg_catalog.substring(url, '^[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*')) = any(
    pg_catalog.string_to_array(coalesce(pg_catalog.current_setting('career_site.webhook_test_origins', true), ''), ' ')
  ) then
    return new;
  end if;
  host := pg_catalog.lower(pg_catalog.substring(url, '^https://([^/?#:@\[\]]+)(:[0-9]{1,5})?([/?#]|$)'));
  if host is null
    or host !~ '\.[a-z][a-z0-9-]*\.?$'
    or host ~ '(^|\.)(localhost|local|internal|intranet|lan|home\.arpa|alt|test|invalid)\.?$'
  then
    raise exception 'applications_webhook_url must be an https URL of a public host name'
      using errcode = 'check_violation', column = 'applications_webhook_url';
  end if;
  return new;
end
$$;

create trigger companies_check_webhook_url
  before insert or update of applications_webhook_url on companies
  for each row execute function public.check_webhook_url();

-- Application status (ADR 046): every change of an application's status is
-- a row of its history, never an overwrite; the candidate follows it on a private page.
-- One row per status event: from the candidate's form (`received`), the company's ATS
-- (signed POST), a recruiter's signed link, or the system. An ATS's `event_id` is unique
-- per company: the same event sent again is a replay and changes nothing. `applied` is
-- false for an event older than the last applied one: recorded, not shown as current.
-- A withdrawal or the retention purge deletes the application: its history goes with it.
create table application_status_events (
  id              uuid primary key default gen_random_uuid(),
  application_id  uuid not null references applications (id) on delete cascade,
  company_id      uuid not null references companies (id) on delete cascade,
  status          text not null check (status in ('received', 'in_review', 'interview', 'offer', 'hired', 'rejected')),
  occurred_at     timestamptz not null,
  recorded_at     timestamptz not null default now(),
  source          text not null check (source in ('ats', 'recruiter', 'candidate', 'system')),
  event_id        text check (length(event_id) between 1 and 200),
  message         text check (length(message) between 1 and 2000),
  applied         boolean not null,
  constraint application_status_events_event_unique unique (company_id, event_id)
);
create index application_status_events_application_idx on application_status_events (application_id, occurred_at);

-- The Worker's role (ADR 013) has no DELETE on applications and no read of candidates'
-- columns: its two deletions are functions that run as their owner (security definer)
-- and decide themselves what they may touch, from the database's clock for the purge: the
-- caller chooses neither the rows' age nor the time. search_path is pinned (and names are
-- qualified) so that no object created elsewhere can stand in for the ones these
-- functions use while running with the owner's rights.

-- Deletes the given applications that are past their retention date (spec section 9:
-- consent for 2 years), and only those; their e-mails go with them by the foreign key's
-- cascade. Ids not expired (or unknown) are ignored. Returns the ids deleted. The caller
-- passes ids because it deletes the CVs from R2 first (server/services/email-delivery.ts).
create function public.delete_expired_applications(ids uuid[])
returns setof uuid
language sql
volatile
security definer
set search_path = pg_catalog, public
as $$
  delete from public.applications
  where id = any(ids) and retain_until <= pg_catalog.now()
  returning id
$$;

-- A candidate withdraws an application (ADR 025) from the signed link of the confirmation
-- e-mail. Deletes one application (its e-mails and webhook rows go by the foreign keys'
-- cascade) and queues its CV object for deletion, in the caller's transaction; returns
-- what the company's notification names (the reference, the job, the date received) and
-- the CV key, or no row when the application is already gone (withdrawn, or purged at the
-- end of its retention). The withdrawn application's form key is kept (ADR 040). Two concurrent calls for one id: the second waits for the
-- first's row lock, then finds nothing to delete. Who may withdraw (a valid signed token)
-- is the Worker's check.
create function public.withdraw_application(application_id uuid)
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
