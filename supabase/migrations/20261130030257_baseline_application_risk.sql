-- The baseline (ADR 033, 049, 088), 16 of 19: applications from people, not bots (ADR 077,
-- 083): what the Worker computes an application's level from, reached only through the
-- functions below (neither table is the Worker's or the workspace's to read). The level and
-- signals kept are columns of applications.

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

-- Neither table is the Worker's or the workspace's to read: only the functions below reach
-- them (row-level security on, and no grant).
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

-- Throwaway e-mail domains for the application-risk signal (ADR 077, 083): the whole list of
-- the maintained `disposable-email-domains` package (121,570 domains), too large for the
-- Worker's budget, kept here. 256 rows, each the sorted domains whose MD5's first byte is
-- its number, written ',a,b,…,': loading them costs a fraction of a second per database
-- created, where a row per domain and its index cost over a second each time; a lookup is
-- one primary-key row and a substring search in about 10 KB. Written by migrations that
-- scripts/disposable-email-domains.ts generates from the package.
create table disposable_email_domains (
  bucket smallint primary key constraint disposable_email_domains_bucket check (bucket between 0 and 255),
  domains text not null constraint disposable_email_domains_form check (domains like ',%,')
);
alter table disposable_email_domains enable row level security;

-- Whether one of `p_suffixes` (an address's domain and the domains it is under, comma-separated,
-- lower-case: mail.mailinator.com,mailinator.com) is a throwaway one. The Worker's role may
-- call it, never read the table.
create function public.is_disposable_email_domain(p_suffixes text) returns boolean
  language sql stable security definer set search_path = public, pg_temp as $$
  select exists (
    select from unnest(string_to_array(p_suffixes, ',')) s
    join disposable_email_domains d on d.bucket = get_byte(decode(md5(s), 'hex'), 0)
    where s <> '' and strpos(d.domains, ',' || s || ',') > 0)
$$;
