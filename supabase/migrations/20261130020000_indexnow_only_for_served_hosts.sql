-- IndexNow is told only of URLs on a host the site serves (issue 42, ADR 083). IndexNow
-- checks a notification by fetching the key file (/{key}.txt) from the URLs' own host: a
-- host whose domain was just removed (a company's primary, or the workspace's custom
-- hostname) no longer reaches the Worker, so a POST for it fails its check and is retried
-- for two days. Google keeps its URL_DELETED: its API needs no file on the host. What was
-- never canonical on a removed host queues nothing at all (20261129110400).
create or replace function public.queue_search_engine_notifications(changes jsonb) returns void
  language sql security definer set search_path = public, pg_temp as $$
  insert into search_engine_notifications (engine, job_id, company_slug, hostname, locale, action, priority)
  select engine, ch.job_id, ch.slug, ch.hostname, locale, ch.action, ch.priority
  from jsonb_to_recordset(changes) as ch (job_id uuid, slug text, hostname text, action text, priority smallint),
    unnest(array['indexnow', 'google']) engine, unnest(array['fr', 'en']) locale
  where current_setting('career_site.search_engines', true) is distinct from 'off'
    and (engine = 'google' or ch.hostname is null
      or exists (select from company_domains d where d.hostname = ch.hostname))
  on conflict (engine, job_id, coalesce(hostname, ''), locale) where status = 'pending'
  do update set action = excluded.action, company_slug = excluded.company_slug,
    priority = least(search_engine_notifications.priority, excluded.priority),
    changed_at = clock_timestamp()
  -- A row waiting to be claimed that already says this is left alone (a bulk edit of jobs
  -- just published costs no write); a claimed one (or one waiting for a retry) is always
  -- moved, so that a run sending its former state leaves it pending.
  where search_engine_notifications.action is distinct from excluded.action
    or search_engine_notifications.company_slug is distinct from excluded.company_slug
    or excluded.priority < search_engine_notifications.priority
    or search_engine_notifications.next_attempt_at > now()
$$;

-- A pending IndexNow row for a host no longer served (queued before its removal) is set
-- aside with the removal: its POST could only fail. Per statement, as the queueing triggers.
create function public.skip_indexnow_of_removed_hosts() returns trigger
  language plpgsql security definer set search_path = public, pg_temp as $$
begin
  update search_engine_notifications n set status = 'skipped', last_error = 'host no longer served'
  where n.engine = 'indexnow' and n.status = 'pending'
    and n.hostname in (select o.hostname from old_rows o)
    and not exists (select from company_domains d where d.hostname = n.hostname);
  return null;
end
$$;

revoke all on function public.skip_indexnow_of_removed_hosts() from public;

create trigger company_domains_skip_indexnow_of_removed_hosts after delete on company_domains
  referencing old table as old_rows for each statement execute function skip_indexnow_of_removed_hosts();

-- A job's change is queued on its company's public host (company_public_host: the primary
-- domain, else the oldest), as its page is served: the workspace's custom hostnames are
-- never marked primary, and a join on is_primary queued their jobs' changes on the platform.
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
    (select jsonb_agg(ch || jsonb_build_object('slug', co.slug, 'hostname', co.host))
     from jsonb_array_elements(changes) ch
     -- Each company's host read once, however many of its jobs the statement changed.
     join (
       select c.id, c.slug, company_public_host(c.id) as host from companies c
       where c.id in (select distinct (e ->> 'company_id')::uuid from jsonb_array_elements(changes) e)
     ) co on co.id = (ch ->> 'company_id')::uuid)
  );
  return null;
end
$$;
