-- The job list at any size (ADR 018): one page of 20 rows read from an index, search on
-- the title ignoring case and accents, and contract, city and remote filters, without
-- reading a company's other jobs from the table.
--
-- Extensions go to the `extensions` schema, where Supabase installs them (its dashboard
-- and its default search_path); every name below is qualified, so nothing depends on the
-- search_path of whoever runs a query. All three ship with PostgreSQL's contrib, which
-- Supabase and the embedded PostgreSQL both carry.
create schema if not exists extensions;
create extension if not exists unaccent with schema extensions;
create extension if not exists pg_trgm with schema extensions;
-- GIN over (company_id, title trigrams): a search only visits its company's entries.
create extension if not exists btree_gin with schema extensions;

do $$
begin
  -- Installed earlier into another schema (by hand): the qualified names below would not
  -- resolve. Move it knowingly (`alter extension ... set schema extensions`).
  if exists (
    select from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname in ('unaccent', 'pg_trgm', 'btree_gin') and n.nspname <> 'extensions'
  ) then
    raise exception 'unaccent, pg_trgm and btree_gin must live in the schema extensions';
  end if;
end
$$;

-- unaccent() is only STABLE (its dictionary could change), so no index may use it. Ours
-- names the dictionary explicitly, which makes the result fixed for a given input: the
-- promise IMMUTABLE asks for. If the unaccent rules ever change, reindex the indexes below.
create or replace function public.immutable_unaccent(value text)
returns text
language sql
immutable
strict
parallel safe
as $$
  select extensions.unaccent('extensions.unaccent'::pg_catalog.regdictionary, value)
$$;

-- The key every comparison of the job list uses: trimmed, accent-free, lower case
-- ('  Intérim ' → 'interim'), like foldText in domain/job-format.ts for the browser.
-- Inlined by the planner, so queries and indexes match on the same expression.
create or replace function public.job_search_key(value text)
returns text
language sql
immutable
strict
parallel safe
as $$
  select pg_catalog.lower(public.immutable_unaccent(pg_catalog.btrim(value)))
$$;

-- The unfiltered list, newest first, ties broken by id: the order the pages use, whole,
-- so page N is read from the index alone (index-only scan) up to its 21 rows. It
-- replaces the index without `id`, which the company's job count keeps using this way.
create index jobs_company_list_idx
  on jobs (company_id, workspace_id, created_at desc, id)
  where status in ('published', 'open', 'active');
drop index if exists jobs_company_active_idx;

-- One per filter: equality on the key, then the list's order, so a filtered page is
-- also 21 index entries; the stored spelling is included so the filter's options
-- (grouped by key, with a spelling to show) come from the index alone too.
create index jobs_company_contract_idx
  on jobs (company_id, workspace_id, public.job_search_key(contract_type), created_at desc, id)
  include (contract_type)
  where status in ('published', 'open', 'active');
create index jobs_company_city_idx
  on jobs (company_id, workspace_id, public.job_search_key(city), created_at desc, id)
  include (city)
  where status in ('published', 'open', 'active');
create index jobs_company_remote_idx
  on jobs (company_id, workspace_id, public.job_search_key(remote), created_at desc, id)
  include (remote)
  where status in ('published', 'open', 'active');

-- Substring search on the title (LIKE '%…%'), by company.
create index jobs_company_title_search_idx
  on jobs using gin (company_id, public.job_search_key(title) extensions.gin_trgm_ops)
  where status in ('published', 'open', 'active');

-- The Worker's role (ADR 013) runs these functions in its queries: executing them needs
-- EXECUTE (PUBLIC has it on new functions, granted here explicitly in case a later
-- migration revokes PUBLIC's) and USAGE on the schema of the unaccent function and
-- dictionary they call. Nothing else of that schema is granted.
grant usage on schema extensions to career_site_worker;
grant execute on function public.immutable_unaccent(text), public.job_search_key(text) to career_site_worker;
