-- The recruiter's desk in the workspace (ADR 062), now that the workspace's role
-- and its row-level security exist (ADR 056): what the desk reads and writes as
-- career_site_workspace, under the session's company; and the Monday reminder of the
-- applications waiting for an answer (ADR 063).

-- Notes are written by members.
alter table application_notes
  add constraint application_notes_author_fkey foreign key (author_id) references users (id) on delete set null;

-- Company-owned tables the desk touches, under the same policies as the others: the notes,
-- and the webhook events the desk's changes and erasures queue (the settings page lists
-- them later). The Worker's role keeps every row, as on the other tables.
do $$
declare
  owned text;
begin
  foreach owned in array array['application_notes', 'webhook_deliveries'] loop
    execute format('alter table %I enable row level security', owned);
    execute format(
      'create policy %I on %I to career_site_worker using (true) with check (true)', owned || '_worker', owned);
    execute format(
      'create policy %I on %I to career_site_workspace using (company_id = workspace_company_id())
        with check (company_id = workspace_company_id())', owned || '_workspace', owned);
  end loop;
end
$$;

-- The inbox, an application's page and the CSV: the candidate's details (the workspace's
-- grant already covers the rest), the current status and first answer.
grant select (status, answered_at, consent_retention, consent_terms) on applications to career_site_workspace;
grant select, insert (application_id, company_id, author_id, body, form_key) on application_notes
  to career_site_workspace;
-- A status change through the machinery of ADR 046: the candidate's e-mail (the address is
-- copied by the function, as for the Worker) and the company's webhook event.
grant execute on function queue_candidate_email(uuid, text, text, text, text) to career_site_workspace;
grant select (id, company_id, application_id, event_type, status, attempts, last_status, created_at, delivered_at),
  insert (company_id, application_id, event_type, payload) on webhook_deliveries to career_site_workspace;
-- An erasure on the candidate's request, as the withdrawal does (ADR 025): the function
-- deletes and queues the CV object; the recruiters' notice names the job; the queue row
-- goes once the object is deleted.
grant execute on function withdraw_application(uuid) to career_site_workspace;
grant insert (job_id) on email_outbox to career_site_workspace;
grant select (cv_key), delete on cv_objects_to_delete to career_site_workspace;
-- The closing answers' settings (owners, the settings page).
grant update (closing_answer_delay_days, closing_answer_fr, closing_answer_en) on companies to career_site_workspace;

-- Each Monday, the company's owners and recruiters get one e-mail listing the applications
-- waiting more than 14 days without an answer (none when there are none). The cron finds
-- the companies from this index of unanswered applications, and each company once a week
-- from this table, written with the e-mails in one statement.
create index applications_unanswered_idx on applications (company_id, created_at) where answered_at is null;

create table applications_waiting_reminders (
  company_id uuid not null references companies (id) on delete cascade,
  -- The Monday (Paris) of the week it was sent.
  week       date not null,
  queued     integer not null,
  created_at timestamptz not null default now(),
  primary key (company_id, week)
);

do $$
declare
  definition text;
  kinds text[];
begin
  -- The kinds allowed so far, with the reminder's. The constraint reads either
  -- `kind = any ('{a,b}'::text[])` (as billing's migration wrote it) or a list of quoted ones.
  select pg_get_constraintdef(c.oid) into definition from pg_constraint c
  where c.conrelid = 'public.email_outbox'::regclass and c.conname = 'email_outbox_kind_check';
  if definition ~ '\{' then
    kinds := string_to_array(substring(definition from '\{([^}]*)\}'), ',');
  else
    select array_agg(m[1]) into kinds from regexp_matches(definition, '''([a-z_]+)''', 'g') as m;
  end if;
  if coalesce(array_length(kinds, 1), 0) < 10 then
    raise exception 'email_outbox_kind_check not understood: %', definition;
  end if;
  kinds := kinds || array['applications_waiting'];
  alter table email_outbox drop constraint email_outbox_kind_check;
  execute format('alter table email_outbox add constraint email_outbox_kind_check check (kind = any (%L::text[]))',
    kinds);
end
$$;

-- Queues the week's reminder to every owner and recruiter of a company, each in their
-- language (`messages`: {"fr": {"subject", "html", "text"}, "en": {...}}), once per company
-- and week whoever calls it twice. The Worker's role reads no member's address: this runs
-- as its owner, like queue_candidate_email. Returns how many e-mails were queued.
create function public.queue_applications_waiting(for_company uuid, for_week date, messages jsonb)
  returns integer
  language sql
  volatile
  security definer
  set search_path = pg_catalog, public
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

revoke all on function queue_applications_waiting(uuid, date, jsonb) from public;
grant execute on function queue_applications_waiting(uuid, date, jsonb) to career_site_worker;
grant select on applications_waiting_reminders to career_site_worker;
