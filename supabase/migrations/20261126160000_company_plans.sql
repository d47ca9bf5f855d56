-- Plans (issue 28, ADR 041): what a company gets is decided by companies.plan, and the
-- database itself enforces it, whatever writes the rows (the Worker, Supabase's table
-- editor, an ATS sync, SQL). A company starts on Starter, the free plan.
alter table companies add column plan text not null default 'starter'
  constraint companies_plan_known check (plan in ('starter', 'pro', 'enterprise'));

-- How many jobs a plan may show at once (null: no limit). The landing's plan texts say
-- the same number (domain/plans.ts, checked against this function by a test).
create function public.plan_visible_job_limit(plan text) returns integer
  language sql immutable parallel safe
as $$
  select case plan when 'starter' then 3 end
$$;

-- The limit is checked where the number of visible jobs is already kept: the upsert of
-- company_job_stats by the jobs' statement-level triggers (baseline 2 of 5). That upsert
-- locks the company's row until commit, so two transactions publishing at once for one
-- company are applied one after the other, the second on the first's committed count
-- (READ COMMITTED re-reads the row it waited for; REPEATABLE READ and SERIALIZABLE fail
-- the second with a serialization error): a count(*) in each transaction would let both
-- through. Only a statement that adds visible jobs is refused, so a company moved down
-- to Starter keeps what it shows, may edit, close or delete it, and may publish again
-- once it is under the limit.
create or replace function apply_company_job_stats(deltas jsonb) returns void
  language plpgsql security definer set search_path = public, pg_temp
as $$
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

revoke all on function apply_company_job_stats(jsonb) from public;

