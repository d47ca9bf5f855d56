-- The baseline (ADR 033, 049, 088), 5 of 19: the job list's filter options and one-filter
-- counts (ADR 021), kept per company by triggers on jobs like the count of visible jobs
-- (*_baseline_job_counters.sql, whose writers lock a company's rows first), with their
-- owner's rights and a pinned search_path.

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
      where public.job_status_is_visible(status) and f.value is not null
      group by 1, 2, 3, 4) g;
  elsif tg_op = 'DELETE' then
    select jsonb_agg(g) into changes from (
      select company_id, workspace_id, f.facet, f.value, -count(*) as delta
      from old_rows
      cross join lateral (values ('contract', contract_type), ('city', city), ('remote', remote)) f(facet, value)
      where public.job_status_is_visible(status) and f.value is not null
      group by 1, 2, 3, 4) g;
  else
    select jsonb_agg(g) into changes from (
      select company_id, workspace_id, f.facet, f.value, sum(sign) as delta
      from (
        select company_id, workspace_id, contract_type, city, remote, 1 as sign from new_rows
        where public.job_status_is_visible(status)
        union all
        select company_id, workspace_id, contract_type, city, remote, -1 from old_rows
        where public.job_status_is_visible(status)
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

-- Statement-level, over the transition tables; they fire after jobs_stats_* of the same
-- event (name order), which took the company's stats row first.
create trigger jobs_tally_facets_insert
  after insert on jobs referencing new table as new_rows for each statement
  execute function jobs_track_company_facets();
create trigger jobs_tally_facets_update
  after update on jobs referencing old table as old_rows new table as new_rows for each statement
  execute function jobs_track_company_facets();
create trigger jobs_tally_facets_delete
  after delete on jobs referencing old table as old_rows for each statement
  execute function jobs_track_company_facets();
create trigger jobs_tally_facets_truncate after truncate on jobs for each statement
  execute function jobs_truncate_company_facets();
