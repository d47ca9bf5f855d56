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

alter table space_deletion_followups enable row level security;
create policy space_deletion_followups_worker on space_deletion_followups to career_site_worker
  using (true) with check (true);
create policy space_deletion_followups_workspace on space_deletion_followups to career_site_workspace
  using (company_id = workspace_company_id()) with check (company_id = workspace_company_id());
grant select, update (attempts, next_attempt_at, last_error, done_at, cancelled_for_deletion)
  on space_deletion_followups to career_site_worker;
grant select on space_deletion_followups to career_site_workspace;

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
revoke all on function queue_space_deletion_followups(), release_space_hostname(uuid, text) from public;
grant execute on function release_space_hostname(uuid, text) to career_site_worker;
