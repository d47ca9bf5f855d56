-- An edit's bookkeeping (the editor's version and who saved it, like updated_at) is not a
-- change search engines need to hear of: only what the job's page shows is compared.

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
            and (to_jsonb(o) - 'updated_at' - 'status' - 'version' - 'updated_by')
              is distinct from (to_jsonb(n) - 'updated_at' - 'status' - 'version' - 'updated_by')
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
