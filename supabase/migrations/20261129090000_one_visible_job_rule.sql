-- The visible-job rule in one place. A job is visible when its status is one of
-- domain/job.ts's VISIBLE_JOB_STATUSES and its closing date, if any, is still ahead
-- (ADR 035). The status part is `job_status_is_visible`, immutable, so that index
-- predicates and check constraints may use it; the whole rule is `job_is_visible`, stable
-- (it reads the clock). Both are plain SQL expressions the planner inlines: a query written
-- with them proves the partial indexes below usable exactly as the literal list did
-- (tests/integration/query-plans.test.ts), and tests/integration/visible-job-rule.test.ts
-- ties them to the TypeScript constant and finds the list spelled out nowhere else.
-- The functions, triggers, indexes and the check below spelled the list out; they are
-- replaced with the same definitions written with the function.

create function public.job_status_is_visible(status text) returns boolean
  language sql immutable parallel safe as $$
  select status in ('published', 'open', 'active')
$$;

create or replace function public.job_is_visible(status text, closes_at timestamptz) returns boolean
  language sql stable parallel safe as $$
  select public.job_status_is_visible(status) and (closes_at is null or closes_at > now())
$$;

alter table jobs drop constraint jobs_visible_are_published;
alter table jobs add constraint jobs_visible_are_published
  check (not public.job_status_is_visible(status) or published_at is not null);

-- The partial indexes, with the same columns and the rule's function as their predicate.
drop index jobs_company_list_idx;
create index jobs_company_list_idx
  on jobs (company_id, workspace_id, published_at desc, id) include (closes_at)
  where public.job_status_is_visible(status);

drop index jobs_company_contract_idx;
create index jobs_company_contract_idx
  on jobs (company_id, workspace_id, public.job_search_key(contract_type), published_at desc, id)
  include (contract_type, closes_at) where public.job_status_is_visible(status);

drop index jobs_company_city_idx;
create index jobs_company_city_idx
  on jobs (company_id, workspace_id, public.job_search_key(city), published_at desc, id)
  include (city, closes_at) where public.job_status_is_visible(status);

drop index jobs_company_remote_idx;
create index jobs_company_remote_idx
  on jobs (company_id, workspace_id, public.job_search_key(remote), published_at desc, id)
  include (remote, closes_at) where public.job_status_is_visible(status);

drop index jobs_company_title_search_idx;
create index jobs_company_title_search_idx
  on jobs using gin (company_id, public.job_search_key(title) extensions.gin_trgm_ops)
  where public.job_status_is_visible(status);

drop index jobs_sitemap_idx;
create index jobs_sitemap_idx on jobs (company_id, id) include (workspace_id, updated_at, created_at, closes_at)
  where public.job_status_is_visible(status);

drop index jobs_feed_idx;
create index jobs_feed_idx on jobs (company_id, workspace_id, published_at desc, id desc)
  where public.job_status_is_visible(status);

drop index jobs_closing_idx;
create index jobs_closing_idx on jobs (closes_at, company_id) include (workspace_id, contract_type, city, remote)
  where public.job_status_is_visible(status) and closes_at is not null;

drop index jobs_undescribed_idx;
create index jobs_undescribed_idx on jobs (company_id)
  where public.job_status_is_visible(status) and (description is null or description !~ '[^[:space:]]');

create or replace function stamp_published_at() returns trigger
  language plpgsql as $$
begin
  if tg_op = 'UPDATE' then
    new.published_at := coalesce(new.published_at, old.published_at);
  end if;
  if new.published_at is null and public.job_status_is_visible(new.status) then
    new.published_at := case when tg_op = 'INSERT' then new.created_at else now() end;
  end if;
  return new;
end
$$;

create or replace function expire_closed_jobs() returns integer
  language sql security definer set search_path = public, pg_temp as $$
  with expired as (
    update jobs set status = 'expired'
    where public.job_status_is_visible(status) and closes_at <= now()
    returning 1
  )
  select count(*)::int from expired
$$;

create or replace function jobs_track_company_stats() returns trigger
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

create or replace function jobs_track_company_facets() returns trigger
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

create or replace function public.notify_search_engines_of_jobs() returns trigger
  language plpgsql security definer set search_path = public, pg_temp set enable_nestloop = off as $$
declare
  changes jsonb;
begin
  -- A bulk load (the first import of a company's jobs, a test's seed) may say
  -- `set career_site.search_engines = 'off'`: search engines find those by the sitemaps.
  if current_setting('career_site.search_engines', true) = 'off' then
    return null;
  end if;
  if tg_op = 'INSERT' then
    select jsonb_agg(jsonb_build_object('job_id', n.id, 'company_id', n.company_id, 'action', 'URL_UPDATED', 'priority', 0))
    into changes
    from new_rows n where job_is_visible(n.status, n.closes_at);
  elsif tg_op = 'DELETE' then
    select jsonb_agg(jsonb_build_object('job_id', o.id, 'company_id', o.company_id, 'action', 'URL_DELETED', 'priority', 0))
    into changes
    from old_rows o where public.job_status_is_visible(o.status);
  else
    select jsonb_agg(jsonb_build_object('job_id', c.id, 'company_id', c.company_id, 'action', c.action, 'priority', c.priority))
    into changes
    from (
      select n.id, n.company_id,
        case
          when job_is_visible(n.status, n.closes_at) and not job_is_visible(o.status, o.closes_at) then 'URL_UPDATED'
          when not job_is_visible(n.status, n.closes_at)
            and (job_is_visible(o.status, o.closes_at)
              or (public.job_status_is_visible(o.status) and not public.job_status_is_visible(n.status)))
            then 'URL_DELETED'
          when job_is_visible(n.status, n.closes_at)
            and (to_jsonb(o) - 'updated_at' - 'status') is distinct from (to_jsonb(n) - 'updated_at' - 'status')
            then 'URL_UPDATED'
        end as action,
        case when job_is_visible(n.status, n.closes_at) = job_is_visible(o.status, o.closes_at)
          and not (public.job_status_is_visible(o.status) and not public.job_status_is_visible(n.status))
          then 1 else 0 end as priority
      from new_rows n join old_rows o on o.id = n.id
    ) c
    where c.action is not null;
  end if;
  if changes is null then
    return null;
  end if;
  perform queue_search_engine_notifications(
    (select jsonb_agg(ch || jsonb_build_object('slug', co.slug, 'hostname', d.hostname))
     from jsonb_array_elements(changes) ch
     join companies co on co.id = (ch ->> 'company_id')::uuid
     left join company_domains d on d.company_id = co.id and d.is_primary)
  );
  return null;
end
$$;

-- PUBLIC's, like job_search_key (every query of the Worker and the workspace uses them); the
-- Worker's grant keeps them callable should PUBLIC's ever be revoked.
grant execute on function public.job_status_is_visible(text), public.job_is_visible(text, timestamptz)
  to career_site_worker;
