-- The baseline (ADR 033, 049, 088), 4 of 19: the count of each company's visible jobs, kept
-- by triggers on jobs and companies, so that no request counts or scans a company's jobs:
-- the sitemap index and the company pages read company_job_stats (ADR 019); the plans'
-- limit of visible jobs is enforced where they are counted (ADR 041, 058). A job counts when
-- its status is visible and its workspace is its company's (other jobs never show); the
-- filters' counters are in *_baseline_job_facets.sql.
--
-- The writers run with their owner's rights (security definer), so whoever may write jobs
-- keeps the counters right without a grant on them; search_path is pinned so that no
-- object created elsewhere stands in for theirs.

-- Per company: how many jobs are visible (the nav's count, the sitemap's shard count) and
-- when the set of visible jobs last changed (a job published, edited, closed, deleted):
-- the lastmod of the company's sitemap files, which the jobs' own dates cannot give once
-- a closed job has left them.
create table company_job_stats (
  company_id      uuid primary key references companies (id) on delete cascade,
  -- No check (>= 0): an upsert checks its proposed row, a delta of -1, before the conflict.
  visible_jobs    integer not null default 0,
  jobs_changed_at timestamptz not null default now()
);

-- How many jobs a plan may show at once (null: no limit; ADR 041). The landing's
-- plan texts say the same number (domain/plans.ts, checked against this function by a test).
create function public.plan_visible_job_limit(plan text) returns integer
  language sql immutable parallel safe
as $$
  select case plan when 'starter' then 3 end
$$;

-- Applies visible-job deltas per (company, workspace): a bulk import of a million jobs
-- updates each company's row once, not once per job. The plan's limit is checked here,
-- where the number of visible jobs is already kept: the upsert locks the company's row
-- until commit, so two transactions publishing at once for one company are applied one
-- after the other, the second on the first's committed count (READ COMMITTED re-reads the
-- row it waited for; REPEATABLE READ and SERIALIZABLE fail the second with a serialization
-- error): a count(*) in each transaction would let both through. Only a statement that
-- adds visible jobs is refused, so a company moved down to Starter keeps what it shows,
-- may edit, close or delete it, and may publish again once it is under the limit.
create function apply_company_job_stats(deltas jsonb) returns void
  language plpgsql security definer set search_path = public, pg_temp as $$
declare
  refused record;
begin
  with delta as (
    select c.id as company_id, sum((d ->> 'delta')::int)::int as delta
    from jsonb_array_elements(deltas) d
    -- A company deleted in the same statement (its jobs cascade) has no stats to keep.
    join companies c on c.id = (d ->> 'company_id')::uuid and c.workspace_id = (d ->> 'workspace_id')::uuid
    group by c.id
  ), applied as (
    insert into company_job_stats as s (company_id, visible_jobs, jobs_changed_at)
    select company_id, delta, now() from delta
    on conflict (company_id) do update
      set visible_jobs = s.visible_jobs + excluded.visible_jobs, jobs_changed_at = excluded.jobs_changed_at
    returning s.company_id, s.visible_jobs
  )
  -- Visible means as the pages say (server/db/queries/visible-jobs.ts): a job past its
  -- closing date that the cron has not swept yet is counted by the counter but shows
  -- nowhere, so it is left out here too (jobs_closing_idx: the few not swept yet).
  select c.slug, c.plan, a.visible_jobs - closed.jobs as visible_jobs,
    public.plan_visible_job_limit(c.plan) as most into refused
  from applied a
  join delta d on d.company_id = a.company_id
  join companies c on c.id = a.company_id
  cross join lateral (
    select count(*)::int as jobs from jobs e
    where e.company_id = c.id and e.workspace_id = c.workspace_id
      and public.job_status_is_visible(e.status) and e.closes_at <= now()
  ) closed
  where d.delta > 0 and a.visible_jobs - closed.jobs > public.plan_visible_job_limit(c.plan)
  limit 1;
  if found then
    raise exception using
      errcode = 'check_violation',
      constraint = 'plan_visible_job_limit',
      message = format(
        'The %s plan allows at most %s visible job offers; company "%s" would show %s. '
        '(Le plan %s permet au plus %s offres visibles.)',
        initcap(refused.plan), refused.most, refused.slug, refused.visible_jobs,
        initcap(refused.plan), refused.most),
      hint = 'Close or unpublish one of its offers first, or move the company to the Pro plan.';
  end if;
end
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
      where public.job_status_is_visible(status) group by 1, 2) g;
  elsif tg_op = 'DELETE' then
    select jsonb_agg(g) into deltas from (
      select company_id, workspace_id, -count(*) as delta from old_rows
      where public.job_status_is_visible(status) group by 1, 2) g;
  else
    -- An edit of a visible job counts +1 -1: no change in number, but a change in date.
    select jsonb_agg(g) into deltas from (
      select company_id, workspace_id, sum(delta) as delta from (
        select company_id, workspace_id, 1 as delta from new_rows where public.job_status_is_visible(status)
        union all
        select company_id, workspace_id, -1 from old_rows where public.job_status_is_visible(status)
      ) changed group by 1, 2) g;
  end if;
  if deltas is not null then
    perform apply_company_job_stats(deltas);
  end if;
  return null;
end
$$;

create function jobs_truncate_company_stats() returns trigger
  language plpgsql security definer set search_path = public, pg_temp as $$
begin
  update company_job_stats set visible_jobs = 0, jobs_changed_at = now();
  return null;
end
$$;

-- Statement-level triggers, over the transition tables. Triggers of one event fire in name
-- order, so jobs_stats_* fire before jobs_tally_facets_* (*_baseline_job_facets.sql): a
-- statement has then already locked the stats row of each company it changes, until
-- commit, so the counter writes of one company run one transaction at a time and two
-- transactions never lock its facet rows in opposite orders (a deadlock), whatever order
-- their statements take.
create trigger jobs_stats_insert after insert on jobs
  referencing new table as new_rows for each statement execute function jobs_track_company_stats();
create trigger jobs_stats_update after update on jobs
  referencing old table as old_rows new table as new_rows for each statement execute function jobs_track_company_stats();
create trigger jobs_stats_delete after delete on jobs
  referencing old table as old_rows for each statement execute function jobs_track_company_stats();
create trigger jobs_stats_truncate after truncate on jobs
  for each statement execute function jobs_truncate_company_stats();

-- A company's visible jobs are those of its own workspace. Moving the company to another
-- workspace changes which of its jobs are visible without writing any job, so the jobs'
-- triggers never see it (ADR 058). This trigger counts the move as the jobs' triggers count
-- a job's: the jobs of the old workspace leave, those of the new one arrive, through the
-- same writers, so the plan's limit refuses a move that would add visible jobs past it. (A
-- job moved to another company or workspace is counted by the jobs' update trigger, old
-- rows out and new rows in.)
create function companies_track_workspace_moves() returns trigger
  language plpgsql security definer set search_path = public, pg_temp as $$
declare
  deltas jsonb;
  changes jsonb;
begin
  if not exists (
    select from old_rows o join new_rows n on n.id = o.id where n.workspace_id is distinct from o.workspace_id
  ) then
    return null;
  end if;
  -- A job written meanwhile under either workspace would be missed by both sides: this
  -- count's snapshot predates its commit, and its own trigger read the company's workspace
  -- before the move. Moves are rare (an administrator's change): job writes wait for this
  -- one to commit, and the count below, a statement of its own, sees every committed job.
  lock table jobs in share mode;
  -- The writers join each delta to its company's current workspace (the new one, after
  -- the update): both sides are given under it.
  with moved as (
    select n.id as company_id, o.workspace_id as old_workspace, n.workspace_id as new_workspace
    from old_rows o join new_rows n on n.id = o.id
    where n.workspace_id is distinct from o.workspace_id
  ), shown as (
    select m.company_id, m.new_workspace, j.contract_type, j.city, j.remote,
      case when j.workspace_id = m.new_workspace then 1 else -1 end as sign
    from moved m
    join jobs j on j.company_id = m.company_id and j.workspace_id in (m.old_workspace, m.new_workspace)
    where public.job_status_is_visible(j.status)
  )
  select
    (select jsonb_agg(g) from (
      select company_id, new_workspace as workspace_id, sum(sign) as delta from shown group by 1, 2) g),
    (select jsonb_agg(g) from (
      select company_id, new_workspace as workspace_id, f.facet, f.value, sum(sign) as delta
      from shown
      cross join lateral (values ('contract', contract_type), ('city', city), ('remote', remote)) f(facet, value)
      where f.value is not null
      group by 1, 2, 3, 4
      having sum(sign) <> 0) g)
  into deltas, changes;
  -- Stats first, then facets: the order the jobs' triggers lock them in (no deadlock).
  if deltas is not null then
    perform apply_company_job_stats(deltas);
  end if;
  if changes is not null then
    perform apply_company_job_facets(changes);
  end if;
  return null;
end
$$;

create trigger companies_workspace_moves after update on companies
  referencing old table as old_rows new table as new_rows
  for each statement execute function companies_track_workspace_moves();
