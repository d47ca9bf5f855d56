-- The baseline (ADR 033, 049, 088), 11 of 19: the events that report applications to
-- companies' ATS (ADR 024), where they may go, and what the workspace's settings page does
-- with them (ADR 070, 085, 086): the secret's rotation and who may see it, the last
-- deliveries and "redeliver".

-- Webhook events for companies' ATS (ADR 024): written in the transaction of what they
-- report, delivered after the response and by the cron until a 2xx
-- (server/services/webhook-*.ts). The row's id is the event id the receiver deduplicates
-- on. An application's events go with it when it is deleted (withdrawal, retention
-- purge): their payload holds its data.
create table webhook_deliveries (
  id               uuid primary key default gen_random_uuid(),
  company_id       uuid not null references companies (id) on delete cascade,
  application_id   uuid references applications (id) on delete cascade,
  event_type       text not null
    check (event_type in ('application.received', 'application.withdrawn', 'application.status_changed')),
  payload          jsonb not null check (jsonb_typeof(payload) = 'object'),
  status           text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts         integer not null default 0,
  next_attempt_at  timestamptz not null default now(),
  -- The last failed attempt: the receiver's HTTP status (null when none came) and why.
  last_status      integer, last_error text,
  created_at       timestamptz not null default now(),
  delivered_at     timestamptz,
  -- What the settings page shows of each delivery: how long the receiver took to answer (or
  -- to fail) at the last attempt, beside its answer code (last_status) and status.
  last_duration_ms integer check (last_duration_ms >= 0),
  -- The "redeliver" form that queued it again, if one did: the same form twice is one
  -- redelivery; and when the owner asked for it.
  redelivery_key   uuid,
  redelivered_at   timestamptz
);
create index webhook_deliveries_due_idx on webhook_deliveries (next_attempt_at) where status = 'pending';
create index webhook_deliveries_application_idx on webhook_deliveries (application_id);
-- The company's last 50 deliveries, newest first, read from this index alone.
create index webhook_deliveries_company_recent_idx on webhook_deliveries (company_id, created_at desc, id desc);

-- An event's payload holds the candidate's data and a working CV link only until it is
-- finished (sent, or failed for good): from then on, its status and ids. Done by the
-- database, whoever records the outcome, so no path can keep the data by forgetting to
-- clear it.
create function public.webhook_payload_ids(payload jsonb)
returns jsonb
language sql
immutable
set search_path = pg_catalog
as $$
  select pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
    'application', pg_catalog.jsonb_build_object('id', payload #> '{application,id}'),
    'job', pg_catalog.jsonb_build_object('id', payload #> '{job,id}')
  ))
$$;

create function public.redact_finished_webhook()
returns trigger
language plpgsql
set search_path = pg_catalog, public
as $$
begin
  new.payload := public.webhook_payload_ids(new.payload);
  return new;
end
$$;

create trigger webhook_deliveries_redact_finished
  before update of status on webhook_deliveries
  for each row when (new.status <> 'pending')
  execute function public.redact_finished_webhook();

-- Where webhooks may go: https, no credentials in the URL, a host that is a name with a
-- top-level domain (no IP literal, no single-label name) and not a local or internal one.
-- The Worker checks again at each delivery, addresses included (server/services/
-- webhook-target.ts). Local tests point webhooks at a recording server on 127.0.0.1: they
-- list its origin in the setting career_site.webhook_test_origins of their own
-- transaction (tests/tools/webhook-receiver.ts); no production session sets it.
create function public.check_webhook_url()
returns trigger
language plpgsql
set search_path = pg_catalog
as $$
declare
  url text := new.applications_webhook_url;
  host text;
begin
  if url is null then
    return new;
  end if;
  if pg_catalog.lower(pg_catalog.substring(url, '^[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*')) = any(
    pg_catalog.string_to_array(coalesce(pg_catalog.current_setting('career_site.webhook_test_origins', true), ''), ' ')
  ) then
    return new;
  end if;
  host := pg_catalog.lower(pg_catalog.substring(url, '^https://([^/?#:@\[\]]+)(:[0-9]{1,5})?([/?#]|$)'));
  if host is null
    or host !~ '\.[a-z][a-z0-9-]*\.?$'
    or host ~ '(^|\.)(localhost|local|internal|intranet|lan|home\.arpa|alt|test|invalid)\.?$'
  then
    raise exception 'applications_webhook_url must be an https URL of a public host name'
      using errcode = 'check_violation', column = 'applications_webhook_url';
  end if;
  return new;
end
$$;

create trigger companies_check_webhook_url
  before insert or update of applications_webhook_url on companies
  for each row execute function public.check_webhook_url();

-- Which form made the company's current secret: the same form sent twice (a double click,
-- a retried request) is one rotation, and both answers show the same secret. Its own table,
-- not a column of companies: a new column of companies would count as a change of the
-- public pages (stamp_page_changed_at).
create table webhook_secret_rotations (
  company_id uuid primary key references companies (id) on delete cascade,
  form_key   uuid not null,
  rotated_at timestamptz not null default now()
);

-- The secret is out of the workspace's reach (ADR 085): owners write it (a new URL's first
-- secret, a rotation), but the workspace's role does not read it (its column grants leave
-- it out, *_baseline_workspace_access.sql): a bug in a page, a query that selects too much
-- or an injected statement in a workspace request cannot leak the key that proves a
-- delivery is the platform's. The narrow path: whether the session's company has a secret,
-- and the secret itself only to the form that made it (the same form sent twice shows it
-- on both answers), only to an owner of the session's company. Called after the company's
-- row is locked, in a statement of its own, so that it sees what the form before it committed.
create function public.webhook_secret_of_form(form uuid)
  returns table (has_secret boolean, secret text)
  language sql stable security definer set search_path = public, pg_temp as $$
  select c.applications_webhook_secret is not null,
    case when r.form_key = form then c.applications_webhook_secret end
  from companies c
  left join webhook_secret_rotations r on r.company_id = c.id
  where c.id = workspace_company_id() and workspace_is_owner()
$$;

-- "Redeliver": a finished delivery (sent, or failed for good) of the session's company is
-- due again now, with its attempts counted from zero, under its own id (the receiver
-- deduplicates on it) and with the data its row still holds (ids only once finished, ADR
-- 040). A delivery still pending is already going to be sent: nothing changes. The same
-- form's key twice, even at once (the row is locked first), is one redelivery. Owner's
-- rights: the workspace's role may not rewrite a delivery's status itself. Returns
-- 'queued', 'replay' (this form already did), 'pending', or null (no such delivery of the
-- session's company).
-- It records when, and clears the last round's answer code and duration with its error
-- (ADR 086): the old round's no longer stand beside a delivery that is pending again.
create function public.redeliver_webhook(delivery uuid, form uuid)
  returns text language plpgsql volatile security definer set search_path = pg_catalog, public
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
  set status = 'pending', attempts = 0, next_attempt_at = now(), redelivery_key = form, redelivered_at = now(),
    last_error = null, last_status = null, last_duration_ms = null
  where id = delivery;
  return 'queued';
end
$$;
