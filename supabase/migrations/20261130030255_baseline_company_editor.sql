-- The baseline (ADR 033, 049, 088), 14 of 19: what the workspace's editors keep besides
-- companies and jobs themselves (whose versions are in *_baseline_job_dates_and_versions.sql):
-- the previews of forms not saved yet (ADR 074) and the company's uploaded images (ADR 081).

-- The editors' preview (ADR 074): the public page drawn with what a member typed
-- and has not saved. The form is kept here, one row per member and page previewed (the
-- company page, an offer, or an offer not saved yet), so that the preview is a plain link
-- of the workspace: reloaded, opened in the other language, it shows the same text. A
-- preview again replaces the row; a save of the same page deletes it.
create table editor_previews (
  company_id uuid not null references companies (id) on delete cascade,
  user_id    uuid not null references users (id) on delete cascade,
  -- 'company', a job's id, or 'new' (the offer being written).
  target     text not null check (target in ('company', 'new') or target ~ '^[0-9a-f-]{36}$'),
  -- The form as parsed by its schema (domain/job-form.ts, domain/company-form.ts), bounded by them.
  content    jsonb not null check (octet_length(content::text) <= 262144),
  created_at timestamptz not null default now(),
  primary key (company_id, user_id, target)
);

-- Companies' uploaded images (ADR 081): one row per upload kept, naming where its variants
-- are served (the largest one's path; the others follow from it, domain/company-images/paths.ts).
-- The bytes live in the media bucket under that path. A retried or concurrent upload of the
-- same file for the same place is the same row: the path is a hash of the company, the kind
-- and the bytes, and it is unique per company. The company's logo_url, cover_image_url and
-- photos point at these paths; the row lets an owner delete the upload and its objects.
create table company_images (
  id         uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  kind       text not null check (kind in ('logo', 'cover', 'photo')),
  path       text not null check (path ~ '^/media/(logo|cover|photo)/[0-9a-f]{32}/([0-9]+x[0-9]+\.webp|logo\.svg)$'),
  created_at timestamptz not null default now(),
  unique (company_id, path)
);
