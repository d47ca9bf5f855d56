-- The baseline (ADR 033, 049, 088), 15 of 19: deleting a company's space (ADR 067, 085): an
-- owner deletes it from the workspace; its public pages answer 410 at once, search engines
-- are told, its waiting candidates get their closing answer, its members' sessions in it
-- end, and what it has outside the database (its Stripe subscription, its Cloudflare
-- hostnames) is followed up. An owner may restore it for 30 days; then the Worker's cron
-- erases the company row and everything that hangs from it, its applications and their
-- CVs included. The space's `deleted_at` is a column of companies.

-- How long a deleted space can be restored before the cron erases it.
create function public.space_restore_window() returns interval
  language sql immutable as $$ select interval '30 days' $$;

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

-- What a deleted space still has outside the database (ADR 085): its Stripe subscription
-- (money) and its Cloudflare custom hostnames (cost, and a name serving it elsewhere). The
-- deletion cannot wait for either service: it queues a follow-up in its own transaction
-- (an outbox, whatever wrote deleted_at), which the Worker runs after the response and the
-- five-minute cron retries until done. A restore queues the subscription's again: the
-- follow-up reads what to do (cancel at the period's end, or resume) from the company's
-- state when it runs, not from when it was queued.
create table space_deletion_followups (
  company_id      uuid not null references companies (id) on delete cascade,
  kind            text not null check (kind in ('stripe_subscription', 'cloudflare_hostname')),
  -- The Stripe subscription's id, or the custom hostname (custom_hostnames.hostname).
  target          text not null,
  -- When it was last queued: a run marks it done only if nobody queued it again meanwhile
  -- (a restore during a run makes the run's result stale).
  queued_at       timestamptz not null default clock_timestamp(),
  attempts        integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error      text,
  done_at         timestamptz,
  -- Stripe only: the deletion set cancel_at_period_end (it was not already set by the owner),
  -- so a restore resumes it; otherwise a restore leaves the owner's own cancellation alone.
  cancelled_for_deletion boolean not null default false,
  primary key (company_id, kind, target)
);
-- The runs read the due ones, oldest first.
create index space_deletion_followups_due_idx on space_deletion_followups (next_attempt_at) where done_at is null;

-- Queued by the database whatever marks or clears deleted_at (delete_workspace_space,
-- restore_workspace_space, an operator's SQL), in the same transaction.
create function public.queue_space_deletion_followups() returns trigger
  language plpgsql security definer set search_path = public, pg_temp as $$
begin
  -- The subscription, deleted or restored: cancel or resume, decided when it runs.
  insert into space_deletion_followups (company_id, kind, target)
  select b.company_id, 'stripe_subscription', b.subscription_id
  from company_billing b
  where b.company_id = new.id and b.subscription_id is not null
    and b.subscription_status is distinct from 'canceled' and b.subscription_status is distinct from 'incomplete_expired'
  on conflict (company_id, kind, target) do update
    set queued_at = clock_timestamp(), attempts = 0, next_attempt_at = now(), last_error = null, done_at = null;
  -- Its hostnames known to Cloudflare leave it at the deletion; a restore sets them up again
  -- through the domains' own refresh (release_space_hostname below).
  if new.deleted_at is not null then
    insert into space_deletion_followups (company_id, kind, target)
    select h.company_id, 'cloudflare_hostname', h.hostname
    from custom_hostnames h
    where h.company_id = new.id and h.cloudflare_id is not null
    on conflict (company_id, kind, target) do update
      set queued_at = clock_timestamp(), attempts = 0, next_attempt_at = now(), last_error = null, done_at = null;
  end if;
  return null;
end
$$;
create trigger companies_queue_space_deletion_followups after update of deleted_at on companies
  for each row when (old.deleted_at is distinct from new.deleted_at)
  execute function queue_space_deletion_followups();

-- A space's hostname, deleted at Cloudflare by its deletion's follow-up: no longer served
-- (custom_hostnames' trigger takes it out of company_domains), and pending again without
-- Cloudflare's id, so that a restore has the domains' refresh find or create it again
-- (ADR 072); the refresh leaves deleted spaces' hostnames alone. While the space is deleted
-- search engines are not told of a move (its URLs were already reported gone); if it was
-- restored while Cloudflare answered, the move back to the platform is announced as usual.
create function public.release_space_hostname(company uuid, name text) returns void
  language plpgsql security definer set search_path = public, pg_temp as $$
begin
  perform 1 from companies where id = company and deleted_at is not null for update;
  if found then
    perform set_config('career_site.search_engines', 'off', true);
  end if;
  update custom_hostnames
  set cloudflare_id = null, status = 'pending', reasons = '[]', checked_at = null
  where hostname = name and company_id = company;
end
$$;
