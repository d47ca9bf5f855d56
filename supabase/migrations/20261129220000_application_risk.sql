-- Applications from people, not bots (ADR 077): every application keeps
-- the level and the signals computed when it was sent, for its own retention and nothing
-- more. Nothing here refuses an application: the level is shown to the company.
alter table applications
  add column risk_level   text not null default 'low' check (risk_level in ('low', 'medium', 'high')),
  add column risk_signals text[] not null default '{}' check (cardinality(risk_signals) <= 16);

grant insert (risk_level, risk_signals) on applications to career_site_worker;
grant select (risk_level, risk_signals) on applications to career_site_workspace;

-- The same CV or the same phone across many applications: counted on these indexes, at most
-- a few rows read whatever the table holds.
create index applications_cv_sha256_idx on applications (cv_sha256, created_at);
create index applications_phone_idx on applications (phone_e164, created_at);

-- Bursts from one client address across companies: the address is kept only as a keyed
-- hash (HMAC with the Worker's secret and the day: it cannot be read back, nor linked from
-- one day to the next), with the company's slug, for an hour. Not linked to any application.
create table recent_apply_clients (
  client_hash  text not null check (client_hash ~ '^[0-9a-f]{64}$'),
  company_slug text not null,
  seen_at      timestamptz not null default now()
);
create index recent_apply_clients_hash_idx on recent_apply_clients (client_hash, seen_at);
create index recent_apply_clients_seen_idx on recent_apply_clients (seen_at);

-- Proof-of-work challenges already used (ALTCHA): a solution is accepted for one form only
-- (its idempotency key: the same form sent again, a retry, is still that form). The row is
-- kept until the challenge expires, after which its signature is refused anyway.
create table used_apply_challenges (
  signature       text primary key check (signature ~ '^[0-9a-f]{64}$'),
  idempotency_key uuid not null,
  expires_at      timestamptz not null
);
create index used_apply_challenges_expires_idx on used_apply_challenges (expires_at);

-- Neither table is the Worker's or the workspace's to read: only the functions below reach them.
alter table recent_apply_clients enable row level security;
alter table used_apply_challenges enable row level security;

-- How many other recent applications carry this CV and this phone (each counted up to
-- 20 rows), and from how many companies' forms this client applied in the last hour,
-- this one included (up to 50 rows). The Worker never reads a phone or a CV's hash back:
-- it learns counts. Expired rows go in small batches on each call.
create function public.application_risk_counts(p_cv_sha256 text, p_phone_e164 text, p_client_hash text,
  p_company_slug text)
  returns table (same_cv integer, same_phone integer, client_companies integer)
  language plpgsql security definer set search_path = public, pg_temp as $$
begin
  delete from recent_apply_clients where ctid in (
    select ctid from recent_apply_clients where seen_at < now() - interval '1 hour' limit 100);
  delete from used_apply_challenges where ctid in (
    select ctid from used_apply_challenges where expires_at < now() limit 100);
  if p_client_hash is not null then
    insert into recent_apply_clients (client_hash, company_slug) values (p_client_hash, p_company_slug);
  end if;
  return query select
    (select count(*)::integer from (select from applications
      where cv_sha256 = p_cv_sha256 and created_at > now() - interval '7 days' limit 20) cv),
    (select count(*)::integer from (select from applications
      where phone_e164 = p_phone_e164 and created_at > now() - interval '7 days' limit 20) phone),
    (select count(distinct company_slug)::integer from (select company_slug from recent_apply_clients
      where client_hash = p_client_hash and seen_at > now() - interval '1 hour' limit 50) client);
end
$$;

-- A challenge's solution, for one form: true the first time and for that same form again
-- (a retry), false for any other form (a replay). Concurrent replays: the primary key lets
-- one insert win; the others, once it commits, read its row in a statement of their own.
create function public.use_apply_challenge(p_signature text, p_expires_at timestamptz, p_idempotency_key uuid)
  returns boolean
  language plpgsql security definer set search_path = public, pg_temp as $$
begin
  insert into used_apply_challenges (signature, idempotency_key, expires_at)
  values (p_signature, p_idempotency_key, p_expires_at)
  on conflict (signature) do nothing;
  if found then
    return true;
  end if;
  return exists (select from used_apply_challenges
    where signature = p_signature and idempotency_key = p_idempotency_key);
end
$$;

revoke all on function application_risk_counts(text, text, text, text), use_apply_challenge(text, timestamptz, uuid)
  from public;
grant execute on function application_risk_counts(text, text, text, text), use_apply_challenge(text, timestamptz, uuid)
  to career_site_worker;
