-- Job alerts (issue 17 section 3, ADR 026): a visitor's address and a job list's filters,
-- confirmed by a link e-mailed to that address (double opt-in), then a daily digest of the
-- new offers that match, until the one-click unsubscribe deletes the row.

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

-- An alert's e-mails (confirmation, digests) go with it: an unsubscribed or expired
-- address leaves nothing behind, pending e-mails included.
alter table email_outbox
  add column job_alert_id uuid references job_alerts (id) on delete cascade,
  add constraint email_outbox_job_alert_check
    check (kind not in ('alert_confirmation', 'alert_digest') or job_alert_id is not null);
create index email_outbox_job_alert_idx on email_outbox (job_alert_id) where job_alert_id is not null;

-- The Worker's role (ADR 013): it subscribes, confirms, sends digests and deletes alerts
-- (unsubscription, expiry), and reads back nothing it did not need to.
grant insert (company_id, email, locale, q, contract, city, remote) on job_alerts to career_site_worker;
grant select (id, company_id, email, locale, q, contract, city, remote, consented_at, confirmed_at,
  confirmation_sent_at, next_digest_at, last_checked_at)
  on job_alerts to career_site_worker;
grant update (confirmed_at, confirmation_sent_at, next_digest_at, last_checked_at) on job_alerts to career_site_worker;
grant delete on job_alerts to career_site_worker;
grant insert (alert_id, job_id) on job_alert_sent_jobs to career_site_worker;
grant select (alert_id, job_id, sent_at) on job_alert_sent_jobs to career_site_worker;
grant delete on job_alert_sent_jobs to career_site_worker;
grant insert (job_alert_id) on email_outbox to career_site_worker;

-- Addresses are personal data: not through Supabase's REST API either (as in
-- 20261122010000_no_public_api_access.sql; nothing happens where these roles do not exist).
do $$
declare
  api_role text;
begin
  foreach api_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = api_role) then
      execute format('revoke all on table job_alerts, job_alert_sent_jobs from %I', api_role);
    end if;
  end loop;
end
$$;
