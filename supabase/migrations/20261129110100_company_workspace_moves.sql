-- A company's visible jobs are those of its own workspace (*_baseline_job_counters.sql).
-- Moving the company to another workspace changes which of its jobs are visible without
-- writing any job, so the jobs' triggers never saw it: a Starter company showed 5 offers
-- while its counter said 3 (ADR 058). This trigger counts the move as the jobs' triggers
-- count a job's: the jobs of the old workspace leave, those of the new one arrive, through
-- the same writers, so the plan's limit refuses a move that would add visible jobs past
-- it. (A job moved to another company or workspace is already counted by the jobs'
-- update trigger, old rows out and new rows in.)

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
    where j.status in ('published', 'open', 'active')
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

revoke all on function companies_track_workspace_moves() from public;

create trigger companies_workspace_moves after update on companies
  referencing old table as old_rows new table as new_rows
  for each statement execute function companies_track_workspace_moves();
