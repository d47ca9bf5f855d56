-- The recruiter's desk (ADR 062): every application read, every candidate
-- answered. The inbox lists a company's applications newest first, filtered by offer,
-- status and date, searched by name or e-mail, paged by keyset; members keep private notes
-- on them; offers that close answer their open applications after the company's delay.

-- An application's current status and the moment it was first answered, kept by the
-- database from its status history (ADR 046), whoever writes the events: the inbox filters
-- and orders on them from indexes instead of reading each application's history, and the
-- statistics count answers without it. `status` is the last applied event's; `answered_at`
-- is when the first applied event that was not the candidate's own was recorded: when the
-- candidate was told (an ATS's `occurred_at` may be its own earlier time).
alter table applications
  add column status text not null default 'received'
    constraint applications_status_known
    check (status in ('received', 'in_review', 'interview', 'offer', 'hired', 'rejected')),
  add column answered_at timestamptz;

update applications a set status = last.status
from (
  select distinct on (application_id) application_id, status
  from application_status_events where applied
  order by application_id, occurred_at desc, recorded_at desc
) last
where last.application_id = a.id;

update applications a set answered_at = first.recorded_at
from (
  select application_id, min(recorded_at) as recorded_at
  from application_status_events where applied and source <> 'candidate'
  group by application_id
) first
where first.application_id = a.id;

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

-- The inbox's orders: newest first, ties broken by id, the keyset the pages continue from.
-- One index per way in (the company's whole inbox, one status, one offer, one offer and
-- one status), equality first and the order last, so that any page reads its own rows and
-- one more, and a date range is a range of the same index. These replace the single-column
-- indexes on company_id and job_id, which they lead with (the cron's count by company and
-- the foreign keys' checks use them as well). `answered_at` and `job_id` are included for
-- the statistics, read from the company's index alone.
create index applications_company_inbox_idx
  on applications (company_id, created_at desc, id desc) include (job_id, status, answered_at);
create index applications_company_status_idx on applications (company_id, status, created_at desc, id desc);
create index applications_job_inbox_idx on applications (job_id, created_at desc, id desc);
create index applications_job_status_idx on applications (job_id, status, created_at desc, id desc);
drop index applications_company_idx;
drop index applications_job_idx;

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

-- Notes reference an application together with its company: a note can only be written
-- for an application of the company it names.
alter table applications add constraint applications_id_company_key unique (id, company_id);

-- Members' private notes on an application: never shown or sent to the candidate, never in
-- a webhook (no query of the candidate's pages, e-mails or events reads this table). They
-- go with the application (withdrawal, erasure, retention purge). `form_key` is the note
-- form's random key: the same form posted twice (a retry, a double click) is one note.
create table application_notes (
  id             uuid primary key default gen_random_uuid(),
  application_id uuid not null,
  company_id     uuid not null,
  -- The member who wrote it (their user id once accounts exist; null: someone gone).
  author_id      uuid,
  body           text not null check (length(body) between 1 and 5000 and body ~ '[^[:space:]]'),
  form_key       uuid not null,
  created_at     timestamptz not null default now(),
  foreign key (application_id, company_id) references applications (id, company_id) on delete cascade,
  constraint application_notes_form_key unique (company_id, form_key)
);
create index application_notes_application_idx on application_notes (application_id, created_at);

-- Every candidate answered: when an offer closes, its applications still `received` or
-- `in_review` get a closing answer (`rejected`, with the company's message or the default
-- one) after the company's delay, unless a member answered them since. 0 days: at the next
-- cron run. The messages are the company's own words per language; null: the default text.
alter table companies
  add column closing_answer_delay_days integer not null default 7
    constraint companies_closing_answer_delay check (closing_answer_delay_days between 0 and 90),
  add column closing_answer_fr text check (length(closing_answer_fr) between 1 and 2000),
  add column closing_answer_en text check (length(closing_answer_en) between 1 and 2000);

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

-- The Worker's cron reads the due offers and answers them (server/features/desk), through
-- the status machinery it already runs (status events, queue_candidate_email): it reads the
-- applications' status (not a personal detail) and forgets an offer once answered.
grant select (status, answered_at) on applications to career_site_worker;
grant select, delete on closing_answers_due to career_site_worker;
revoke all on function keep_application_status(), queue_closing_answers(), queue_company_closing_answers(uuid)
  from public;
