-- A redelivery says what it is on the settings page (ADR 086): when the owner asked for it,
-- and the new round's own answer code and duration (the old round's no longer stand beside
-- a delivery that is pending again, attempts from zero).
alter table webhook_deliveries add column redelivered_at timestamptz;
grant select (redelivered_at) on webhook_deliveries to career_site_workspace;

-- redeliver_webhook (*_workspace_settings.sql) as before, and it now records when, and
-- clears the last round's answer code and duration with its error.
create or replace function public.redeliver_webhook(delivery uuid, form uuid)
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
  set status = 'pending', attempts = 0, next_attempt_at = now(), redelivery_key = form, redelivered_at = now(),
    last_error = null, last_status = null, last_duration_ms = null
  where id = delivery;
  return 'queued';
end
$$;
