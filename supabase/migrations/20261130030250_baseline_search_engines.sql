-- The baseline (ADR 033, 049, 088), 9 of 19: search engines told of every change of a
-- visible job within a minute (ADR 045), on a host the site serves (ADR 083).
--
-- The changes are detected from the data, whoever writes it (the Worker's cron sweep,
-- Supabase's editor, an ATS sync, plain SQL): triggers on jobs, companies and
-- company_domains queue one row per search engine and public URL in
-- search_engine_notifications; the Worker's cron (every minute) claims, sends and records
-- them (server/services/search-engines/). Drafts and jobs that stay invisible queue nothing.

create table search_engine_notifications (
  id              uuid primary key default gen_random_uuid(),
  engine          text not null check (engine in ('indexnow', 'google')),
  job_id          uuid not null,
  -- Where the job's page is (or was, for a URL_DELETED): the company's slug, and its primary
  -- custom domain at the time of the change (null: the platform's PUBLIC_ORIGIN, with the slug).
  company_slug    text not null,
  hostname        text,
  locale          text not null check (locale in ('fr', 'en')),
  action          text not null check (action in ('URL_UPDATED', 'URL_DELETED')),
  -- 0: a job that appeared or left (new, closed, deleted, moved); 1: an edit. Google's daily
  -- quota goes to 0 first.
  priority        smallint not null check (priority in (0, 1)),
  status          text not null default 'pending' check (status in ('pending', 'sent', 'failed', 'skipped')),
  attempts        integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- Moved by every change folded into this pending row: a run that sent the row's former
  -- action leaves it pending (server/db/queries/search-engine-notifications.ts).
  changed_at      timestamptz not null default clock_timestamp(),
  last_status     integer,
  last_error      text,
  sent_at         timestamptz,
  created_at      timestamptz not null default now()
);

-- One pending row per engine and URL: changes made before it was sent fold into it, so one
-- state of a URL is sent once, whatever the number of edits meanwhile.
create unique index search_engine_notifications_one_pending
  on search_engine_notifications (engine, job_id, coalesce(hostname, ''), locale) where status = 'pending';
-- The cron's claim and its idle probe read only pending rows, the most urgent first.
create index search_engine_notifications_due
  on search_engine_notifications (engine, priority, next_attempt_at) where status = 'pending';
-- Finished rows are deleted after 7 days by the five-minute cron (server/scheduled.ts).
create index search_engine_notifications_finished on search_engine_notifications (created_at) where status <> 'pending';

-- Google's Indexing API counts requests per day (200 by default, reset at midnight Pacific
-- time): each run books what it sends here, under a row lock, so two runs never overspend.
create table search_engine_quota (
  engine text not null,
  day    date not null,
  used   integer not null default 0 check (used >= 0),
  primary key (engine, day)
);

-- Queues each change of `changes` (a JSON array of {job_id, slug, hostname, action,
-- priority}; hostname null: the platform) for the job's fr and en URLs, for both engines
-- (IndexNow only on a host the site serves: it fetches its key file from the URLs' host),
-- in one statement, folding into a pending row of the same URL: its action becomes the
-- latest, its priority the most urgent.
create function public.queue_search_engine_notifications(changes jsonb) returns void
  language sql security definer set search_path = public, pg_temp as $$
  insert into search_engine_notifications (engine, job_id, company_slug, hostname, locale, action, priority)
  select engine, ch.job_id, ch.slug, ch.hostname, locale, ch.action, ch.priority
  from jsonb_to_recordset(changes) as ch (job_id uuid, slug text, hostname text, action text, priority smallint),
    unnest(array['indexnow', 'google']) engine, unnest(array['fr', 'en']) locale
  where current_setting('career_site.search_engines', true) is distinct from 'off'
    and (engine = 'google' or ch.hostname is null
      or exists (select from company_domains d where d.hostname = ch.hostname))
  on conflict (engine, job_id, coalesce(hostname, ''), locale) where status = 'pending'
  do update set action = excluded.action, company_slug = excluded.company_slug,
    priority = least(search_engine_notifications.priority, excluded.priority),
    changed_at = clock_timestamp()
  -- A row waiting to be claimed that already says this is left alone (a bulk edit of jobs
  -- just published costs no write); a claimed one (or one waiting for a retry) is always
  -- moved, so that a run sending its former state leaves it pending.
  where search_engine_notifications.action is distinct from excluded.action
    or search_engine_notifications.company_slug is distinct from excluded.company_slug
    or excluded.priority < search_engine_notifications.priority
    or search_engine_notifications.next_attempt_at > now()
$$;

-- Per statement, from its transition tables: an import of many jobs is one insert here.
-- A job that appeared (URL_UPDATED, priority 0), left (URL_DELETED, 0: closed, unpublished,
-- deleted, or swept as expired after its closing date: past it a job is hidden at once,
-- and the cron's sweep is when the data says it) or changed what its page shows while
-- visible (URL_UPDATED, 1). The edit stamp and a move between visible statuses are not
-- what a crawler reads. Jobs whose company is gone (deleted with it) are not here: the
-- company's own trigger told of them.
-- Transition tables have no statistics nor indexes: the planner would join old and new rows
-- by a nested loop (10,000 rows updated: 10^8 comparisons); a hash join is linear.
-- The job's URLs are named by its company's public host (company_public_host: the primary
-- domain, else the oldest), as its page is served.
create function public.notify_search_engines_of_jobs() returns trigger
  language plpgsql security definer set search_path = public, pg_temp set enable_nestloop = off as $$
declare
  changes jsonb;
begin
  -- A bulk load (the first import of a company's jobs, a test's seed) may say
  -- `set career_site.search_engines = 'off'`: search engines find those by the sitemaps.
  if current_setting('career_site.search_engines', true) = 'off' then
    return null;
  end if;
  if tg_op = 'INSERT' then
    select jsonb_agg(jsonb_build_object('job_id', n.id, 'company_id', n.company_id, 'action', 'URL_UPDATED', 'priority', 0))
    into changes
    from new_rows n where job_is_visible(n.status, n.closes_at);
  elsif tg_op = 'DELETE' then
    select jsonb_agg(jsonb_build_object('job_id', o.id, 'company_id', o.company_id, 'action', 'URL_DELETED', 'priority', 0))
    into changes
    from old_rows o where public.job_status_is_visible(o.status);
  else
    select jsonb_agg(jsonb_build_object('job_id', c.id, 'company_id', c.company_id, 'action', c.action, 'priority', c.priority))
    into changes
    from (
      select n.id, n.company_id,
        case
          when job_is_visible(n.status, n.closes_at) and not job_is_visible(o.status, o.closes_at) then 'URL_UPDATED'
          when not job_is_visible(n.status, n.closes_at)
            and (job_is_visible(o.status, o.closes_at)
              or (public.job_status_is_visible(o.status) and not public.job_status_is_visible(n.status)))
            then 'URL_DELETED'
          when job_is_visible(n.status, n.closes_at)
            and (to_jsonb(o) - 'updated_at' - 'status' - 'version' - 'updated_by')
              is distinct from (to_jsonb(n) - 'updated_at' - 'status' - 'version' - 'updated_by')
            then 'URL_UPDATED'
        end as action,
        case when job_is_visible(n.status, n.closes_at) = job_is_visible(o.status, o.closes_at)
          and not (public.job_status_is_visible(o.status) and not public.job_status_is_visible(n.status))
          then 1 else 0 end as priority
      from new_rows n join old_rows o on o.id = n.id
    ) c
    where c.action is not null;
  end if;
  if changes is null then
    return null;
  end if;
  perform queue_search_engine_notifications(
    (select jsonb_agg(ch || jsonb_build_object('slug', co.slug, 'hostname', co.host))
     from jsonb_array_elements(changes) ch
     -- Each company's host read once, however many of its jobs the statement changed.
     join (
       select c.id, c.slug, company_public_host(c.id) as host from companies c
       where c.id in (select distinct (e ->> 'company_id')::uuid from jsonb_array_elements(changes) e)
     ) co on co.id = (ch ->> 'company_id')::uuid)
  );
  return null;
end
$$;

create trigger jobs_notify_search_engines_of_inserts after insert on jobs referencing new table as new_rows
  for each statement execute function notify_search_engines_of_jobs();
create trigger jobs_notify_search_engines_of_updates after update on jobs referencing old table as old_rows
  new table as new_rows for each statement execute function notify_search_engines_of_jobs();
create trigger jobs_notify_search_engines_of_deletes after delete on jobs referencing old table as old_rows
  for each statement execute function notify_search_engines_of_jobs();

-- Every visible job of a company, moved from one host or slug to another: URL_DELETED where
-- it was, URL_UPDATED where it is (priority 0 both: the old URL now redirects). A rename on
-- the platform keeps the host: the new URL alone is sent (the old one redirects to it).
-- new_slug null: the company is being deleted, URL_DELETED only.
create function public.queue_company_move(company uuid, old_slug text, old_host text, new_slug text, new_host text)
returns void
  language sql security definer set search_path = public, pg_temp as $$
  select queue_search_engine_notifications(jsonb_agg(change))
  from jobs j
  cross join lateral (
    select jsonb_build_object('job_id', j.id, 'slug', old_slug, 'hostname', old_host, 'action', 'URL_DELETED', 'priority', 0)
    where new_slug is null or old_host is distinct from new_host
    union all
    select jsonb_build_object('job_id', j.id, 'slug', new_slug, 'hostname', new_host, 'action', 'URL_UPDATED', 'priority', 0)
    where new_slug is not null
  ) moves (change)
  where j.company_id = company and job_is_visible(j.status, j.closes_at)
  having count(*) > 0
$$;

-- A company's name, website or logo changed: what every one of its job pages tells crawlers
-- of its hiring organisation (JobPosting, domain/job-posting.ts). URL_UPDATED, priority 1
-- (an edit): Google's quota goes to new and closed jobs first. Other columns (colours, texts
-- of the company pages) are not on the job pages' structured data.
create function public.notify_search_engines_of_company_edit() returns trigger
  language plpgsql security definer set search_path = public, pg_temp as $$
begin
  perform queue_search_engine_notifications(jsonb_agg(
    jsonb_build_object('job_id', j.id, 'slug', new.slug, 'hostname', company_public_host(new.id),
      'action', 'URL_UPDATED', 'priority', 1)))
  from jobs j
  where j.company_id = new.id and job_is_visible(j.status, j.closes_at)
  having count(*) > 0;
  return null;
end
$$;

create trigger companies_notify_search_engines_of_edit after update of name, website, logo_url on companies
  for each row when ((old.name, old.website, old.logo_url) is distinct from (new.name, new.website, new.logo_url)
    and old.slug is not distinct from new.slug)
  execute function notify_search_engines_of_company_edit();

-- A domain added, removed or changed moves a company's visible jobs only when its public
-- host (company_public_host) is not the same before and after (ADR 045, 058): per statement,
-- from the domains as they were before it (today's rows, less its new ones, plus its old
-- ones), so that removing a company's primary and a spare together moves its jobs once.
create function public.notify_search_engines_of_domains() returns trigger
  language plpgsql security definer set search_path = public, pg_temp as $$
declare
  before_rows jsonb;
  companies_changed jsonb;
  moved record;
begin
  -- Each branch names only the transition tables its event has.
  if tg_op = 'INSERT' then
    select jsonb_agg(distinct company_id) into companies_changed from new_rows;
    select jsonb_agg(to_jsonb(d)) into before_rows from (
      select hostname, company_id, is_primary, created_at from company_domains
      where company_id in (select company_id from new_rows)
        and hostname not in (select hostname from new_rows)) d;
  elsif tg_op = 'DELETE' then
    select jsonb_agg(distinct company_id) into companies_changed from old_rows;
    select jsonb_agg(to_jsonb(d)) into before_rows from (
      select hostname, company_id, is_primary, created_at from company_domains
      where company_id in (select company_id from old_rows)
      union all
      select hostname, company_id, is_primary, created_at from old_rows) d;
  else
    select jsonb_agg(distinct company_id) into companies_changed
    from (select company_id from new_rows union select company_id from old_rows) changed;
    select jsonb_agg(to_jsonb(d)) into before_rows from (
      select hostname, company_id, is_primary, created_at from company_domains
      where company_id in (select company_id from new_rows union select company_id from old_rows)
        and hostname not in (select hostname from new_rows)
      union all
      select hostname, company_id, is_primary, created_at from old_rows) d;
  end if;

  -- A company being deleted has no row left: its own trigger told search engines.
  for moved in
    select c.id, c.slug,
      (select b.hostname from jsonb_to_recordset(coalesce(before_rows, '[]'))
         as b(hostname text, company_id uuid, is_primary boolean, created_at timestamptz)
       where b.company_id = c.id order by b.is_primary desc, b.created_at, b.hostname limit 1) as host_before,
      company_public_host(c.id) as host_after
    from companies c
    where c.id in (select (value #>> '{}')::uuid from jsonb_array_elements(companies_changed))
  loop
    if moved.host_before is distinct from moved.host_after then
      perform queue_company_move(moved.id, moved.slug, moved.host_before, moved.slug, moved.host_after);
    end if;
  end loop;
  return null;
end
$$;

create trigger company_domains_notify_search_engines_of_inserts
  after insert on company_domains referencing new table as new_rows
  for each statement execute function notify_search_engines_of_domains();
create trigger company_domains_notify_search_engines_of_updates
  after update on company_domains referencing old table as old_rows new table as new_rows
  for each statement execute function notify_search_engines_of_domains();
create trigger company_domains_notify_search_engines_of_deletes
  after delete on company_domains referencing old table as old_rows
  for each statement execute function notify_search_engines_of_domains();

-- A pending IndexNow row for a host no longer served (queued before its removal) is set
-- aside with the removal: its POST could only fail. Per statement, as the queueing triggers.
create function public.skip_indexnow_of_removed_hosts() returns trigger
  language plpgsql security definer set search_path = public, pg_temp as $$
begin
  update search_engine_notifications n set status = 'skipped', last_error = 'host no longer served'
  where n.engine = 'indexnow' and n.status = 'pending'
    and n.hostname in (select o.hostname from old_rows o)
    and not exists (select from company_domains d where d.hostname = n.hostname);
  return null;
end
$$;

create trigger company_domains_skip_indexnow_of_removed_hosts after delete on company_domains
  referencing old table as old_rows for each statement execute function skip_indexnow_of_removed_hosts();

-- A company renamed (its platform URLs follow the slug) or deleted (its jobs with it).
create function public.notify_search_engines_of_company() returns trigger
  language plpgsql security definer set search_path = public, pg_temp as $$
declare
  host text := company_public_host(old.id);
begin
  if tg_op = 'DELETE' then
    perform queue_company_move(old.id, old.slug, host, null, null);
    return old;
  elsif host is null then
    -- On a custom domain the URLs carry no slug: a rename changes none.
    perform queue_company_move(old.id, old.slug, null, new.slug, null);
  end if;
  return null;
end
$$;

create trigger companies_notify_search_engines_of_rename after update of slug on companies
  for each row when (old.slug is distinct from new.slug) execute function notify_search_engines_of_company();
-- Before the delete: its domains and jobs are still there to name.
create trigger companies_notify_search_engines_of_deletion before delete on companies
  for each row execute function notify_search_engines_of_company();
