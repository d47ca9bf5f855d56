-- A new space's address: never one of the site's own paths, and free among the
-- companies of today and their old addresses (which keep redirecting, ADR 037). The workspace's
-- role sees only its own company (ADR 056), so the check across companies is a function
-- running as its owner that answers yes or no and nothing else.
alter table companies add constraint companies_slug_not_reserved check (slug not in (
  'workspace', 'accessibility', 'api', 'assets', 'not-found', 'sitemaps', 'sitemap', 'share-cards', 'demo',
  'admin', 'login', 'signin', 'signup', 'billing', 'settings', 'static', 'www'
));

create function public.workspace_slug_is_free(wanted text) returns boolean
  language sql stable security definer set search_path = public, pg_temp as $$
  select not exists (select from companies where slug = wanted)
    and not exists (select from company_slug_history where slug = wanted)
$$;
revoke all on function workspace_slug_is_free(text) from public;
grant execute on function workspace_slug_is_free(text) to career_site_workspace;
