-- The baseline (ADR 033, squashed again by ADR 049), 1 of 8: companies and their jobs
-- (spec section 3), the keys and indexes the job list, sitemaps and feeds read them by, and
-- the dates the database keeps on them. The eight baseline files (20261127125300 to
-- 20261127130000) are the schema the product launches with, one concern a file; access
-- rights for every table and function come last, in *_baseline_access.sql.

create extension if not exists pgcrypto;

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
-- promise IMMUTABLE asks for. If the unaccent rules ever change, reindex the indexes that
-- use job_search_key (jobs' filters and title search, job_alerts' subscriptions).
create function public.immutable_unaccent(value text)
returns text language sql immutable strict parallel safe
as $$
  select extensions.unaccent('extensions.unaccent'::pg_catalog.regdictionary, value)
$$;

-- The key every comparison of the job list uses: trimmed, accent-free, lower case
-- ('  Intérim ' → 'interim'), like foldText in domain/fold-text.ts for the browser.
-- Inlined by the planner, so queries and indexes match on the same expression.
create function public.job_search_key(value text)
returns text language sql immutable strict parallel safe
as $$
  select pg_catalog.lower(public.immutable_unaccent(pg_catalog.btrim(value)))
$$;

create table companies (
  id                  uuid primary key default gen_random_uuid(),
  slug                text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name                text not null,
  logo_url            text,
  workspace_id        uuid not null,
  description         text,
  "values"            text,
  vision              text,
  key_figures         jsonb not null default '[]'::jsonb check (jsonb_typeof(key_figures) = 'array'),
  tech_stack          text[] not null default '{}',
  offices             jsonb not null default '[]'::jsonb check (jsonb_typeof(offices) = 'array'),
  social_links        jsonb not null default '{}'::jsonb check (jsonb_typeof(social_links) = 'object'),
  recruitment_process jsonb not null default '[]'::jsonb check (jsonb_typeof(recruitment_process) = 'array'),
  website             text,
  industry            text,
  size_range          text,
  headquarters        text,
  location            text,
  cover_image_url     text,
  baseline            text,
  founded_year        integer check (founded_year between 1600 and 2200),
  average_age         numeric(5, 1),
  turnover            text,
  turnover_rate       numeric(5, 2),
  companies_phone     text,
  seo_pages           jsonb not null default '{}'::jsonb check (jsonb_typeof(seo_pages) = 'object'),
  photos              jsonb not null default '[]'::jsonb check (jsonb_typeof(photos) = 'array'),
  created_at          timestamptz not null default now(),
  updated_at          timestamptz not null default now(),
  -- Advanced branding: the accent colour of the company's space (#rrggbb). The site checks
  -- its contrast before using it.
  accent_color        text check (accent_color ~ '^#[0-9a-fA-F]{6}$'),
  -- Where its applications go (set in Supabase's editor in production; the seed sets demo
  -- values). Recruiters' address: one e-mail per application (and per withdrawal).
  applications_email  text
    check (applications_email is null or applications_email ~ '^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$'),
  -- The company's ATS: one signed POST per event (HMAC-SHA256 with the secret below).
  applications_webhook_url text check (applications_webhook_url is null or applications_webhook_url ~ '^https?://'),
  applications_webhook_secret text
    check (applications_webhook_secret is null or length(applications_webhook_secret) >= 32),
  -- Its presentation video (a YouTube or Vimeo address), shown on its job pages and
  -- application confirmations behind a click-to-load facade (ADR 022). Null: no video, and
  -- the pages show no video area at all. Only an https address of a bounded length is
  -- kept; the site embeds only the providers it recognises in it (domain/company-video.ts).
  video_url           text check (video_url ~ '^https://' and length(video_url) <= 2048),
  -- When its public face last changed (ADR 036): stamped below.
  page_changed_at     timestamptz not null default now(),
  -- What the company gets (ADR 041), enforced by the database whatever writes
  -- the rows (*_baseline_job_counters.sql, *_baseline_company_addresses.sql). Starter is
  -- the free plan.
  plan                text not null default 'starter'
    constraint companies_plan_known check (plan in ('starter', 'pro', 'enterprise')),
  -- Whether its candidates are e-mailed each status change of their application (ADR 046).
  notify_candidates   boolean not null default true,
  constraint companies_webhook_has_secret
    check ((applications_webhook_url is null) = (applications_webhook_secret is null))
);

create table jobs (
  id                  uuid primary key default gen_random_uuid(),
  company_id          uuid not null references companies (id) on delete cascade,
  workspace_id        uuid not null,
  title               text not null,
  status              text not null default 'draft',
  created_at          timestamptz not null default now(),
  updated_at          timestamptz not null default now(),
  apply_url           text,
  city                text,
  zip_code            text,
  country_code        text check (country_code ~ '^[A-Z]{2}$'),
  contract_type       text,
  experience_level    text,
  education_level     text,
  office_address      text,
  remote              text,
  duration            text,
  salary_min          numeric(12, 2) check (salary_min >= 0),
  salary_max          numeric(12, 2) check (salary_max >= 0),
  salary_currency     text not null default 'EUR' check (salary_currency ~ '^[A-Z]{3}$'),
  salary_period       text,
  description         text,
  profile             text,
  recruitment_process text,
  -- When the job was first visible and when it closes (ADR 035). Pages, feeds, the list's
  -- order and the alerts' digests date a job by published_at (set below by the database,
  -- whoever writes the job), not by its creation. Past closes_at the job is no longer
  -- visible, whatever its status says: every query of the Worker checks it next to the
  -- status, and the cron turns such jobs into 'expired' (expire_closed_jobs below).
  published_at        timestamptz,
  closes_at           timestamptz,
  check (salary_max is null or salary_min is null or salary_max >= salary_min),
  -- Every visible job has a publication date: the list's order and its indexes rely on it.
  constraint jobs_visible_are_published
    check (status not in ('published', 'open', 'active') or published_at is not null)
);

-- A job is visible when its status is published, open or active (and its workspace is its
-- company's, and its closing date is not past); every partial index below holds only jobs of
-- those statuses.
-- The job count and sitemaps read all of a company's jobs by workspace.
create index jobs_workspace_idx on jobs (workspace_id);
-- The unfiltered list, newest published first, ties broken by id: the order the pages use,
-- whole, so page N is read from the index alone (index-only scan) up to its 21 rows, the
-- jobs past their closing date skipped there (ADR 018, 035).
create index jobs_company_list_idx
  on jobs (company_id, workspace_id, published_at desc, id) include (closes_at)
  where status in ('published', 'open', 'active');
-- One per filter: equality on the key, then the list's order, so a filtered page is
-- also 21 index entries; the stored spelling is included so the filter's options
-- (grouped by key, with a spelling to show) come from the index alone too.
create index jobs_company_contract_idx
  on jobs (company_id, workspace_id, public.job_search_key(contract_type), published_at desc, id)
  include (contract_type, closes_at) where status in ('published', 'open', 'active');
create index jobs_company_city_idx
  on jobs (company_id, workspace_id, public.job_search_key(city), published_at desc, id)
  include (city, closes_at) where status in ('published', 'open', 'active');
create index jobs_company_remote_idx
  on jobs (company_id, workspace_id, public.job_search_key(remote), published_at desc, id)
  include (remote, closes_at) where status in ('published', 'open', 'active');
-- Substring search on the title (LIKE '%…%'), by company.
create index jobs_company_title_search_idx
  on jobs using gin (company_id, public.job_search_key(title) extensions.gin_trgm_ops)
  where status in ('published', 'open', 'active');
-- A sitemap shard: a company's visible jobs in a range of ids, with what its entries show
-- (ADR 019).
create index jobs_sitemap_idx on jobs (company_id, id) include (workspace_id, updated_at, created_at, closes_at)
  where status in ('published', 'open', 'active');
-- Feeds: a company's newest visible jobs, then the next page from a (published_at, id) key.
-- Both sort keys in the index: the page stops at its last row, with no sort of equal dates.
create index jobs_feed_idx on jobs (company_id, workspace_id, published_at desc, id desc)
  where status in ('published', 'open', 'active');
-- Visible jobs with a closing date, soonest first: the cron's sweep reads only those past
-- it, and the counts subtract the few it has not swept yet, from the index alone
-- (server/db/queries/visible-jobs.ts, closedByDate).
create index jobs_closing_idx on jobs (closes_at, company_id) include (workspace_id, contract_type, city, remote)
  where status in ('published', 'open', 'active') and closes_at is not null;
-- Visible jobs without a description, for the cron's line to their company: a small index
-- of what is missing, not a scan of every job each run.
create index jobs_undescribed_idx on jobs (company_id)
  where status in ('published', 'open', 'active') and (description is null or description !~ '[^[:space:]]');

-- Edits stamp their own time: sitemaps give crawlers each job's lastmod. A writer that
-- sets updated_at itself (imports, tests) keeps its value.
create function stamp_updated_at() returns trigger
  language plpgsql as $$
begin
  if new.updated_at is not distinct from old.updated_at then
    new.updated_at := now();
  end if;
  return new;
end
$$;

create trigger jobs_stamp_updated_at before update on jobs
  for each row when (old.* is distinct from new.*) execute function stamp_updated_at();
create trigger companies_stamp_updated_at before update on companies
  for each row when (old.* is distinct from new.*) execute function stamp_updated_at();

-- A job inserted visible was published as it was created (its created_at: now() unless an
-- import carries the original date). A job becoming visible later is published now. Once
-- set, the date stays: closing and reopening keep it, and a writer that clears it gets the
-- old one back. A writer may still set a date itself (an import, a correction).
create function stamp_published_at() returns trigger
  language plpgsql as $$
begin
  if tg_op = 'UPDATE' then
    new.published_at := coalesce(new.published_at, old.published_at);
  end if;
  if new.published_at is null and new.status in ('published', 'open', 'active') then
    new.published_at := case when tg_op = 'INSERT' then new.created_at else now() end;
  end if;
  return new;
end
$$;

create trigger jobs_stamp_published_at
  before insert or update on jobs for each row execute function stamp_published_at();

-- A company's public face changed: its name, logo, description, colours or any other
-- column its pages and its jobs' pages show (ADR 036). A job's sitemap lastmod, the
-- company's files and feeds, and the pages' Last-Modified take it into account; updated_at
-- also moves for edits nobody sees (where applications go, the webhook secret), which
-- would otherwise tell crawlers that a million pages changed. Every column counts as shown
-- but those listed: a column added later is a page change until someone says otherwise. A
-- writer that sets page_changed_at itself keeps its value.
create function stamp_page_changed_at() returns trigger
  language plpgsql as $$
declare
  unseen constant text[] := array['updated_at', 'page_changed_at', 'applications_email',
    'applications_webhook_url', 'applications_webhook_secret'];
begin
  if new.page_changed_at is not distinct from old.page_changed_at
    and (to_jsonb(new) - unseen) is distinct from (to_jsonb(old) - unseen) then
    new.page_changed_at := now();
  end if;
  return new;
end
$$;

create trigger companies_stamp_page_changed_at before update on companies for each row
  when (old.* is distinct from new.*) execute function stamp_page_changed_at();

-- The cron's sweep (server/scheduled.ts): jobs past their closing date become 'expired'
-- (an ended status: their page answers 410), so the counters' triggers count them out.
-- Owner's rights: the Worker's role may not update jobs, only run this one statement.
create function expire_closed_jobs() returns integer
  language sql security definer set search_path = public, pg_temp as $$
  with expired as (
    update jobs set status = 'expired'
    where status in ('published', 'open', 'active') and closes_at <= now()
    returning 1
  )
  select count(*)::int from expired
$$;
