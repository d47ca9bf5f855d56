-- The baseline (ADR 033, 049), 2 of 8: where a company's pages are, and were. Its slugs
-- renamed away (ADR 037), its own hostnames (ADR 044), and when a company was last
-- removed (ADR 036): what the Worker redirects by, and what its sitemap index is dated by.

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

create trigger companies_keep_retired_slug after insert or update of slug on companies for each row
  execute function keep_retired_company_slug();

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

create trigger company_slug_history_not_live before insert or update on company_slug_history for each row
  execute function refuse_live_slug_in_history();

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

-- Custom domains (Enterprise's "multi-site"): a company's career site may answer
-- on hostnames of its own. The primary one is where the company's pages live (canonicals,
-- e-mails, sitemaps, feeds); its other hostnames and the platform's /{lang}/{slug}/ URLs
-- redirect there. An Enterprise group has one company row per site, each with its domain.
create table company_domains (
  -- As the Host header carries it once lower-cased, without a port or a trailing dot:
  -- labels of letters, digits and inner hyphens, at least two of them, 253 characters at most.
  hostname text primary key
    constraint company_domains_hostname_form check (
      length(hostname) <= 253
      and hostname ~ '^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$'
    ),
  company_id uuid not null references companies (id) on delete cascade,
  is_primary boolean not null default false,
  created_at timestamptz not null default now()
);

create index company_domains_company_idx on company_domains (company_id);
-- At most one primary hostname per company.
create unique index company_domains_one_primary on company_domains (company_id) where is_primary;

-- Only Enterprise companies have domains, whatever writes the rows: a domain of another
-- plan's company is refused, and so is moving a company with domains off Enterprise
-- (remove its domains first, so that its pages do not stay on a domain it no longer pays for).
create function company_domains_enterprise_only() returns trigger
  language plpgsql security definer set search_path = public, pg_temp
as $$
begin
  if tg_table_name = 'company_domains' then
    if exists (select 1 from companies where id = new.company_id and plan <> 'enterprise') then
      raise exception using
        errcode = 'check_violation',
        constraint = 'company_domains_enterprise_only',
        message = 'Only Enterprise companies may have their own domain. (Seules les entreprises Enterprise peuvent avoir leur propre domaine.)';
    end if;
  elsif new.plan <> 'enterprise' and exists (select 1 from company_domains where company_id = new.id) then
    raise exception using
      errcode = 'check_violation',
      constraint = 'company_domains_enterprise_only',
      message = format('Company "%s" has its own domains: remove them before leaving the Enterprise plan.', new.slug);
  end if;
  return new;
end
$$;

create trigger company_domains_enterprise_only before insert or update on company_domains
  for each row execute function company_domains_enterprise_only();
create trigger companies_keep_enterprise_for_domains before update of plan on companies
  for each row when (old.plan is distinct from new.plan) execute function company_domains_enterprise_only();

-- The host a company's pages are on: its primary hostname, else its oldest one, or null for
-- the platform (ADR 044, 045); the Worker resolves it the same way
-- (server/db/queries/company-domains.ts). The one place the database resolves it: the
-- search engines' triggers name the URLs by it (*_baseline_search_engines.sql).
create function public.company_public_host(company uuid) returns text
  language sql stable security definer set search_path = public, pg_temp as $$
  select hostname from company_domains where company_id = company
  order by is_primary desc, created_at, hostname
  limit 1
$$;
