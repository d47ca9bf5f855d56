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

-- Company-owned, under the same policies as the other tables (ADR 056).
alter table company_images enable row level security;
create policy company_images_worker on company_images to career_site_worker using (true) with check (true);
create policy company_images_workspace on company_images to career_site_workspace
  using (company_id = workspace_company_id()) with check (company_id = workspace_company_id());
grant select, insert, delete on company_images to career_site_workspace;
