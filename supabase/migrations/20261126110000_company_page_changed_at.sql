-- When a company's public face last changed: its name, logo, description, colours or any
-- other column its pages and its jobs' pages show (ADR 036). A job's sitemap lastmod, the
-- company's files and feeds, and the pages' Last-Modified take it into account; updated_at
-- also moves for edits nobody sees (where applications go, the webhook secret), which
-- would otherwise tell crawlers that a million pages changed.
alter table companies add column page_changed_at timestamptz not null default now();

-- Until now the last edit of any kind: a superset of the page's changes, never too early.
alter table companies disable trigger companies_stamp_updated_at;
update companies set page_changed_at = updated_at;
alter table companies enable trigger companies_stamp_updated_at;

-- Every column counts as shown but those listed: a column added later is a page change
-- until someone says otherwise. A writer that sets page_changed_at itself keeps its value.
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

create trigger companies_stamp_page_changed_at before update on companies
  for each row when (old.* is distinct from new.*) execute function stamp_page_changed_at();

-- When a company was last removed: the sitemap index stops listing its files, which no
-- remaining row's date says. A stored index is served only when not older than the last
-- change it would list (ADR 036): the newest company edit, job change, or removal.
create table company_removals (
  singleton  boolean primary key default true check (singleton),
  removed_at timestamptz not null
);

create function note_company_removal() returns trigger
  language plpgsql security definer set search_path = public, pg_temp as $$
begin
  insert into company_removals (singleton, removed_at) values (true, now())
  on conflict (singleton) do update set removed_at = excluded.removed_at;
  return null;
end
$$;

create trigger companies_note_removal after delete or truncate on companies
  for each statement execute function note_company_removal();

revoke all on function note_company_removal() from public;
grant select on company_removals to career_site_worker;

-- Supabase's API roles get nothing of it: 20261126090000_no_api_access_by_default.sql.
