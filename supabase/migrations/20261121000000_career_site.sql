-- Career site schema: companies and their jobs (spec section 3), applications and the
-- e-mail outbox (design.md section 2, decision 4).

create extension if not exists pgcrypto;

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
  updated_at          timestamptz not null default now()
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
  check (salary_max is null or salary_min is null or salary_max >= salary_min)
);

-- Section 7: "list active jobs" filters on workspace, company and status, newest first.
create index jobs_company_active_idx
  on jobs (company_id, workspace_id, created_at desc)
  where status in ('published', 'open', 'active');
-- Job count and sitemaps read all of a company's jobs by workspace.
create index jobs_workspace_idx on jobs (workspace_id);

-- One row per application. The CV itself is an R2 object whose key is cv_key.
create table applications (
  id                uuid primary key default gen_random_uuid(),
  -- Client-generated key: a retried or double-submitted form maps to the same row.
  idempotency_key   uuid not null unique,
  job_id            uuid not null references jobs (id) on delete restrict,
  company_id        uuid not null references companies (id) on delete restrict,
  first_name        text not null check (length(first_name) between 1 and 200),
  last_name         text not null check (length(last_name) between 1 and 200),
  email             text not null check (length(email) between 3 and 320),
  phone_e164        text not null check (phone_e164 ~ '^\+[1-9][0-9]{1,14}$'),
  cover_letter      text not null check (length(cover_letter) between 1 and 20000),
  cv_key            text not null unique,
  cv_file_name      text not null,
  cv_size_bytes     integer not null check (cv_size_bytes > 0),
  locale            text not null check (locale in ('fr', 'en')),
  consent_retention boolean not null check (consent_retention),
  consent_terms     boolean not null check (consent_terms),
  created_at        timestamptz not null default now(),
  -- Consent covers two years (spec section 9); the cron purge deletes after this.
  retain_until      timestamptz not null default (now() + interval '2 years')
);
create index applications_retain_until_idx on applications (retain_until);
create index applications_job_idx on applications (job_id);

-- Transactional outbox: written in the same transaction as what caused the e-mail,
-- delivered later (after the response and by the cron trigger) until sent.
create table email_outbox (
  id               uuid primary key default gen_random_uuid(),
  application_id   uuid references applications (id) on delete cascade,
  kind             text not null check (kind in ('application_confirmation', 'saved_job')),
  -- Idempotency for save-by-email and a stable reference for the provider.
  dedupe_key       text not null unique,
  to_address       text not null,
  subject          text not null,
  html_body        text not null,
  text_body        text not null,
  status           text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts         integer not null default 0,
  next_attempt_at  timestamptz not null default now(),
  last_error       text,
  provider_id      text,
  created_at       timestamptz not null default now(),
  sent_at          timestamptz
);
create index email_outbox_due_idx on email_outbox (next_attempt_at) where status = 'pending';
