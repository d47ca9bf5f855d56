-- The Worker's role (ADR 013) loses its blanket DELETE on applications and, after a short
-- audit period, any way to read a candidate's address or message from a finished e-mail.
-- Both tasks become functions that run as their owner (security definer) and decide
-- themselves what they may touch, from the database's clock: the caller chooses neither
-- the rows' age nor the time.
--
-- search_path is pinned (and names are qualified) so that no object created elsewhere
-- can stand in for the ones these functions use while running with the owner's rights.

revoke delete on applications from career_site_worker;

-- Deletes the given applications that are past their retention date (spec section 9:
-- consent for 2 years), and only those; their e-mails go with them by the foreign key's
-- cascade. Ids not expired (or unknown) are ignored. Returns the ids deleted. The caller
-- passes ids because it deletes the CVs from R2 first (server/services/email-delivery.ts).
create or replace function public.delete_expired_applications(ids uuid[])
returns setof uuid
language sql
volatile
security definer
set search_path = pg_catalog, public
as $$
  delete from public.applications
  where id = any(ids) and retain_until <= pg_catalog.now()
  returning id
$$;

-- A finished e-mail (sent, or given up) keeps its status, provider id, attempts and dates
-- for auditing; after 7 days its recipient and message are cleared, and its dedupe key
-- (which names the address of a save-by-email request) becomes a hash of itself, still
-- unique. Pending e-mails are never touched. Returns how many rows were cleared.
create or replace function public.redact_finished_emails()
returns integer
language sql
volatile
security definer
set search_path = pg_catalog, public
as $$
  with cleared as (
    update public.email_outbox
    set to_address = '', subject = '', html_body = '', text_body = '', last_error = null,
      dedupe_key = 'sha256:' || pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(dedupe_key, 'UTF8')), 'hex')
    where status in ('sent', 'failed')
      and to_address <> ''
      and coalesce(sent_at, next_attempt_at, created_at) <= pg_catalog.now() - interval '7 days'
    returning 1
  )
  select pg_catalog.count(*)::integer from cleared
$$;

-- Functions are executable by PUBLIC by default: only the Worker may call these.
revoke all on function public.delete_expired_applications(uuid[]) from public;
revoke all on function public.redact_finished_emails() from public;
grant execute on function public.delete_expired_applications(uuid[]) to career_site_worker;
grant execute on function public.redact_finished_emails() to career_site_worker;

-- Supabase grants EXECUTE on new functions of `public` to its API roles by default
-- (PostgREST would publish them as RPC endpoints): take it back where they exist.
do $$
declare
  api_role text;
begin
  foreach api_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = api_role) then
      execute format('revoke all on function public.delete_expired_applications(uuid[]) from %I', api_role);
      execute format('revoke all on function public.redact_finished_emails() from %I', api_role);
    end if;
  end loop;
end
$$;
