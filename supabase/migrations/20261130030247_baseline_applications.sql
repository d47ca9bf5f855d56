-- The baseline (ADR 033, 049, 088), 6 of 19: applications (design.md section 2), their CVs,
-- their status and its history, the indexes the recruiter's inbox reads them by (ADR 062),
-- and the deletions the Worker may make, as functions that decide themselves what they may
-- touch. Webhook events are in *_baseline_webhooks.sql, notes and closing answers in
-- *_baseline_recruiters_desk.sql, the bot signals in *_baseline_application_risk.sql.

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
  submission_sha256 text check (submission_sha256 ~ '^[0-9a-f]{64}$'),
  -- Its current status and when it was first answered, kept by the database from its
  -- status history (keep_application_status below), whoever writes the events: the inbox
  -- filters and orders on them from indexes instead of reading each application's history,
  -- and the statistics count answers without it. `status` is the last applied event's;
  -- `answered_at` is when the first applied event that was not the candidate's own was
  -- recorded: when the candidate was told (an ATS's `occurred_at` may be its own earlier time).
  status            text not null default 'received'
    constraint applications_status_known
    check (status in ('received', 'in_review', 'interview', 'offer', 'hired', 'rejected')),
  answered_at       timestamptz,
  -- From people, not bots (ADR 077): the level and the signals computed when it was sent,
  -- kept for its own retention and nothing more. Nothing refuses an application on them:
  -- the level is shown to the company.
  risk_level        text not null default 'low' check (risk_level in ('low', 'medium', 'high')),
  risk_signals      text[] not null default '{}' check (cardinality(risk_signals) <= 16),
  -- Notes reference an application together with its company: a note can only be written
  -- for an application of the company it names (*_baseline_recruiters_desk.sql).
  constraint applications_id_company_key unique (id, company_id)
);
create index applications_retain_until_idx on applications (retain_until);
-- The reconciliation (server/services/cv-reconciliation.ts) compares the CV objects of the
-- last days with the rows created in those days.
create index applications_created_at_idx on applications (created_at);
-- The inbox's orders: newest first, ties broken by id, the keyset the pages continue from.
-- One index per way in (the company's whole inbox, one status, one offer, one offer and
-- one status), equality first and the order last, so that any page reads its own rows and
-- one more, and a date range is a range of the same index. The cron's count by company (the
-- companies that keep applications with nowhere to send them) and the foreign keys' checks
-- use them as well. `answered_at` and `job_id` are included for the statistics, read from
-- the company's index alone.
create index applications_company_inbox_idx
  on applications (company_id, created_at desc, id desc) include (job_id, status, answered_at);
create index applications_company_status_idx on applications (company_id, status, created_at desc, id desc);
create index applications_job_inbox_idx on applications (job_id, created_at desc, id desc);
create index applications_job_status_idx on applications (job_id, status, created_at desc, id desc);
-- The Monday reminder of the applications waiting for an answer (ADR 063) finds its
-- companies from this index of unanswered ones.
create index applications_unanswered_idx on applications (company_id, created_at) where answered_at is null;

-- What the inbox's search matches: first name, last name and e-mail, folded like the job
-- list's keys (accent-free, lower case). Inlined by the planner, so the query and the index
-- below meet on the same expression.
create function public.applicant_search_key(first_name text, last_name text, email text)
returns text language sql immutable parallel safe
as $$
  select public.job_search_key(pg_catalog.concat_ws(' ', first_name, last_name, email))
$$;

-- Substring search (LIKE '%…%' per word) by company: a search visits only its company's
-- trigrams (btree_gin, as jobs_company_title_search_idx).
create index applications_company_search_idx on applications
  using gin (company_id, public.applicant_search_key(first_name, last_name, email) extensions.gin_trgm_ops);

-- The same CV or the same phone across many applications (ADR 077): counted on these
-- indexes, at most a few rows read whatever the table holds.
create index applications_cv_sha256_idx on applications (cv_sha256, created_at);
create index applications_phone_idx on applications (phone_e164, created_at);

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

-- Runs as the owner: the Worker's role inserts status events but may not update applications.
create function public.keep_application_status() returns trigger
  language plpgsql security definer set search_path = pg_catalog, public as $$
begin
  if new.applied then
    update public.applications
    set status = new.status,
      answered_at = case when new.source <> 'candidate' then coalesce(answered_at, new.recorded_at) else answered_at end
    where id = new.application_id;
  end if;
  return null;
end
$$;

create trigger application_status_events_keep_status after insert on application_status_events
  for each row execute function public.keep_application_status();

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
