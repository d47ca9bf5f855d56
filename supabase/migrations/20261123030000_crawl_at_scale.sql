-- Crawl files at scale (ADR 019): what the sitemap index and the company pages need to
-- know about a company's jobs, kept up to date by triggers, so that no request has to
-- count or scan a company's jobs; and indexes that read only the rows a file shows.

-- Edits stamp their own time: sitemaps give crawlers each job's lastmod. A writer that
-- sets updated_at itself (imports, tests) keeps its value.
create function stamp_updated_at() returns trigger
  language plpgsql as $$
begin
  if new.updated_at is not distinct from old.updated_at then
    new.updated_at := now();
  end if;
  return new;
end
$$;

create trigger jobs_stamp_updated_at before update on jobs
  for each row when (old.* is distinct from new.*) execute function stamp_updated_at();
create trigger companies_stamp_updated_at before update on companies
  for each row when (old.* is distinct from new.*) execute function stamp_updated_at();

-- Per company: how many jobs are visible (the nav's count, the sitemap's shard count) and
-- when the set of visible jobs last changed (a job published, edited, closed, deleted):
-- the lastmod of the company's sitemap files, which the jobs' own dates cannot give once
-- a closed job has left them. Jobs of another workspace than their company's never show,
-- so they are not counted either.
create table company_job_stats (
  company_id      uuid primary key references companies (id) on delete cascade,
  -- No check (>= 0): an upsert checks its proposed row, a delta of -1, before the conflict.
  visible_jobs    integer not null default 0,
  jobs_changed_at timestamptz not null default now()
);

insert into company_job_stats (company_id, visible_jobs, jobs_changed_at)
select c.id,
  count(j.id) filter (where j.status in ('published', 'open', 'active')),
  coalesce(max(greatest(j.created_at, j.updated_at)), c.updated_at)
from companies c
left join jobs j on j.company_id = c.id and j.workspace_id = c.workspace_id
group by c.id;

-- Statement-level, over the transition tables: a bulk import of a million jobs updates
-- each company's row once, not once per job. Owner rights: whoever may write jobs keeps
-- the stats right without a grant on this table.
create function apply_company_job_stats(deltas jsonb) returns void
  language sql security definer set search_path = public, pg_temp as $$
  insert into company_job_stats as s (company_id, visible_jobs, jobs_changed_at)
  select c.id, sum((d ->> 'delta')::int), now()
  from jsonb_array_elements(deltas) d
  -- A company deleted in the same statement (its jobs cascade) has no stats to keep.
  join companies c on c.id = (d ->> 'company_id')::uuid and c.workspace_id = (d ->> 'workspace_id')::uuid
  group by c.id
  on conflict (company_id) do update
    set visible_jobs = s.visible_jobs + excluded.visible_jobs, jobs_changed_at = excluded.jobs_changed_at
$$;

create function jobs_track_company_stats() returns trigger
  language plpgsql security definer set search_path = public, pg_temp as $$
declare
  deltas jsonb;
begin
  -- Each branch names only the transition tables its event has.
  if tg_op = 'INSERT' then
    select jsonb_agg(g) into deltas from (
      select company_id, workspace_id, count(*) as delta from new_rows
      where status in ('published', 'open', 'active') group by 1, 2) g;
  elsif tg_op = 'DELETE' then
    select jsonb_agg(g) into deltas from (
      select company_id, workspace_id, -count(*) as delta from old_rows
      where status in ('published', 'open', 'active') group by 1, 2) g;
  else
    -- An edit of a visible job counts +1 -1: no change in number, but a change in date.
    select jsonb_agg(g) into deltas from (
      select company_id, workspace_id, sum(delta) as delta from (
        select company_id, workspace_id, 1 as delta from new_rows where status in ('published', 'open', 'active')
        union all
        select company_id, workspace_id, -1 from old_rows where status in ('published', 'open', 'active')
      ) changed group by 1, 2) g;
  end if;
  if deltas is not null then
    perform apply_company_job_stats(deltas);
  end if;
  return null;
end
$$;

create trigger jobs_stats_insert after insert on jobs
  referencing new table as new_rows for each statement execute function jobs_track_company_stats();
create trigger jobs_stats_update after update on jobs
  referencing old table as old_rows new table as new_rows for each statement execute function jobs_track_company_stats();
create trigger jobs_stats_delete after delete on jobs
  referencing old table as old_rows for each statement execute function jobs_track_company_stats();

create function jobs_truncate_company_stats() returns trigger
  language plpgsql security definer set search_path = public, pg_temp as $$
begin
  update company_job_stats set visible_jobs = 0, jobs_changed_at = now();
  return null;
end
$$;
create trigger jobs_stats_truncate after truncate on jobs
  for each statement execute function jobs_truncate_company_stats();

-- A sitemap shard: a company's visible jobs in a range of ids, with what its entries show.
create index jobs_sitemap_idx on jobs (company_id, id) include (workspace_id, updated_at, created_at)
  where status in ('published', 'open', 'active');
-- Feeds: a company's newest visible jobs, then the next page from a (created_at, id) key.
-- Both sort keys in the index: the page stops at its last row, with no sort of equal dates.
create index jobs_feed_idx on jobs (company_id, workspace_id, created_at desc, id desc)
  where status in ('published', 'open', 'active');

-- The Worker reads the stats (sitemap index, company pages); it never writes them.
grant select on company_job_stats to career_site_worker;
