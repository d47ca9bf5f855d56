-- Companies' accounts (ADR 055): people (users) who belong to companies with a
-- role, their sessions, the one-time sign-in links e-mailed to them, invitations, passkeys
-- and what they did (the activity log). No passwords anywhere. Tokens (sessions, links,
-- invitations) are stored as their SHA-256 only: a copy of this database opens nothing.

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

-- Sign-in and invitation e-mails are outbox rows like every other.
alter table email_outbox drop constraint email_outbox_kind_check;
alter table email_outbox add constraint email_outbox_kind_check check (kind in (
  'application_confirmation', 'saved_job',
  'recruiter_application', 'recruiter_withdrawal', 'recruiter_cv_link',
  'alert_confirmation', 'alert_digest',
  'company_statistics_weekly',
  'application_status',
  -- Companies' accounts (ADR 055): a sign-in or space-creation link, an invitation.
  'workspace_sign_in', 'workspace_invitation'
));
