-- When a job was published and when it closes (ADR 035).
--
-- published_at: set by the database the first time a job becomes visible, whoever writes
-- it (the Worker never does; Supabase's editor, an import, plain SQL), and kept when the
-- job is closed and reopened. Pages, feeds, the job list's order and the alerts' digests
-- date a job by it, not by its creation: a draft written weeks ago and published today is
-- today's job.
--
-- closes_at: the company's real closing date, if it has one. Past it the job is no longer
-- visible, whatever its status says: every query of the Worker checks it next to the
-- status, and the cron turns such jobs into 'expired' (expire_closed_jobs below), which
-- brings the triggered counters of *_baseline_job_counters.sql back in line.

alter table jobs add column published_at timestamptz, add column closes_at timestamptz;

-- Backfill: nothing recorded when the existing jobs were published, so those that are or
-- were visible (an ended status is only reached after publication, domain/job.ts) are
-- dated from their creation, the date every page showed until now. Drafts stay unpublished.
-- The edit stamp is left alone: no job's content changed, so no sitemap lastmod moves.
alter table jobs disable trigger jobs_stamp_updated_at;
update jobs set published_at = created_at
where status in ('published', 'open', 'active', 'closed', 'archived', 'expired', 'filled');
alter table jobs enable trigger jobs_stamp_updated_at;

-- A job inserted visible was published as it was created (its created_at: now() unless an
-- import carries the original date). A job becoming visible later is published now. Once
-- set, the date stays: closing and reopening keep it, and a writer that clears it gets the
-- old one back. A writer may still set a date itself (an import, a correction).
create function stamp_published_at() returns trigger
  language plpgsql as $$
begin
  if tg_op = 'UPDATE' then
    new.published_at := coalesce(new.published_at, old.published_at);
  end if;
  if new.published_at is null and new.status in ('published', 'open', 'active') then
    new.published_at := case when tg_op = 'INSERT' then new.created_at else now() end;
  end if;
  return new;
end
$$;

create trigger jobs_stamp_published_at before insert or update on jobs
  for each row execute function stamp_published_at();

-- Every visible job has a publication date: the list's order and its indexes rely on it.
alter table jobs add constraint jobs_visible_are_published
  check (status not in ('published', 'open', 'active') or published_at is not null);

-- The list's indexes follow its new order (published_at desc, id) and carry closes_at, so
-- a page is still read from the index alone, the expired jobs skipped there (ADR 018, 035).
drop index jobs_company_list_idx;
create index jobs_company_list_idx
  on jobs (company_id, workspace_id, published_at desc, id) include (closes_at)
  where status in ('published', 'open', 'active');
drop index jobs_company_contract_idx;
create index jobs_company_contract_idx
  on jobs (company_id, workspace_id, public.job_search_key(contract_type), published_at desc, id)
  include (contract_type, closes_at) where status in ('published', 'open', 'active');
drop index jobs_company_city_idx;
create index jobs_company_city_idx
  on jobs (company_id, workspace_id, public.job_search_key(city), published_at desc, id)
  include (city, closes_at) where status in ('published', 'open', 'active');
drop index jobs_company_remote_idx;
create index jobs_company_remote_idx
  on jobs (company_id, workspace_id, public.job_search_key(remote), published_at desc, id)
  include (remote, closes_at) where status in ('published', 'open', 'active');
drop index jobs_sitemap_idx;
create index jobs_sitemap_idx on jobs (company_id, id) include (workspace_id, updated_at, created_at, closes_at)
  where status in ('published', 'open', 'active');
drop index jobs_feed_idx;
create index jobs_feed_idx on jobs (company_id, workspace_id, published_at desc, id desc)
  where status in ('published', 'open', 'active');

-- Visible jobs with a closing date, soonest first: the cron's sweep reads only those past
-- it, and the counts subtract the few it has not swept yet, from the index alone
-- (server/db/queries/visible-jobs.ts, closedByDate).
create index jobs_closing_idx on jobs (closes_at, company_id) include (workspace_id, contract_type, city, remote)
  where status in ('published', 'open', 'active') and closes_at is not null;

-- Visible jobs without a description, for the cron's line to their company: a small index
-- of what is missing, not a scan of every job each run.
create index jobs_undescribed_idx on jobs (company_id)
  where status in ('published', 'open', 'active') and (description is null or description !~ '[^[:space:]]');

-- The cron's sweep (server/scheduled.ts): jobs past their closing date become 'expired'
-- (an ended status: their page answers 410), so the counters' triggers count them out.
-- Owner's rights: the Worker's role may not update jobs, only run this one statement.
create function expire_closed_jobs() returns integer
  language sql security definer set search_path = public, pg_temp as $$
  with expired as (
    update jobs set status = 'expired'
    where status in ('published', 'open', 'active') and closes_at <= now()
    returning 1
  )
  select count(*)::int from expired
$$;

revoke all on function expire_closed_jobs() from public;
grant execute on function expire_closed_jobs() to career_site_worker;
-- Supabase's API roles get nothing: 20261126090000_no_api_access_by_default.sql.
