-- The functions and index the audit's fixes wrote after the visible-job rule became one SQL
-- definition, written with it again (job_status_is_visible), so that the rule is spelled out
-- in one place only.

create or replace function apply_company_job_stats(deltas jsonb) returns void
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

create or replace function companies_track_workspace_moves() returns trigger
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

drop index jobs_undescribed_idx;
create index jobs_undescribed_idx on jobs (company_id)
  where public.job_status_is_visible(status) and (description is null or not public.has_visible_text(description));
