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

revoke all on table disposable_email_domains from public;
revoke all on function is_disposable_email_domain(text) from public;
grant execute on function is_disposable_email_domain(text) to career_site_worker;
