-- Search engines told of every change of a visible job within a minute (issue 29, ADR 045).
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
-- Finished rows are deleted after a while by the cron (server/services/search-engines/delivery.ts).
create index search_engine_notifications_finished on search_engine_notifications (created_at) where status <> 'pending';

-- Google's Indexing API counts requests per day (200 by default, reset at midnight Pacific
-- time): each run books what it sends here, under a row lock, so two runs never overspend.
create table search_engine_quota (
  engine text not null,
  day    date not null,
  used   integer not null default 0 check (used >= 0),
  primary key (engine, day)
);

-- Queues `action` for the job's fr and en URLs on `hostname` (null: the platform), for
-- both engines, folding into a pending row of the same URL.
create function public.queue_search_engine_notification(
  job uuid, slug text, host text, act text, prio smallint
) returns void
  language sql security definer set search_path = public, pg_temp as $$
  insert into search_engine_notifications (engine, job_id, company_slug, hostname, locale, action, priority)
  select engine, job, slug, host, locale, act, prio
  from unnest(array['indexnow', 'google']) engine, unnest(array['fr', 'en']) locale
  on conflict (engine, job_id, coalesce(hostname, ''), locale) where status = 'pending'
  do update set action = excluded.action, company_slug = excluded.company_slug,
    priority = least(search_engine_notifications.priority, excluded.priority),
    changed_at = clock_timestamp()
$$;

-- The host a company's pages are on: its primary custom domain, or null for the platform.
-- The one place the database resolves it (the Worker turns host, slug and job into URLs in
-- server/services/search-engines/job-public-urls.ts).
create function public.company_public_host(company uuid) returns text
  language sql stable security definer set search_path = public, pg_temp as $$
  select hostname from company_domains where company_id = company and is_primary
$$;

-- The SQL rule of a visible job (server/db/queries/visible-jobs.ts).
create function public.job_is_visible(status text, closes_at timestamptz) returns boolean
  language sql stable as $$
  select status in ('published', 'open', 'active') and (closes_at is null or closes_at > now())
$$;

-- A job that appeared (URL_UPDATED, priority 0), left (URL_DELETED, 0: closed, unpublished,
-- deleted, or swept as expired after its closing date) or changed what its page shows while
-- visible (URL_UPDATED, 1). The edit stamp and a change of status between visible statuses
-- are not what a crawler reads.
create function public.notify_search_engines_of_job() returns trigger
  language plpgsql security definer set search_path = public, pg_temp as $$
declare
  was_visible boolean := tg_op <> 'INSERT' and job_is_visible(old.status, old.closes_at);
  is_visible boolean := tg_op <> 'DELETE' and job_is_visible(new.status, new.closes_at);
  -- Past its closing date a job is hidden at once, and swept to 'expired' by the cron: the
  -- sweep is when the data says it, so it is when search engines hear of it.
  was_listed boolean := tg_op <> 'INSERT' and old.status in ('published', 'open', 'active');
  target jobs := case when tg_op = 'DELETE' then old else new end;
  slug text;
begin
  -- A company deleted with its jobs told search engines itself (companies trigger below).
  select c.slug into slug from companies c where c.id = target.company_id;
  if slug is null then
    return null;
  end if;
  if is_visible and not was_visible then
    perform queue_search_engine_notification(target.id, slug, company_public_host(target.company_id), 'URL_UPDATED', 0::smallint);
  elsif not is_visible and (was_visible or (was_listed and (tg_op = 'DELETE' or new.status not in ('published', 'open', 'active')))) then
    perform queue_search_engine_notification(target.id, slug, company_public_host(target.company_id), 'URL_DELETED', 0::smallint);
  elsif is_visible and was_visible
    and (to_jsonb(old) - 'updated_at' - 'status') is distinct from (to_jsonb(new) - 'updated_at' - 'status') then
    perform queue_search_engine_notification(target.id, slug, company_public_host(target.company_id), 'URL_UPDATED', 1::smallint);
  end if;
  return null;
end
$$;

create trigger jobs_notify_search_engines after insert or update or delete on jobs
  for each row execute function notify_search_engines_of_job();

-- Every visible job of a company, moved from one host or slug to another: URL_DELETED where
-- it was, URL_UPDATED where it is (priority 0 both: the old URL now redirects). A rename on
-- the platform keeps the host: the new URL alone is sent (the old one redirects to it).
create function public.queue_company_move(company uuid, old_slug text, old_host text, new_slug text, new_host text)
returns void
  language plpgsql security definer set search_path = public, pg_temp as $$
declare
  job record;
begin
  for job in select id from jobs where company_id = company and job_is_visible(status, closes_at) loop
    if new_slug is null or old_host is distinct from new_host then
      perform queue_search_engine_notification(job.id, old_slug, old_host, 'URL_DELETED', 0::smallint);
    end if;
    if new_slug is not null then
      perform queue_search_engine_notification(job.id, new_slug, new_host, 'URL_UPDATED', 0::smallint);
    end if;
  end loop;
end
$$;

-- A domain added, removed, or made (or no longer) primary. Row by row, the unique index
-- on primaries allows one primary at a time, so a row that becomes primary had none before
-- it, and a primary that goes leaves none.
create function public.notify_search_engines_of_domain() returns trigger
  language plpgsql security definer set search_path = public, pg_temp as $$
declare
  company uuid := case when tg_op = 'DELETE' then old.company_id else new.company_id end;
  host_before text;
  host_after text := company_public_host(company);
  slug text;
begin
  if tg_op <> 'INSERT' and old.is_primary then
    host_before := old.hostname;
  elsif tg_op <> 'DELETE' and new.is_primary then
    host_before := null;
  else
    return null;
  end if;
  if host_before is not distinct from host_after then
    return null;
  end if;
  select c.slug into slug from companies c where c.id = company;
  -- A company being deleted: its own trigger told search engines.
  if slug is not null then
    perform queue_company_move(company, slug, host_before, slug, host_after);
  end if;
  return null;
end
$$;

create trigger company_domains_notify_search_engines after insert or update or delete on company_domains
  for each row execute function notify_search_engines_of_domain();

-- A company renamed (its platform URLs follow the slug) or deleted (its jobs with it).
create function public.notify_search_engines_of_company() returns trigger
  language plpgsql security definer set search_path = public, pg_temp as $$
declare
  host text := company_public_host(old.id);
begin
  if tg_op = 'DELETE' then
    perform queue_company_move(old.id, old.slug, host, null, null);
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

revoke all on function queue_search_engine_notification(uuid, text, text, text, smallint),
  company_public_host(uuid), queue_company_move(uuid, text, text, text, text) from public;

-- The Worker claims, sends and records; it never queues (the triggers do, as the owner).
grant select (id, engine, job_id, company_slug, hostname, locale, action, priority, status, attempts,
  next_attempt_at, changed_at, created_at) on search_engine_notifications to career_site_worker;
grant update (status, attempts, next_attempt_at, last_status, last_error, sent_at)
  on search_engine_notifications to career_site_worker;
grant delete on search_engine_notifications to career_site_worker;
grant select, insert, update (used) on search_engine_quota to career_site_worker;
