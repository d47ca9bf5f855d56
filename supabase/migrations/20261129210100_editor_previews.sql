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

-- Company-owned, under the same policies as the other tables (ADR 056); the queries read a
-- member's own rows (server/features/editor/previews.ts). The Worker's role has no grant on
-- it: its policy is the one every company-owned table has.
alter table editor_previews enable row level security;
create policy editor_previews_worker on editor_previews to career_site_worker using (true) with check (true);
create policy editor_previews_workspace on editor_previews to career_site_workspace
  using (company_id = workspace_company_id()) with check (company_id = workspace_company_id());
grant select, insert, update (content, created_at), delete on editor_previews to career_site_workspace;
