-- Company slugs that were renamed away (ADR 037): every URL under an old slug (pages,
-- feeds, sitemap files) answers 301 to the same URL under the company's slug of today.
-- The database keeps them itself, whatever renames a company (Supabase's editor, a script,
-- an import): the trigger below, not the writer.
--
-- One slug, one company at a time: a live company's slug is never in the history, and a
-- slug is in the history once at most. A company that takes a slug (created with it, or
-- renamed to it) wins over the history: the old URLs are then its own, and the company that
-- left that slug behind loses those redirects. Its feed GUIDs do not depend on the slug
-- (server/routes/feeds.ts), so its feed readers lose nothing.
create table company_slug_history (
  slug        text primary key check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  company_id  uuid not null references companies (id) on delete cascade,
  retired_at  timestamptz not null default now()
);
-- A company's old slugs, when it is deleted (the cascade) or renamed again.
create index company_slug_history_company_idx on company_slug_history (company_id);

-- After the statement's rows are written (an AFTER ROW trigger fires once the whole
-- statement has run), so `old.slug` is checked against every company the statement left:
-- a slug another row of the same statement took is live, not history.
create function public.keep_retired_company_slug() returns trigger
  language plpgsql security definer set search_path = public, pg_temp as $$
begin
  delete from company_slug_history where slug = new.slug;
  if tg_op = 'UPDATE' and new.slug is distinct from old.slug
     and not exists (select from companies where slug = old.slug) then
    insert into company_slug_history (slug, company_id) values (old.slug, new.id)
    on conflict (slug) do update set company_id = excluded.company_id, retired_at = excluded.retired_at;
  end if;
  return null;
end
$$;

create trigger companies_keep_retired_slug after insert or update of slug on companies
  for each row execute function keep_retired_company_slug();

-- Whoever writes the history by hand keeps the rule too: never a live company's slug.
create function public.refuse_live_slug_in_history() returns trigger
  language plpgsql security definer set search_path = public, pg_temp as $$
begin
  if exists (select from companies where slug = new.slug) then
    raise exception 'slug % belongs to a company: it cannot be an old slug', new.slug
      using errcode = 'unique_violation';
  end if;
  return new;
end
$$;

create trigger company_slug_history_not_live before insert or update on company_slug_history
  for each row execute function refuse_live_slug_in_history();

-- The Worker reads where an old slug went; it never writes it.
grant select on company_slug_history to career_site_worker;
revoke all on function public.keep_retired_company_slug() from public;
revoke all on function public.refuse_live_slug_in_history() from public;
-- Supabase's API roles get nothing of it: 20261126090000_no_api_access_by_default.sql.
