-- Deleting a company's space (ADR 067): an owner deletes it from the workspace;
-- its public pages answer 410 at once, search engines are told, its waiting candidates get
-- their closing answer, its members' sessions in it end. An owner may restore it for 30
-- days; then the Worker's cron erases the company row and everything that hangs from it,
-- its applications and their CVs included.

-- When the space was deleted; null: it is live. Its slug stays taken meanwhile (a restore
-- gets its address back, and nobody else may take over its links during the window).
alter table companies add column deleted_at timestamptz;
-- The cron's probe of spaces due for erasure, and the host step's question, read this.
create index companies_deleted_idx on companies (deleted_at) where deleted_at is not null;

-- How long a deleted space can be restored before the cron erases it.
create function public.space_restore_window() returns interval
  language sql immutable as $$ select interval '30 days' $$;

-- Whether the transaction's person (the workspace's setting) is an owner of its company.
create function public.workspace_is_owner() returns boolean
  language sql stable security definer set search_path = public, pg_temp as $$
  select exists (
    select from company_members
    where company_id = workspace_company_id() and user_id = workspace_user_id() and role = 'owner'
  )
$$;

-- The deletion, as one transaction for the session's company, by one of its owners, who
-- confirmed by typing its slug: 'deleted', 'already' (a concurrent or repeated request: the
-- row lock makes the second one see the first), 'mismatch', or 'forbidden'.
create function public.delete_workspace_space(confirmed_slug text) returns text
  language plpgsql security definer set search_path = public, pg_temp as $$
declare
  company companies%rowtype;
begin
  if not workspace_is_owner() then
    return 'forbidden';
  end if;
  select * into company from companies where id = workspace_company_id() for update;
  if company.deleted_at is not null then
    return 'already';
  end if;
  if company.slug is distinct from confirmed_slug then
    return 'mismatch';
  end if;
  update companies set deleted_at = now() where id = company.id;
  -- Every waiting candidate is answered, as if each offer closed now (the cron answers a
  -- deleted space's offers without the company's delay: server/features/desk/closing-answers.ts).
  perform queue_company_closing_answers(company.id);
  -- Its visible jobs' URLs are gone for search engines, where they are published today.
  perform queue_company_move(company.id, company.slug, company_public_host(company.id), null, null);
  -- The sitemap index no longer lists its files: a stored index older than this is stale.
  perform note_company_removal_now();
  -- Whoever works in it now (every member's session on this company) is signed out of it.
  update sessions set revoked_at = now() where company_id = company.id and revoked_at is null;
  insert into workspace_activity (company_id, user_id, action, detail)
  values (company.id, workspace_user_id(), 'space_deleted', jsonb_build_object('slug', company.slug));
  return 'deleted';
end
$$;

-- The restoration by an owner within the window: 'restored', 'live' (not deleted, or a
-- concurrent restore came first), 'expired' (the window is over: the cron erases it), or
-- 'forbidden'. Its visible jobs are announced again; answered candidates stay answered.
create function public.restore_workspace_space() returns text
  language plpgsql security definer set search_path = public, pg_temp as $$
declare
  company companies%rowtype;
  host text;
begin
  if not workspace_is_owner() then
    return 'forbidden';
  end if;
  select * into company from companies where id = workspace_company_id() for update;
  if company.deleted_at is null then
    return 'live';
  end if;
  if company.deleted_at <= now() - space_restore_window() then
    return 'expired';
  end if;
  update companies set deleted_at = null where id = company.id;
  host := company_public_host(company.id);
  perform queue_company_move(company.id, company.slug, host, company.slug, host);
  perform note_company_removal_now();
  insert into workspace_activity (company_id, user_id, action, detail)
  values (company.id, workspace_user_id(), 'space_restored', jsonb_build_object('slug', company.slug));
  return 'restored';
end
$$;

-- The sitemap index's "last removal" moved to now (the trigger does it for a row deleted).
create function public.note_company_removal_now() returns void
  language sql security definer set search_path = public, pg_temp as $$
  insert into company_removals (singleton, removed_at) values (true, now())
  on conflict (singleton) do update set removed_at = excluded.removed_at
$$;

-- The erasure, in two steps the Worker's cron runs (server/features/space-deletion/erase.ts):
-- up to `batch` applications of a space past its window are deleted, their CV keys queued
-- in cv_objects_to_delete (the Worker deletes the objects and then the queue's rows; the
-- hourly reconciliation finishes what a failure left) and returned. Bounded, so that a big
-- space never runs into the Worker role's statement timeout.
create function public.erase_deleted_space_applications(company uuid, batch integer) returns setof text
  language sql security definer set search_path = public, pg_temp as $$
  with due as (
    select a.id, a.cv_key from applications a join companies c on c.id = a.company_id
    where a.company_id = company and c.deleted_at <= now() - space_restore_window()
    limit least(batch, 1000)
  ), queued as (
    insert into cv_objects_to_delete (cv_key) select cv_key from due on conflict (cv_key) do nothing
  ), removed as (
    delete from applications a using due where a.id = due.id returning a.cv_key
  )
  select cv_key from removed
$$;

-- Then the company row, once it has no application left: everything else of it goes with
-- it (jobs, members, invitations, statistics, domains, activity: their keys cascade).
-- Search engines were told at the deletion; the rows' triggers say nothing again.
create function public.erase_deleted_space(company uuid) returns boolean
  language plpgsql security definer set search_path = public, pg_temp as $$
begin
  perform set_config('career_site.search_engines', 'off', true);
  delete from companies c
  where c.id = company and c.deleted_at <= now() - space_restore_window()
    and not exists (select from applications a where a.company_id = c.id);
  return found;
end
$$;

revoke all on function workspace_is_owner(), delete_workspace_space(text), restore_workspace_space(),
  note_company_removal_now(), erase_deleted_space_applications(uuid, integer), erase_deleted_space(uuid)
  from public;
grant execute on function delete_workspace_space(text), restore_workspace_space() to career_site_workspace;
grant execute on function erase_deleted_space_applications(uuid, integer), erase_deleted_space(uuid)
  to career_site_worker;

-- A session's company says whether it is deleted: the workspace then offers its owners the
-- restoration and nothing else (server/features/accounts/request.ts). Otherwise as before
-- (*_workspace_role_and_tenant_isolation.sql); a new column needs the function made again.
drop function public.workspace_session(bytea);
create function public.workspace_session(hash bytea)
returns table (session_id uuid, user_id uuid, email text, locale text, company_id uuid, role text,
  space_deleted_at timestamptz)
  language sql volatile security definer set search_path = public, pg_temp as $$
  with live as (
    select s.* from sessions s
    where s.token_hash = hash and s.revoked_at is null and s.expires_at > now()
  ), seen as (
    update sessions s set last_seen_at = now(), expires_at = now() + interval '30 days'
    from live where s.id = live.id and live.last_seen_at < now() - interval '1 minute'
  )
  select live.id, u.id, u.email, u.locale, m.company_id, m.role, c.deleted_at
  from live join users u on u.id = live.user_id
  left join company_members m on m.company_id = live.company_id and m.user_id = live.user_id
  left join companies c on c.id = m.company_id
$$;
revoke all on function workspace_session(bytea) from public;
grant execute on function workspace_session(bytea) to career_site_workspace;
