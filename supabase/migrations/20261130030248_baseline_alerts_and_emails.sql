-- The baseline (ADR 033, 049, 088), 7 of 19: job alerts (ADR 026), the e-mail outbox (ADR
-- 004) that carries every e-mail of the site, and the cap on e-mails to strangers (ADR 039).

-- Job alerts: a visitor's address and a job list's filters, confirmed by a link e-mailed
-- to that address (double opt-in), then a daily digest of the new offers that match,
-- until the one-click unsubscribe deletes the row.
create table job_alerts (
  id                    uuid primary key default gen_random_uuid(),
  company_id            uuid not null references companies (id) on delete cascade,
  -- One plain address (the endpoint checks it like save-by-email, domain/save-job.ts).
  email                 text not null check (length(email) between 3 and 254 and email !~ '[[:cntrl:]<>,;"]'),
  locale                text not null check (locale in ('fr', 'en')),
  -- The job list's filters (domain/job-list.ts) as typed; '' means "any".
  q                     text not null default '' check (length(q) <= 100),
  contract              text not null default '' check (length(contract) <= 100),
  city                  text not null default '' check (length(city) <= 100),
  remote                text not null default '' check (length(remote) <= 100),
  -- Consent: when the form was sent, then when the link in the e-mail was followed.
  consented_at          timestamptz not null default now(),
  confirmed_at          timestamptz,
  -- The last confirmation e-mail (a repeated subscription re-sends it, at most once per period).
  confirmation_sent_at  timestamptz not null default now(),
  -- The digest's schedule: null until confirmed, then a day after each run that looked.
  next_digest_at        timestamptz,
  last_checked_at       timestamptz,
  check ((confirmed_at is null) = (next_digest_at is null))
);

-- One alert per company, address and criteria, compared as the job list compares them
-- (case, accents and spaces aside): a repeated or concurrent subscription finds this one.
create unique index job_alerts_subscription_idx on job_alerts (
  company_id, lower(email), public.job_search_key(q), public.job_search_key(contract),
  public.job_search_key(city), public.job_search_key(remote)
);
-- The digest run takes the due alerts, oldest first.
create index job_alerts_due_idx on job_alerts (next_digest_at) where next_digest_at is not null;
-- The expiry of unconfirmed alerts.
create index job_alerts_unconfirmed_idx on job_alerts (confirmation_sent_at) where confirmed_at is null;
-- The cap on confirmation e-mails per address (server/db/queries/job-alerts.ts).
create index job_alerts_email_idx on job_alerts (lower(email));

-- The offers each alert has e-mailed: never the same one twice. Rows older than the
-- digest's look-back window can no longer match and are purged by the digest run.
create table job_alert_sent_jobs (
  alert_id  uuid not null references job_alerts (id) on delete cascade,
  job_id    uuid not null references jobs (id) on delete cascade,
  sent_at   timestamptz not null default now(),
  primary key (alert_id, job_id)
);
create index job_alert_sent_jobs_job_idx on job_alert_sent_jobs (job_id);

-- Transactional outbox: written in the same transaction as what caused the e-mail,
-- delivered later (after the response and by the cron trigger) until sent. Each kind is
-- tied to what it is about, and goes with it: an application's e-mails (the candidate's
-- confirmation, the recruiters' e-mails, ADR 023 and 032), a job's save-by-email, an
-- alert's confirmation and digests (an unsubscribed or expired address leaves nothing
-- behind, pending e-mails included).
create table email_outbox (
  id               uuid primary key default gen_random_uuid(),
  application_id   uuid references applications (id) on delete cascade,
  kind             text not null,
  -- Idempotency for save-by-email and a stable reference for the provider.
  dedupe_key       text not null unique,
  to_address       text not null,
  subject          text not null,
  html_body        text not null,
  text_body        text not null,
  status           text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts         integer not null default 0,
  next_attempt_at  timestamptz not null default now(),
  last_error       text,
  provider_id      text,
  created_at       timestamptz not null default now(),
  sent_at          timestamptz,
  job_id           uuid references jobs (id) on delete cascade,
  locale           text not null default 'fr' check (locale in ('fr', 'en')),
  -- Extra headers of a message (List-Unsubscribe for alerts, RFC 8058), sent as they are.
  headers          jsonb not null default '{}'::jsonb check (jsonb_typeof(headers) = 'object'),
  job_alert_id     uuid references job_alerts (id) on delete cascade,
  -- Each kind is tied to what it is about (the subject and alert checks below): the
  -- candidates' and recruiters' e-mails about an application (ADR 023, 032, 046), a saved
  -- job, an alert's confirmation and digests, a company's weekly statistics (ADR 043), the
  -- workspace's sign-in links and invitations (ADR 055), billing's e-mails to owners and to
  -- sales (ADR 060) and the Monday reminder of the applications waiting (ADR 063).
  constraint email_outbox_kind_check check (kind = any ('{
    alert_confirmation, alert_digest, application_confirmation, application_status, company_statistics_weekly,
    recruiter_application, recruiter_cv_link, recruiter_withdrawal, saved_job, workspace_invitation,
    workspace_sign_in, billing_past_due, billing_payment_failed, sales_contact, applications_waiting
  }'::text[])),
  constraint email_outbox_subject_check check (
    (kind <> 'saved_job' or job_id is not null)
    and (kind not in ('application_confirmation', 'recruiter_application', 'recruiter_cv_link') or application_id is not null)
  ),
  constraint email_outbox_job_alert_check
    check (kind not in ('alert_confirmation', 'alert_digest') or job_alert_id is not null)
);
create index email_outbox_due_idx on email_outbox (next_attempt_at) where status = 'pending';
create index email_outbox_job_alert_idx on email_outbox (job_alert_id) where job_alert_id is not null;

-- One cap for every e-mail a stranger can make the site send to an address it does not
-- control (ADR 039): job alert confirmations and their re-sends, jobs saved by
-- e-mail. A counter per address and UTC day, taken atomically by
-- `insert ... on conflict do update ... where sent < cap returning` in the transaction
-- that queues the e-mail (server/db/queries/stranger-email-cap.ts): concurrent requests
-- meet on the row's lock, so no count(*) race lets one more through.
-- The address is kept only as its SHA-256 (of its lower-cased text): the table says how
-- many e-mails went to some address, never which one.
create table stranger_email_counts (
  address_hash bytea not null check (octet_length(address_hash) = 32),
  day date not null,
  sent integer not null check (sent > 0),
  primary key (address_hash, day)
);

comment on table stranger_email_counts is
  'E-mails a visitor made the site send to an address per UTC day (ADR 039); the address as its SHA-256 only.';

-- A finished e-mail (sent, or given up) keeps its status, provider id, attempts and dates
-- for auditing; after 7 days its recipient and message are cleared, and its dedupe key
-- (which names the address of a save-by-email request) becomes a hash of itself, still
-- unique. Pending e-mails are never touched. Returns how many rows were cleared. Runs as
-- its owner, with a pinned search_path, like the deletions of applications: the Worker's
-- role cannot read a finished e-mail's address or message any other way.
create function public.redact_finished_emails()
returns integer
language sql
volatile
security definer
set search_path = pg_catalog, public
as $$
  with cleared as (
    update public.email_outbox
    set to_address = '', subject = '', html_body = '', text_body = '', last_error = null,
      dedupe_key = 'sha256:' || pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(dedupe_key, 'UTF8')), 'hex')
    where status in ('sent', 'failed')
      and to_address <> ''
      and coalesce(sent_at, next_attempt_at, created_at) <= pg_catalog.now() - interval '7 days'
    returning 1
  )
  select pg_catalog.count(*)::integer from cleared
$$;

-- The Worker cannot read a candidate's address (ADR 013): this queues an e-mail to the
-- address of one application, which the caller names by id, with the message it wrote.
-- It runs as its owner, reads the address itself and returns whether a row was queued
-- (false: the application is gone, or the dedupe key was used).
create function public.queue_candidate_email(
  application_id uuid, dedupe_key text, subject text, html_body text, text_body text
)
returns boolean
language sql
volatile
security definer
set search_path = pg_catalog, public
as $$
  with queued as (
    insert into public.email_outbox (kind, application_id, dedupe_key, to_address, subject, html_body, text_body, locale)
    select 'application_status', a.id, queue_candidate_email.dedupe_key, a.email, queue_candidate_email.subject,
      queue_candidate_email.html_body, queue_candidate_email.text_body, a.locale
    from public.applications a
    where a.id = queue_candidate_email.application_id
    on conflict (dedupe_key) do nothing
    returning 1
  )
  select exists (select 1 from queued)
$$;
