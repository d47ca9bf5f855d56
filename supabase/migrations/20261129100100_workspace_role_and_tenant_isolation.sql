-- The workspace's database role and row-level security (ADR 056): whatever a
-- signed-in member reads or writes runs as `career_site_workspace`, whose policies restrict
-- every company-owned table to the session's company, read from the transaction's setting
-- `career_site.company_id` (set with `set local` by server/features/accounts/tenant.ts), as
-- Supabase's RLS reads its JWT claims. A query that forgets its `where company_id = …`
-- still reaches nothing of another company.
--
-- It is a login role of its own, reached through a Hyperdrive binding of its own
-- (WORKSPACE_HYPERDRIVE): career_site_worker, which serves the public pages, cannot become
-- it (the baseline keeps that role without memberships), and the workspace's requests
-- never run as the public role. Like it, no password here (README, "Deploy").

do $$
declare
  existing pg_roles%rowtype;
begin
  select * into existing from pg_roles where rolname = 'career_site_workspace';
  if not found then
    create role career_site_workspace with login nosuperuser nocreatedb nocreaterole noinherit
      noreplication nobypassrls;
  elsif existing.rolsuper or existing.rolcreatedb or existing.rolcreaterole or existing.rolreplication
      or existing.rolbypassrls
      or exists (select from pg_auth_members where member = existing.oid) then
    raise exception 'role career_site_workspace exists with attributes or memberships it must not have';
  elsif not existing.rolcanlogin then
    alter role career_site_workspace with login;
  end if;
end
$$;
-- The same limits as the Worker's role (baseline_access.sql), for the same reasons.
alter role career_site_workspace set statement_timeout = '5s';
alter role career_site_workspace set idle_in_transaction_session_timeout = '10s';
alter role career_site_workspace set lock_timeout = '2s';
revoke all on schema public from career_site_workspace;
do $$
begin
  execute format('grant connect on database %I to career_site_workspace', current_database());
end
$$;
grant usage on schema public, extensions to career_site_workspace;

-- The session's company and person, or null when unset (then the policies below are false).
create function public.workspace_company_id() returns uuid
  language sql stable parallel safe set search_path = pg_catalog as $$
  select nullif(pg_catalog.current_setting('career_site.company_id', true), '')::uuid
$$;
create function public.workspace_user_id() returns uuid
  language sql stable parallel safe set search_path = pg_catalog as $$
  select nullif(pg_catalog.current_setting('career_site.user_id', true), '')::uuid
$$;

-- What the workspace may do, table by table; the policies below say which rows. Reading
-- the public pages' tables for its own company (jobs, statistics) is the recruiter's desk.
grant select, insert, update (name, description, baseline, "values", vision, website, industry, size_range,
  headquarters, location, logo_url, cover_image_url, companies_phone, accent_color, applications_email,
  notify_candidates, video_url)
  on companies to career_site_workspace;
grant select, insert, update, delete on jobs to career_site_workspace;
grant select (id, job_id, company_id, first_name, last_name, email, phone_e164, cover_letter, cv_key, cv_file_name,
  cv_size_bytes, locale, created_at, retain_until) on applications to career_site_workspace;
grant select, insert on application_status_events to career_site_workspace;
grant select on stats_daily, stats_monthly, company_domains, company_job_stats, company_slug_history
  to career_site_workspace;
grant select, insert, update (role), delete on company_members to career_site_workspace;
grant select, insert, update (role, token_hash, invited_by, locale, created_at, expires_at, revoked_at, accepted_at)
  on invitations to career_site_workspace;
grant select, insert on workspace_activity to career_site_workspace;
grant select (id, email, locale, created_at) on users to career_site_workspace;
grant update (locale) on users to career_site_workspace;
-- The accounts layer's own tables, keyed by secrets (a token's hash, a credential id) or by
-- the person: no company's data in them (server/features/accounts/).
grant select, insert, update (company_id, last_seen_at, expires_at, revoked_at) on sessions to career_site_workspace;
grant select, insert, update (used_at), delete on sign_in_links to career_site_workspace;
grant select, insert, update (counter, last_used_at), delete on passkeys to career_site_workspace;
grant select, insert, delete on webauthn_challenges to career_site_workspace;
-- The per-address cap on e-mails to strangers (ADR 039) counts sign-in and invitation e-mails
-- too; they are queued in the outbox, which the Worker's cron delivers.
grant select, insert, delete on stranger_email_counts to career_site_workspace;
grant update (sent) on stranger_email_counts to career_site_workspace;
grant insert (kind, dedupe_key, to_address, subject, html_body, text_body, locale) on email_outbox
  to career_site_workspace;
grant select (id, dedupe_key) on email_outbox to career_site_workspace;

-- Row-level security on every company-owned table, and on people. The Worker's own role
-- keeps what its grants give it on every row (its public pages, forms and crons are no
-- tenant's): one permissive policy each. The tables' owner (migrations, security definer
-- functions, the database's triggers) is not subject to RLS (no FORCE).
do $$
declare
  owned text;
begin
  foreach owned in array array[
    'companies', 'jobs', 'applications', 'application_status_events', 'stats_daily', 'stats_monthly',
    'company_domains', 'company_members', 'invitations', 'workspace_activity', 'users'
  ] loop
    execute format('alter table %I enable row level security', owned);
    execute format(
      'create policy %I on %I to career_site_worker using (true) with check (true)', owned || '_worker', owned);
  end loop;
end
$$;

-- The session's company only. A new company is inserted under its own id set first
-- (server/features/accounts/spaces.ts), so the check holds for it too.
create policy companies_workspace on companies to career_site_workspace
  using (id = workspace_company_id()) with check (id = workspace_company_id());
create policy jobs_workspace on jobs to career_site_workspace
  using (company_id = workspace_company_id()) with check (company_id = workspace_company_id());
create policy applications_workspace on applications to career_site_workspace
  using (company_id = workspace_company_id());
create policy application_status_events_workspace on application_status_events to career_site_workspace
  using (company_id = workspace_company_id()) with check (company_id = workspace_company_id());
create policy stats_daily_workspace on stats_daily to career_site_workspace
  using (company_id = workspace_company_id());
create policy stats_monthly_workspace on stats_monthly to career_site_workspace
  using (company_id = workspace_company_id());
create policy company_domains_workspace on company_domains to career_site_workspace
  using (company_id = workspace_company_id());
create policy company_members_workspace on company_members to career_site_workspace
  using (company_id = workspace_company_id()) with check (company_id = workspace_company_id());
create policy invitations_workspace on invitations to career_site_workspace
  using (company_id = workspace_company_id()) with check (company_id = workspace_company_id());
create policy workspace_activity_workspace on workspace_activity to career_site_workspace
  using (company_id = workspace_company_id()) with check (company_id = workspace_company_id());
-- People: oneself, and the members of the session's company.
create policy users_workspace on users to career_site_workspace using (
  id = workspace_user_id()
  or exists (select from company_members m where m.user_id = users.id and m.company_id = workspace_company_id())
) with check (id = workspace_user_id());

-- Before a company is chosen, the accounts layer needs a few answers across companies: who
-- a session or an address is, which companies a person belongs to, what an invitation's
-- link is for. Each is one function running as its owner, answering only about the secret
-- or the person it is given, as Supabase's authenticator verifies a JWT before any policy.

-- The person of an address (a followed sign-in link proved it), made on first sign-in.
create function public.workspace_user_for_email(address text, preferred_locale text) returns uuid
  language sql volatile security definer set search_path = public, pg_temp as $$
  with made as (
    insert into users (email, locale) values (lower(address), preferred_locale)
    on conflict (email) do nothing
    returning id
  )
  select id from made union all select id from users where email = lower(address) limit 1
$$;

-- A live session by its token's hash, with its person and company (null when the person
-- no longer belongs to it), seen now: its 30 idle days start again, written at most once a
-- minute so that a busy page does not write on every request.
create function public.workspace_session(hash bytea)
returns table (session_id uuid, user_id uuid, email text, locale text, company_id uuid, role text)
  language sql volatile security definer set search_path = public, pg_temp as $$
  with live as (
    select s.* from sessions s
    where s.token_hash = hash and s.revoked_at is null and s.expires_at > now()
  ), seen as (
    update sessions s set last_seen_at = now(), expires_at = now() + interval '30 days'
    from live where s.id = live.id and live.last_seen_at < now() - interval '1 minute'
  )
  select live.id, u.id, u.email, u.locale, m.company_id, m.role
  from live join users u on u.id = live.user_id
  left join company_members m on m.company_id = live.company_id and m.user_id = live.user_id
$$;

-- The companies of the transaction's person (the switcher, a sign-in's first company).
create function public.workspace_memberships()
returns table (company_id uuid, slug text, name text, role text)
  language sql stable security definer set search_path = public, pg_temp as $$
  select c.id, c.slug, c.name, m.role from company_members m join companies c on c.id = m.company_id
  where m.user_id = workspace_user_id()
  order by c.name, c.id
$$;

-- An invitation by its link's token hash, with its company's name.
create function public.workspace_invitation(hash bytea)
returns table (id uuid, company_id uuid, company_name text, email text, role text, expires_at timestamptz,
  accepted_at timestamptz, revoked_at timestamptz)
  language sql stable security definer set search_path = public, pg_temp as $$
  select i.id, i.company_id, c.name, i.email, i.role, i.expires_at, i.accepted_at, i.revoked_at
  from invitations i join companies c on c.id = i.company_id
  where i.token_hash = hash
$$;

revoke all on function workspace_user_for_email(text, text), workspace_session(bytea), workspace_memberships(),
  workspace_invitation(bytea), keep_an_owner() from public;
grant execute on function workspace_user_for_email(text, text), workspace_session(bytea), workspace_memberships(),
  workspace_invitation(bytea) to career_site_workspace;
