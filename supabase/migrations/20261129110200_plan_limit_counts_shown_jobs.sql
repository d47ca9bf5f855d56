-- The plans' limit counts the jobs the pages show (ADR 058): a job past its closing date
-- that the cron has not marked 'expired' yet (up to 5 minutes) no longer counts toward it,
-- as it no longer shows. Only the refusal's count changes; the counter itself keeps counting
-- by status, as the pages' counts expect (they subtract the same jobs when they read it).

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
      and e.status in ('published', 'open', 'active') and e.closes_at <= now()
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
