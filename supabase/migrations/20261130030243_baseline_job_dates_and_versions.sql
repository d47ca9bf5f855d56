-- The baseline (ADR 033, 049, 088), 2 of 19: the dates and versions the database keeps on
-- companies and jobs, whoever writes them (the workspace, the Worker's cron, Supabase's
-- editor, an import), and the sweep of jobs past their closing date.

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
  if new.published_at is null and public.job_status_is_visible(new.status) then
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

-- Two members editing one offer (or the company's page) at once (ADR 065): each form
-- carries the version it was read at, and a save applies only to that version (optimistic
-- concurrency). The version moves on every change of the row, whoever writes it (the
-- workspace, SQL, an ATS sync, the cron's expiry), so a save never overwrites a change its
-- author did not see. `updated_by` names the member whose request made the change, from
-- the transaction's `career_site.user_id` (set with `set local` by the workspace, as the
-- tenant is); null for any other writer.
create function public.track_row_version() returns trigger
  language plpgsql set search_path = pg_catalog, public as $$
declare
  -- Columns whose change is not an edit of what the editors show (TG_ARGV: per table).
  ignored constant text[] := array['version', 'updated_by', 'updated_at', 'page_changed_at'] || tg_argv;
begin
  if (to_jsonb(new) - ignored) is distinct from (to_jsonb(old) - ignored) then
    new.version := old.version + 1;
    new.updated_by := nullif(current_setting('career_site.user_id', true), '')::uuid;
  else
    -- Nothing the editors show changed: a writer may not move the version or its author by hand.
    new.version := old.version;
    new.updated_by := old.updated_by;
  end if;
  return new;
end
$$;

create trigger jobs_track_version before update on jobs
  for each row execute function track_row_version();
-- A company's plan, slug and where its applications go are not the page editor's: a
-- payment or an operator changing them does not refuse an owner's save of the page.
create trigger companies_track_version before update on companies
  for each row execute function track_row_version(
    'plan', 'slug', 'applications_email', 'applications_webhook_url', 'applications_webhook_secret',
    'notify_candidates');

-- The cron's sweep (server/scheduled.ts): jobs past their closing date become 'expired'
-- (an ended status: their page answers 410), so the counters' triggers count them out.
-- Owner's rights: the Worker's role may not update jobs, only run this one statement.
create function expire_closed_jobs() returns integer
  language sql security definer set search_path = public, pg_temp as $$
  with expired as (
    update jobs set status = 'expired'
    where public.job_status_is_visible(status) and closes_at <= now()
    returning 1
  )
  select count(*)::int from expired
$$;
