-- The workspace's settings page (ADR 070): owners set where applications go,
-- whether candidates are e-mailed, the closing answer, and the ATS webhook (its URL, a
-- secret shown once and rotatable, its last deliveries and "redeliver").

-- The webhook's URL and secret, written by owners as the workspace's role under its tenant.
-- (companies_check_webhook_url still judges every URL; the secret is made by the Worker.)
grant update (applications_webhook_url, applications_webhook_secret) on companies to career_site_workspace;

-- Which form made the company's current secret: the same form sent twice (a double click,
-- a retried request) is one rotation, and both answers show the same secret. Its own table,
-- not a column of companies: a new column of companies would count as a change of the
-- public pages (stamp_page_changed_at).
create table webhook_secret_rotations (
  company_id uuid primary key references companies (id) on delete cascade,
  form_key   uuid not null,
  rotated_at timestamptz not null default now()
);
-- Row-level security as on every company-owned table (the Worker's role has no grant on it).
alter table webhook_secret_rotations enable row level security;
create policy webhook_secret_rotations_worker on webhook_secret_rotations to career_site_worker
  using (true) with check (true);
create policy webhook_secret_rotations_workspace on webhook_secret_rotations to career_site_workspace
  using (company_id = workspace_company_id()) with check (company_id = workspace_company_id());
grant select, insert, update (form_key, rotated_at) on webhook_secret_rotations to career_site_workspace;

-- What the settings page shows of each delivery: how long the receiver took to answer (or
-- to fail) at the last attempt, beside its answer code (last_status) and status.
alter table webhook_deliveries
  add column last_duration_ms integer check (last_duration_ms >= 0),
  -- The "redeliver" form that queued it again, if one did: the same form twice is one redelivery.
  add column redelivery_key uuid;

-- The company's last 50 deliveries, newest first, read from this index alone.
create index webhook_deliveries_company_recent_idx on webhook_deliveries (company_id, created_at desc, id desc);

grant select (last_duration_ms, last_error, next_attempt_at) on webhook_deliveries to career_site_workspace;
-- The Worker's deliveries record it at each attempt (server/features/deliveries/webhook-deliveries.ts).
grant update (last_duration_ms) on webhook_deliveries to career_site_worker;

-- "Redeliver": a finished delivery (sent, or failed for good) of the session's company is
-- due again now, with its attempts counted from zero, under its own id (the receiver
-- deduplicates on it) and with the data its row still holds (ids only once finished, ADR
-- 040). A delivery still pending is already going to be sent: nothing changes. The same
-- form's key twice, even at once (the row is locked first), is one redelivery. Owner's
-- rights: the workspace's role may not rewrite a delivery's status itself. Returns
-- 'queued', 'replay' (this form already did), 'pending', or null (no such delivery of the
-- session's company).
create function public.redeliver_webhook(delivery uuid, form uuid)
  returns text
  language plpgsql
  volatile
  security definer
  set search_path = pg_catalog, public
as $$
declare
  found_status text;
  found_key uuid;
begin
  select w.status, w.redelivery_key into found_status, found_key
  from public.webhook_deliveries w
  where w.id = delivery and w.company_id = public.workspace_company_id()
  for update;
  if not found then
    return null;
  end if;
  if found_key = form then
    return 'replay';
  end if;
  if found_status = 'pending' then
    return 'pending';
  end if;
  update public.webhook_deliveries
  set status = 'pending', attempts = 0, next_attempt_at = now(), redelivery_key = form, last_error = null
  where id = delivery;
  return 'queued';
end
$$;

revoke all on function redeliver_webhook(uuid, uuid) from public;
grant execute on function redeliver_webhook(uuid, uuid) to career_site_workspace;
