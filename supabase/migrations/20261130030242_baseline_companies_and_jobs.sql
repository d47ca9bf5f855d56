-- The baseline (ADR 033, 049, squashed a third time by ADR 088), 1 of 19: companies and
-- their jobs (spec section 3), the rules their public texts keep, and the keys and indexes
-- the job list, sitemaps, feeds and the workspace's editors read them by. The nineteen
-- baseline files (20261130030242 to 20261130030300) are the schema the product launches
-- with, one concern a file; access rights and row-level security come last, in
-- *_baseline_access.sql and *_baseline_workspace_access.sql.

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
-- The visible-job rule in one place (ADR 035). A job is visible when its status is one of
-- domain/job.ts's VISIBLE_JOB_STATUSES and its closing date, if any, is still ahead. The
-- status part is `job_status_is_visible`, immutable, so that index predicates and check
-- constraints may use it; the whole rule is `job_is_visible`, stable (it reads the clock).
-- Both are plain SQL expressions the planner inlines: a query written with them proves the
-- partial indexes below usable exactly as a literal list would
-- (tests/integration/query-plans.test.ts), and tests/integration/visible-job-rule.test.ts
-- ties them to the TypeScript constant and finds the list spelled out nowhere else.
create function public.job_status_is_visible(status text) returns boolean
  language sql immutable parallel safe as $$
  select status in ('published', 'open', 'active')
$$;

create function public.job_is_visible(status text, closes_at timestamptz) returns boolean
  language sql stable parallel safe as $$
  select public.job_status_is_visible(status) and (closes_at is null or closes_at > now())
$$;

-- Company names and job titles are published in <title>, JSON-LD, share cards and e-mails
-- sent to addresses strangers typed (ADR 058): one rule for both, the same as the shared
-- schema's (domain/public-name.ts, whose patterns are copied here verbatim and compared by
-- tests/integration/public-names.test.ts), enforced whatever writes the rows.
-- Null when `value` is a fit name of at most `max_length` characters; otherwise the code of
-- the first rule it breaks, the code the forms show a message for.
create function public.public_name_problem(value text, max_length integer) returns text
  language sql immutable parallel safe
as $$
  select case
    when value ~ '^[\u0009-\u000d\u0020\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\u0009-\u000d\u0020\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$'
      or value = '' then 'public-name-required'
    when pg_catalog.char_length(value) > max_length then 'public-name-too-long'
    when value ~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]' then 'public-name-multiline'
    when value ~ '[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]' then 'public-name-invisible'
    when pg_catalog.regexp_replace(value, '(^|[^a-z0-9-])(asp|vb|ado)\.net(?![a-z0-9-])', '\1\2 NET', 'gi')
      ~* '[a-z][a-z0-9+.-]*://|(^|[^a-z0-9-])www\.|@|[a-z0-9-]\.[a-z]{2,}/|[a-z0-9-]\.(com|net|org|info|biz|io|co|fr|uk|de|eu|be|ch|ca|us|ru|cn|app|dev|xyz|online|site|top|link|click|shop|me|ly|example|test)(?![a-z0-9-])'
      then 'public-name-link'
    when value ~ '[0-9]([ ./()-]{0,2}[0-9]){8,}|[+] ?[(]?[0-9]([ ./()-]{0,2}[0-9]){6,}' then 'public-name-phone'
  end
$$;

-- One rule for a blank text (ADR 058): what the pages call a job without a description
-- (domain/blank-text.ts, whose pattern is copied here verbatim and compared by
-- tests/integration/blank-text.test.ts), the XML feed and the cron's line read it the same
-- way.
create function public.has_visible_text(value text) returns boolean
  language sql immutable strict parallel safe
as $$
  select value ~ '[^\u0009-\u000d\u0020\u0085\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u2066-\u206f\u3000\ufeff]'
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
  -- Every candidate answered (ADR 062): an offer that closes answers its applications still
  -- waiting after this many days (0: at the next cron run), in the company's own words per
  -- language (null: the default text).
  closing_answer_delay_days integer not null default 7
    constraint companies_closing_answer_delay check (closing_answer_delay_days between 0 and 90),
  closing_answer_fr   text check (length(closing_answer_fr) between 1 and 2000),
  closing_answer_en   text check (length(closing_answer_en) between 1 and 2000),
  -- The editors' optimistic concurrency (ADR 065): *_baseline_job_dates_and_versions.sql.
  version             integer not null default 1 check (version >= 1),
  updated_by          uuid,
  -- When the space was deleted (ADR 067); null: it is live. Its slug stays taken meanwhile
  -- (a restore gets its address back, and nobody else may take over its links meanwhile).
  deleted_at          timestamptz,
  constraint companies_webhook_has_secret
    check ((applications_webhook_url is null) = (applications_webhook_secret is null)),
  -- Never one of the site's own paths (a new space's address, *_baseline_workspace_accounts.sql).
  constraint companies_slug_not_reserved check (slug not in (
    'workspace', 'accessibility', 'api', 'assets', 'not-found', 'sitemaps', 'sitemap', 'share-cards', 'demo',
    'admin', 'login', 'signin', 'signup', 'billing', 'settings', 'static', 'www'
  )),
  constraint companies_name_fit check (public.public_name_problem(name, 100) is null)
);
-- The cron's probe of spaces due for erasure, and the host step's question, read this.
create index companies_deleted_idx on companies (deleted_at) where deleted_at is not null;

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
  version             integer not null default 1 check (version >= 1),
  updated_by          uuid,
  check (salary_max is null or salary_min is null or salary_max >= salary_min),
  -- Every visible job has a publication date: the list's order and its indexes rely on it.
  constraint jobs_visible_are_published
    check (not public.job_status_is_visible(status) or published_at is not null),
  constraint jobs_title_fit check (public.public_name_problem(title, 150) is null)
);

-- A job is visible by job_is_visible above (and when its workspace is its company's);
-- every partial index below holds only jobs of a visible status.
-- The job count and sitemaps read all of a company's jobs by workspace.
create index jobs_workspace_idx on jobs (workspace_id);
-- The unfiltered list, newest published first, ties broken by id: the order the pages use,
-- whole, so page N is read from the index alone (index-only scan) up to its 21 rows, the
-- jobs past their closing date skipped there (ADR 018, 035).
create index jobs_company_list_idx
  on jobs (company_id, workspace_id, published_at desc, id) include (closes_at)
  where public.job_status_is_visible(status);
-- One per filter: equality on the key, then the list's order, so a filtered page is
-- also 21 index entries; the stored spelling is included so the filter's options
-- (grouped by key, with a spelling to show) come from the index alone too.
create index jobs_company_contract_idx
  on jobs (company_id, workspace_id, public.job_search_key(contract_type), published_at desc, id)
  include (contract_type, closes_at) where public.job_status_is_visible(status);
create index jobs_company_city_idx
  on jobs (company_id, workspace_id, public.job_search_key(city), published_at desc, id)
  include (city, closes_at) where public.job_status_is_visible(status);
create index jobs_company_remote_idx
  on jobs (company_id, workspace_id, public.job_search_key(remote), published_at desc, id)
  include (remote, closes_at) where public.job_status_is_visible(status);
-- Substring search on the title (LIKE '%…%'), by company.
create index jobs_company_title_search_idx
  on jobs using gin (company_id, public.job_search_key(title) extensions.gin_trgm_ops)
  where public.job_status_is_visible(status);
-- A sitemap shard: a company's visible jobs in a range of ids, with what its entries show
-- (ADR 019).
create index jobs_sitemap_idx on jobs (company_id, id) include (workspace_id, updated_at, created_at, closes_at)
  where public.job_status_is_visible(status);
-- Feeds: a company's newest visible jobs, then the next page from a (published_at, id) key.
-- Both sort keys in the index: the page stops at its last row, with no sort of equal dates.
create index jobs_feed_idx on jobs (company_id, workspace_id, published_at desc, id desc)
  where public.job_status_is_visible(status);
-- Visible jobs with a closing date, soonest first: the cron's sweep reads only those past
-- it, and the counts subtract the few it has not swept yet, from the index alone
-- (server/db/queries/visible-jobs.ts, closedByDate).
create index jobs_closing_idx on jobs (closes_at, company_id) include (workspace_id, contract_type, city, remote)
  where public.job_status_is_visible(status) and closes_at is not null;
-- Visible jobs without a description (has_visible_text), for the cron's line to their
-- company: a small index of what is missing, not a scan of every job each run.
create index jobs_undescribed_idx on jobs (company_id)
  where public.job_status_is_visible(status) and (description is null or not public.has_visible_text(description));
-- The workspace's list of offers (ADR 074): a company's offers, last changed first, 50 a
-- page by keyset, read in this index's order.
create index jobs_editor_list_idx on jobs (company_id, updated_at desc, id desc);
