-- The baseline (ADR 033, 049, 088), 10 of 19: companies' accounts (ADR 055): people (users)
-- who belong to companies with a role, their sessions, the one-time sign-in links e-mailed
-- to them, invitations, passkeys and what they did (the activity log, ADR 086). No
-- passwords anywhere. Tokens (sessions, links, invitations) are stored as their SHA-256
-- only: a copy of this database opens nothing. The workspace's role and its row-level
-- security (ADR 056) are in *_baseline_workspace_access.sql.

create table users (
  id         uuid primary key default gen_random_uuid(),
  -- Lower-cased by the Worker before it reaches here; the check keeps every writer honest.
  email      text not null unique
    check (email = lower(email) and length(email) <= 254 and email ~ '^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$'),
  -- The language of the e-mails the site sends them.
  locale     text not null default 'fr' check (locale in ('fr', 'en')),
  created_at timestamptz not null default now()
);

create table company_members (
  company_id uuid not null references companies (id) on delete cascade,
  user_id    uuid not null references users (id) on delete cascade,
  role       text not null check (role in ('owner', 'recruiter')),
  created_at timestamptz not null default now(),
  primary key (company_id, user_id)
);
-- A person's companies (the switcher, sign-in's default company).
create index company_members_user_idx on company_members (user_id);

-- A space always keeps an owner: the last owner cannot leave, be removed or become a
-- recruiter, whoever writes the rows. A whole company's deletion cascades past it.
create function public.keep_an_owner() returns trigger
  language plpgsql security definer set search_path = public, pg_temp as $$
begin
  if old.role = 'owner' and (tg_op = 'DELETE' or new.role <> 'owner')
    and exists (select from companies where id = old.company_id)
    and not exists (
      select from company_members
      where company_id = old.company_id and role = 'owner' and user_id <> old.user_id
    )
  then
    raise exception 'a company keeps at least one owner' using errcode = 'check_violation',
      constraint = 'company_members_last_owner';
  end if;
  return coalesce(new, old);
end
$$;
create trigger company_members_keep_an_owner before update or delete on company_members
  for each row execute function keep_an_owner();

-- Sessions: an opaque random token in the visitor's `__Host-` cookie, only its hash here.
-- Ends after 30 days without use (expires_at moves with last_seen_at) or when revoked.
create table sessions (
  id           uuid primary key default gen_random_uuid(),
  token_hash   bytea not null unique check (octet_length(token_hash) = 32),
  user_id      uuid not null references users (id) on delete cascade,
  -- The company the person works in now (the switcher); null once they left it.
  company_id   uuid references companies (id) on delete set null,
  created_at   timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at   timestamptz not null default now() + interval '30 days',
  -- The device, as its browser named itself (the sessions list), bounded.
  user_agent   text not null default '' check (length(user_agent) <= 512),
  revoked_at   timestamptz
);
create index sessions_user_idx on sessions (user_id, last_seen_at desc) where revoked_at is null;

-- One-time links e-mailed to sign in or to create a space (15 minutes, used once). A link
-- to create a space carries what the form said; the company is made when it is followed.
create table sign_in_links (
  token_hash   bytea primary key check (octet_length(token_hash) = 32),
  email        text not null check (email = lower(email) and length(email) <= 254),
  purpose      text not null check (purpose in ('sign_in', 'create_space')),
  company_name text check (length(company_name) <= 120),
  company_slug text check (company_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(company_slug) <= 60),
  locale       text not null check (locale in ('fr', 'en')),
  created_at   timestamptz not null default now(),
  expires_at   timestamptz not null default now() + interval '15 minutes',
  used_at      timestamptz,
  constraint sign_in_links_space_named
    check ((purpose = 'create_space') = (company_name is not null and company_slug is not null))
);
-- Expired links are deleted by the cron after a day (what a used or expired link says).
create index sign_in_links_expiry_idx on sign_in_links (expires_at);

-- Invitations to join a company with a role, by e-mail, for 7 days; revocable. The link's
-- token hash is the row's key to it.
create table invitations (
  id          uuid primary key default gen_random_uuid(),
  company_id  uuid not null references companies (id) on delete cascade,
  email       text not null check (email = lower(email) and length(email) <= 254),
  role        text not null check (role in ('owner', 'recruiter')),
  token_hash  bytea not null unique check (octet_length(token_hash) = 32),
  invited_by  uuid references users (id) on delete set null,
  locale      text not null check (locale in ('fr', 'en')),
  created_at  timestamptz not null default now(),
  expires_at  timestamptz not null default now() + interval '7 days',
  accepted_at timestamptz,
  revoked_at  timestamptz
);
-- One open invitation per address and company: inviting again renews it.
create unique index invitations_one_open on invitations (company_id, email)
  where accepted_at is null and revoked_at is null;
create index invitations_company_idx on invitations (company_id, created_at desc);

-- Passkeys (WebAuthn credentials) of a person, verified by @simplewebauthn/server.
create table passkeys (
  -- The credential id, base64url, as the authenticator gave it.
  id           text primary key check (length(id) between 16 and 1400),
  user_id      uuid not null references users (id) on delete cascade,
  public_key   bytea not null,
  counter      bigint not null default 0,
  transports   text[] not null default '{}',
  device_type  text not null default 'singleDevice' check (device_type in ('singleDevice', 'multiDevice')),
  backed_up    boolean not null default false,
  created_at   timestamptz not null default now(),
  last_used_at timestamptz
);
create index passkeys_user_idx on passkeys (user_id);

-- A WebAuthn ceremony's challenge, used once within 5 minutes (registration: of a person;
-- sign-in: of nobody yet).
create table webauthn_challenges (
  id         uuid primary key default gen_random_uuid(),
  challenge  text not null unique check (length(challenge) between 16 and 128),
  user_id    uuid references users (id) on delete cascade,
  expires_at timestamptz not null default now() + interval '5 minutes'
);

-- What members did in a company, for its owners: who, what, when.
create table workspace_activity (
  id         bigint generated always as identity primary key,
  company_id uuid not null references companies (id) on delete cascade,
  user_id    uuid references users (id) on delete set null,
  action     text not null check (action in (
    'space_created', 'signed_in', 'invitation_sent', 'invitation_revoked', 'member_joined',
    'role_changed', 'member_removed', 'member_left', 'job_published', 'settings_changed',
    'passkey_added', 'sessions_revoked', 'space_deleted', 'space_restored'
  )),
  detail     jsonb not null default '{}'::jsonb check (jsonb_typeof(detail) = 'object'),
  created_at timestamptz not null default now()
);
create index workspace_activity_company_idx on workspace_activity (company_id, id desc);

-- The session's company and person, or null when unset (then the workspace's policies are
-- false): the transaction's settings `career_site.company_id` and `career_site.user_id`,
-- set with `set local` by server/features/accounts/tenant.ts, as Supabase's RLS reads its
-- JWT claims.
create function public.workspace_company_id() returns uuid
  language sql stable parallel safe set search_path = pg_catalog as $$
  select nullif(pg_catalog.current_setting('career_site.company_id', true), '')::uuid
$$;
create function public.workspace_user_id() returns uuid
  language sql stable parallel safe set search_path = pg_catalog as $$
  select nullif(pg_catalog.current_setting('career_site.user_id', true), '')::uuid
$$;

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
-- no longer belongs to it) and whether that company's space is deleted (the workspace then
-- offers its owners the restoration and nothing else, server/features/accounts/request.ts),
-- seen now: its 30 idle days start again, written at most once a minute so that a busy page
-- does not write on every request.
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

-- Whether the transaction's person is an owner of its company.
create function public.workspace_is_owner() returns boolean
  language sql stable security definer set search_path = public, pg_temp as $$
  select exists (
    select from company_members
    where company_id = workspace_company_id() and user_id = workspace_user_id() and role = 'owner'
  )
$$;

-- The activity log's lines of an offer published and of the settings changed (ADR 086),
-- written by the database, whatever workspace request made the change (the editor's forms,
-- the settings page), in its transaction; only for a change a member made (the transaction
-- names its person), never for the cron, the public pages or an operator's SQL. A change
-- that changes nothing (the same form sent twice, even at once: the second waits for the
-- row and finds it done) writes no line.
create function public.log_job_published() returns trigger
  language plpgsql security definer set search_path = public, pg_temp as $$
begin
  if workspace_user_id() is null then
    return null;
  end if;
  if job_status_is_visible(new.status) and (tg_op = 'INSERT' or not job_status_is_visible(old.status)) then
    insert into workspace_activity (company_id, user_id, action, detail)
    select new.company_id, (select u.id from users u where u.id = workspace_user_id()), 'job_published',
      jsonb_build_object('jobId', new.id::text, 'title', new.title);
  end if;
  return null;
end
$$;
create trigger jobs_log_published after insert or update of status on jobs
  for each row execute function log_job_published();

create function public.log_settings_changed() returns trigger
  language plpgsql security definer set search_path = public, pg_temp as $$
declare
  changed text[];
begin
  if workspace_user_id() is null then
    return null;
  end if;
  -- Which settings, never their values (the webhook secret's least of all).
  changed := array_remove(array[
    case when new.applications_email is distinct from old.applications_email then 'applications_email' end,
    case when new.notify_candidates is distinct from old.notify_candidates then 'notify_candidates' end,
    case when new.closing_answer_delay_days is distinct from old.closing_answer_delay_days
      then 'closing_answer_delay_days' end,
    case when new.closing_answer_fr is distinct from old.closing_answer_fr then 'closing_answer_fr' end,
    case when new.closing_answer_en is distinct from old.closing_answer_en then 'closing_answer_en' end,
    case when new.applications_webhook_url is distinct from old.applications_webhook_url
      then 'applications_webhook_url' end,
    case when new.applications_webhook_secret is distinct from old.applications_webhook_secret
      then 'applications_webhook_secret' end
  ], null);
  if cardinality(changed) = 0 then
    return null;
  end if;
  insert into workspace_activity (company_id, user_id, action, detail)
  select new.id, (select u.id from users u where u.id = workspace_user_id()), 'settings_changed',
    jsonb_build_object('fields', array_to_string(changed, ', '));
  return null;
end
$$;
create trigger companies_log_settings_changed
  after update of applications_email, notify_candidates, closing_answer_delay_days, closing_answer_fr,
    closing_answer_en, applications_webhook_url, applications_webhook_secret on companies
  for each row execute function log_settings_changed();
