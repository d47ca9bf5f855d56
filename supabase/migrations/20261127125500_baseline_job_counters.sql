-- The baseline (ADR 033, 049), 3 of 8: counters of each company's visible jobs, kept by
-- triggers on jobs, so that no request counts or scans a company's jobs: the sitemap index
-- and the company pages read company_job_stats (ADR 019), the job list's filter options
-- and one-filter counts read company_job_facets (ADR 021); the plans' limit of visible jobs
-- is enforced where they are counted (ADR 041). A job counts when its status is published,
-- open or active and its workspace is its company's (other jobs never show).
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

-- One row per value of a filter (its job_search_key, as the list's filters compare) with
-- its visible jobs: the options, most common first, and the count of a one-filter list.
create table company_job_facets (
  company_id uuid not null references companies (id) on delete cascade,
  facet      text not null check (facet in ('contract', 'city', 'remote')),
  key        text not null,
  -- No check (>= 0), as in company_job_stats: an upsert checks its proposed row first.
  open_count integer not null,
  primary key (company_id, facet, key)
);
-- The 50 most common options of a filter: the first entries of this index.
create index company_job_facets_top_idx on company_job_facets (company_id, facet, open_count desc, key);

-- The spellings behind each value ('CDI', 'cdi'): an option shows its smallest spelling in
-- byte order (a capitalised one wins), which must change when the jobs spelt so close.
create table company_job_facet_spellings (
  company_id uuid not null references companies (id) on delete cascade,
  facet      text not null check (facet in ('contract', 'city', 'remote')),
  key        text not null,
  spelling   text collate "C" not null,
  open_count integer not null,
  primary key (company_id, facet, key, spelling)
);

-- How many jobs a plan may show at once (null: no limit; issue 28, ADR 041). The landing's
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
  select c.slug, c.plan, a.visible_jobs, public.plan_visible_job_limit(c.plan) as most into refused
  from applied a
  join delta d on d.company_id = a.company_id
  join companies c on c.id = a.company_id
  where d.delta > 0 and a.visible_jobs > public.plan_visible_job_limit(c.plan)
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

create function jobs_truncate_company_stats() returns trigger
  language plpgsql security definer set search_path = public, pg_temp as $$
begin
  update company_job_stats set visible_jobs = 0, jobs_changed_at = now();
  return null;
end
$$;

-- Applies changes in visible jobs per (company, workspace, filter, value as stored), the
-- rows of `changes`. Rows are written in key order, so two transactions changing the same
-- values lock them in the same order and never deadlock; a value whose count falls to 0
-- is deleted, so the tables hold only values that show.
create function apply_company_job_facets(changes jsonb) returns void
  language plpgsql security definer set search_path = public, pg_temp
as $$
declare
  deltas jsonb;
begin
  select jsonb_agg(d) into deltas from (
    select c.id as company_id, x.facet, public.job_search_key(x.value) as key, btrim(x.value) as spelling,
      sum(x.delta)::int as delta
    from jsonb_to_recordset(changes) as x(company_id uuid, workspace_id uuid, facet text, value text, delta int)
    join companies c on c.id = x.company_id and c.workspace_id = x.workspace_id
    where public.job_search_key(x.value) <> ''
    group by 1, 2, 3, 4
    having sum(x.delta) <> 0
  ) d;
  if deltas is null then
    return;
  end if;

  insert into company_job_facet_spellings as s (company_id, facet, key, spelling, open_count)
  select company_id, facet, key, spelling, delta
  from jsonb_to_recordset(deltas) as d(company_id uuid, facet text, key text, spelling text, delta int)
  order by 1, 2, 3, 4
  on conflict (company_id, facet, key, spelling) do update set open_count = s.open_count + excluded.open_count;

  insert into company_job_facets as f (company_id, facet, key, open_count)
  select company_id, facet, key, sum(delta)
  from jsonb_to_recordset(deltas) as d(company_id uuid, facet text, key text, delta int)
  group by 1, 2, 3
  having sum(delta) <> 0
  order by 1, 2, 3
  on conflict (company_id, facet, key) do update set open_count = f.open_count + excluded.open_count;

  -- Only rows this transaction just lowered (and so holds locked) can have reached 0.
  delete from company_job_facet_spellings s
  using jsonb_to_recordset(deltas) as d(company_id uuid, facet text, key text, spelling text, delta int)
  where d.delta < 0 and s.company_id = d.company_id and s.facet = d.facet and s.key = d.key
    and s.spelling = d.spelling and s.open_count <= 0;
  delete from company_job_facets f
  using jsonb_to_recordset(deltas) as d(company_id uuid, facet text, key text, delta int)
  where d.delta < 0 and f.company_id = d.company_id and f.facet = d.facet and f.key = d.key
    and f.open_count <= 0;
end
$$;

-- Statement-level, over the transition tables, like the stats: a bulk import updates each
-- value once. An edit that leaves a job's status and filter values alone changes nothing.
create function jobs_track_company_facets() returns trigger
  language plpgsql security definer set search_path = public, pg_temp
as $$
declare
  changes jsonb;
begin
  -- Each branch names only the transition tables its event has.
  if tg_op = 'INSERT' then
    select jsonb_agg(g) into changes from (
      select company_id, workspace_id, f.facet, f.value, count(*) as delta
      from new_rows
      cross join lateral (values ('contract', contract_type), ('city', city), ('remote', remote)) f(facet, value)
      where status in ('published', 'open', 'active') and f.value is not null
      group by 1, 2, 3, 4) g;
  elsif tg_op = 'DELETE' then
    select jsonb_agg(g) into changes from (
      select company_id, workspace_id, f.facet, f.value, -count(*) as delta
      from old_rows
      cross join lateral (values ('contract', contract_type), ('city', city), ('remote', remote)) f(facet, value)
      where status in ('published', 'open', 'active') and f.value is not null
      group by 1, 2, 3, 4) g;
  else
    select jsonb_agg(g) into changes from (
      select company_id, workspace_id, f.facet, f.value, sum(sign) as delta
      from (
        select company_id, workspace_id, contract_type, city, remote, 1 as sign from new_rows
        where status in ('published', 'open', 'active')
        union all
        select company_id, workspace_id, contract_type, city, remote, -1 from old_rows
        where status in ('published', 'open', 'active')
      ) changed
      cross join lateral (values ('contract', contract_type), ('city', city), ('remote', remote)) f(facet, value)
      where f.value is not null
      group by 1, 2, 3, 4
      having sum(sign) <> 0) g;
  end if;
  if changes is not null then
    perform apply_company_job_facets(changes);
  end if;
  return null;
end
$$;

create function jobs_truncate_company_facets() returns trigger
  language plpgsql security definer set search_path = public, pg_temp
as $$
begin
  delete from company_job_facet_spellings;
  delete from company_job_facets;
  return null;
end
$$;

-- Statement-level triggers, over the transition tables. Triggers of one event fire in name
-- order, so jobs_stats_* fire before jobs_tally_facets_*: a statement has then already
-- locked the stats row of each company it changes, until commit, so the counter writes of
-- one company run one transaction at a time and two transactions never lock its facet rows
-- in opposite orders (a deadlock), whatever order their statements take.
create trigger jobs_stats_insert after insert on jobs
  referencing new table as new_rows for each statement execute function jobs_track_company_stats();
create trigger jobs_tally_facets_insert after insert on jobs
  referencing new table as new_rows for each statement execute function jobs_track_company_facets();
create trigger jobs_stats_update after update on jobs
  referencing old table as old_rows new table as new_rows for each statement execute function jobs_track_company_stats();
create trigger jobs_tally_facets_update after update on jobs
  referencing old table as old_rows new table as new_rows for each statement execute function jobs_track_company_facets();
create trigger jobs_stats_delete after delete on jobs
  referencing old table as old_rows for each statement execute function jobs_track_company_stats();
create trigger jobs_tally_facets_delete after delete on jobs
  referencing old table as old_rows for each statement execute function jobs_track_company_facets();
create trigger jobs_stats_truncate after truncate on jobs
  for each statement execute function jobs_truncate_company_stats();
create trigger jobs_tally_facets_truncate after truncate on jobs
  for each statement execute function jobs_truncate_company_facets();
