-- Where a company's applications go (set in Supabase's editor in production; the seed sets
-- demo values), and the outbox's room for the e-mails of that delivery, of withdrawals and
-- of job alerts. The tables of webhook deliveries and alerts come with their own features.

alter table companies
  -- Recruiters' address: one e-mail per application (and per withdrawal).
  add column applications_email text
    check (applications_email is null or applications_email ~ '^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$'),
  -- The company's ATS: one signed POST per event (HMAC-SHA256 with the secret below).
  add column applications_webhook_url text
    check (applications_webhook_url is null or applications_webhook_url ~ '^https?://'),
  add column applications_webhook_secret text
    check (applications_webhook_secret is null or length(applications_webhook_secret) >= 32),
  add constraint companies_webhook_has_secret
    check ((applications_webhook_url is null) = (applications_webhook_secret is null));

-- New kinds of e-mail; the rule that ties a kind to what it is about stays.
alter table email_outbox drop constraint email_outbox_kind_check;
alter table email_outbox add constraint email_outbox_kind_check check (kind in (
  'application_confirmation', 'saved_job',
  'recruiter_application', 'recruiter_withdrawal',
  'alert_confirmation', 'alert_digest'
));
alter table email_outbox drop constraint email_outbox_subject_check;
alter table email_outbox add constraint email_outbox_subject_check check (
  (kind <> 'saved_job' or job_id is not null)
  and (kind not in ('application_confirmation', 'recruiter_application') or application_id is not null)
);

-- Extra headers of a message (List-Unsubscribe for alerts, RFC 8058), sent as they are.
alter table email_outbox
  add column headers jsonb not null default '{}'::jsonb check (jsonb_typeof(headers) = 'object');

grant insert (headers) on email_outbox to career_site_worker;
grant select (headers) on email_outbox to career_site_worker;

-- Webhook events for companies' ATS: written in the transaction of what they report,
-- delivered after the response and by the cron until a 2xx (server/services/webhook-*.ts).
-- The row's id is the event id the receiver deduplicates on. An application's events go
-- with it when it is deleted (withdrawal, retention purge): their payload holds its data.
create table webhook_deliveries (
  id               uuid primary key default gen_random_uuid(),
  company_id       uuid not null references companies (id) on delete cascade,
  application_id   uuid references applications (id) on delete cascade,
  event_type       text not null check (event_type in ('application.received', 'application.withdrawn')),
  payload          jsonb not null check (jsonb_typeof(payload) = 'object'),
  status           text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts         integer not null default 0,
  next_attempt_at  timestamptz not null default now(),
  last_status      integer,
  last_error       text,
  created_at       timestamptz not null default now(),
  delivered_at     timestamptz
);
create index webhook_deliveries_due_idx on webhook_deliveries (next_attempt_at) where status = 'pending';
create index webhook_deliveries_application_idx on webhook_deliveries (application_id);

grant insert (company_id, application_id, event_type, payload) on webhook_deliveries to career_site_worker;
grant select (id, company_id, application_id, event_type, payload, status, attempts, next_attempt_at, created_at)
  on webhook_deliveries to career_site_worker;
grant update (status, attempts, next_attempt_at, last_status, last_error, delivered_at)
  on webhook_deliveries to career_site_worker;
