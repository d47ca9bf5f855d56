-- Webhooks (ADR 040): a delivered event keeps no candidate data, and a company's webhook
-- URL must be an https address of a public name.

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

-- Events finished before this migration: the same.
update webhook_deliveries set payload = public.webhook_payload_ids(payload) where status <> 'pending';

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
