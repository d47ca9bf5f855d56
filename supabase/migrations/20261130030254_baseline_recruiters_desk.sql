-- The baseline (ADR 033, 049, 088), 13 of 19: the recruiter's desk (ADR 062, 063): every
-- application read, every candidate answered. Members keep private notes on applications;
-- offers that close answer their open applications after the company's delay (its
-- settings are columns of companies); each Monday, the members hear of the applications
-- waiting for an answer. The inbox's indexes are in *_baseline_applications.sql.

-- Members' private notes on an application: never shown or sent to the candidate, never in
-- a webhook (no query of the candidate's pages, e-mails or events reads this table). They
-- go with the application (withdrawal, erasure, retention purge). `form_key` is the note
-- form's random key: the same form posted twice (a retry, a double click) is one note.
create table application_notes (
  id             uuid primary key default gen_random_uuid(),
  application_id uuid not null,
  company_id     uuid not null,
  -- The member who wrote it (null: someone gone).
  author_id      uuid constraint application_notes_author_fkey references users (id) on delete set null,
  body           text not null check (length(body) between 1 and 5000 and body ~ '[^[:space:]]'),
  form_key       uuid not null,
  created_at     timestamptz not null default now(),
  foreign key (application_id, company_id) references applications (id, company_id) on delete cascade,
  constraint application_notes_form_key unique (company_id, form_key)
);
create index application_notes_application_idx on application_notes (application_id, created_at);

-- Offers closed with applications to answer, until the cron has answered them all: the
-- cron reads this short list instead of every closed job. `closed_at` starts the delay.
create table closing_answers_due (
  job_id     uuid primary key references jobs (id) on delete cascade,
  company_id uuid not null references companies (id) on delete cascade,
  closed_at  timestamptz not null default now()
);

-- An offer closes by hand (`closed`) or by its closing date (`expired`, the cron's sweep):
-- queued when it has open applications. Reopened: nothing to answer any more. Owner's
-- rights, whoever closes it (the Worker's sweep, the workspace, an operator).
create function public.queue_closing_answers() returns trigger
  language plpgsql security definer set search_path = pg_catalog, public as $$
begin
  if new.status in ('published', 'open', 'active') then
    delete from public.closing_answers_due where job_id = new.id;
  elsif new.status in ('closed', 'expired') and old.status in ('published', 'open', 'active')
    and exists (
      select from public.applications
      where job_id = new.id and status in ('received', 'in_review')
    )
  then
    insert into public.closing_answers_due (job_id, company_id) values (new.id, new.company_id)
    on conflict (job_id) do update set closed_at = excluded.closed_at;
  end if;
  return null;
end
$$;

create trigger jobs_queue_closing_answers after update of status on jobs
  for each row when (old.status is distinct from new.status) execute function public.queue_closing_answers();

-- A space being deleted answers all its open applications, as if each of its offers had
-- closed now (called by the deletion, in its transaction).
create function public.queue_company_closing_answers(company uuid) returns integer
  language sql security definer set search_path = pg_catalog, public as $$
  with queued as (
    insert into public.closing_answers_due (job_id, company_id)
    select distinct a.job_id, a.company_id from public.applications a
    where a.company_id = company and a.status in ('received', 'in_review')
    on conflict (job_id) do update set closed_at = excluded.closed_at
    returning 1
  )
  select count(*)::int from queued
$$;

-- Each Monday, the company's owners and recruiters get one e-mail listing the applications
-- waiting more than 14 days without an answer (none when there are none). The cron finds
-- the companies from an index of unanswered applications (applications_unanswered_idx), and
-- each company once a week from this table, written with the e-mails in one statement.
create table applications_waiting_reminders (
  company_id uuid not null references companies (id) on delete cascade,
  -- The Monday (Paris) of the week it was sent.
  week       date not null,
  queued     integer not null,
  created_at timestamptz not null default now(),
  primary key (company_id, week)
);

-- Queues the week's reminder to every owner and recruiter of a company, each in their
-- language (`messages`: {"fr": {"subject", "html", "text"}, "en": {...}}), once per company
-- and week whoever calls it twice. The Worker's role reads no member's address: this runs
-- as its owner, like queue_candidate_email. Returns how many e-mails were queued.
create function public.queue_applications_waiting(for_company uuid, for_week date, messages jsonb)
  returns integer language sql volatile security definer set search_path = pg_catalog, public
as $$
  with reminder as (
    insert into public.applications_waiting_reminders (company_id, week, queued)
    select for_company, for_week, pg_catalog.count(*)::integer
    from public.company_members m where m.company_id = for_company
    on conflict (company_id, week) do nothing
    returning company_id
  ), inserted as (
    insert into public.email_outbox (kind, dedupe_key, to_address, subject, html_body, text_body, locale)
    select 'applications_waiting', 'applications_waiting:' || for_company || ':' || for_week || ':' || u.id, u.email,
      messages -> u.locale ->> 'subject', messages -> u.locale ->> 'html', messages -> u.locale ->> 'text', u.locale
    from reminder
    join public.company_members m on m.company_id = reminder.company_id and m.role in ('owner', 'recruiter')
    join public.users u on u.id = m.user_id
    on conflict (dedupe_key) do nothing
    returning 1
  )
  select pg_catalog.count(*)::integer from inserted
$$;
