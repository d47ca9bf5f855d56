-- Application status (issue 30 §1, ADR 046): every change of an application's status is
-- a row of its history, never an overwrite; the candidate follows it on a private page
-- and is e-mailed each applied change, unless the company turned that off.

-- Whether the company's candidates are e-mailed each status change (on by default).
alter table companies add column notify_candidates boolean not null default true;

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

-- Applications stored before this history: their `received`, at their creation.
insert into application_status_events (application_id, company_id, status, occurred_at, source, applied)
select id, company_id, 'received', created_at, 'candidate', true from applications;

-- The Worker writes events and reads them back; it never changes or deletes one.
grant insert (application_id, company_id, status, occurred_at, source, event_id, message, applied)
  on application_status_events to career_site_worker;
grant select on application_status_events to career_site_worker;
-- The candidate's language, for the status page's e-mails: not a personal detail.
grant select (locale) on applications to career_site_worker;

-- The status e-mails to candidates: an outbox kind of their own, about an application.
alter table email_outbox drop constraint email_outbox_kind_check;
alter table email_outbox add constraint email_outbox_kind_check check (kind in (
  'application_confirmation', 'saved_job',
  'recruiter_application', 'recruiter_withdrawal', 'recruiter_cv_link',
  'alert_confirmation', 'alert_digest',
  'company_statistics_weekly',
  'application_status'
));

-- The company's ATS hears of each applied change.
alter table webhook_deliveries drop constraint webhook_deliveries_event_type_check;
alter table webhook_deliveries add constraint webhook_deliveries_event_type_check
  check (event_type in ('application.received', 'application.withdrawn', 'application.status_changed'));

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
revoke all on function queue_candidate_email(uuid, text, text, text, text) from public;
grant execute on function queue_candidate_email(uuid, text, text, text, text) to career_site_worker;
