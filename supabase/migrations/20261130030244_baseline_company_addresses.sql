-- The baseline (ADR 033, 049, 088), 3 of 19: where a company's pages are, and were. Its
-- slugs renamed away (ADR 037), its own hostnames (ADR 044) and their setup from the
-- workspace (ADR 072), and when a company was last removed (ADR 036): what the Worker
-- redirects by, and what its sitemap index is dated by.

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

-- The sitemap index's "last removal" moved to now (the trigger does it for a row deleted).
create function public.note_company_removal_now() returns void
  language sql security definer set search_path = public, pg_temp as $$
  insert into company_removals (singleton, removed_at) values (true, now())
  on conflict (singleton) do update set removed_at = excluded.removed_at
$$;

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

-- A new space's address: never one of the site's own paths (companies_slug_not_reserved),
-- and free among the companies of today and their old addresses (which keep redirecting,
-- ADR 037). The workspace's role sees only its own company (ADR 056), so the check across
-- companies is a function running as its owner that answers yes or no and nothing else.
create function public.workspace_slug_is_free(wanted text) returns boolean
  language sql stable security definer set search_path = public, pg_temp as $$
  select not exists (select from companies where slug = wanted)
    and not exists (select from company_slug_history where slug = wanted)
$$;

-- Custom domains set up from the workspace (ADR 072): an Enterprise owner adds a
-- hostname, Cloudflare for SaaS is asked to verify it and issue its certificate, and the
-- site is served there only once Cloudflare says it is active. `company_domains` stays what
-- it was: the hostnames served (ADR 044), read by the host step, the sitemaps, the search
-- engines' triggers. This table is the setup in progress beside it; a row becoming active
-- puts its hostname in company_domains, one leaving active or deleted takes it out, by the
-- triggers below, whatever writes the rows (the workspace's page, the cron).
create table custom_hostnames (
  -- The form company_domains checks, so that an active one can be served.
  hostname text primary key
    constraint custom_hostnames_hostname_form check (
      length(hostname) <= 253
      and hostname ~ '^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$'
    ),
  company_id uuid not null references companies (id) on delete cascade,
  -- Cloudflare's id of the custom hostname; null until its creation was answered (a request
  -- that died before that is found again by hostname).
  cloudflare_id text unique,
  status text not null default 'pending' constraint custom_hostnames_status check (status in ('pending', 'active', 'failed')),
  -- What Cloudflare says stands in the way (its verification and certificate errors), as it said it.
  reasons jsonb not null default '[]' constraint custom_hostnames_reasons check (jsonb_typeof(reasons) = 'array'),
  checked_at timestamptz,
  created_at timestamptz not null default now()
);

create index custom_hostnames_company_idx on custom_hostnames (company_id);
-- The cron's refresh: the pending ones checked longest ago first (custom_hostnames_to_check).
create index custom_hostnames_pending_idx on custom_hostnames (checked_at nulls first) where status = 'pending';

-- Enterprise only (and leaving Enterprise with a setup under way refused, as with a domain
-- served: remove it first), 5 hostnames per company at most (CUSTOM_HOSTNAMES_PER_COMPANY), and not
-- a hostname another company is served on (one the operator added to company_domains): the
-- workspace's role cannot see that one, so the database says so. Counted under the
-- company's row lock: two forms sent at once cannot both make the sixth.
create function public.custom_hostnames_admissible() returns trigger
  language plpgsql security definer set search_path = public, pg_temp
as $$
begin
  if tg_table_name = 'companies' then
    if exists (select 1 from custom_hostnames where company_id = new.id) then
      raise exception 'Company "%" has custom hostnames: remove them before leaving the Enterprise plan.', new.slug
        using errcode = 'check_violation', constraint = 'custom_hostnames_enterprise_only';
    end if;
    return new;
  end if;
  perform 1 from companies where id = new.company_id for update;
  if exists (select 1 from companies where id = new.company_id and plan <> 'enterprise') then
    raise exception 'Only Enterprise companies may have their own domain.'
      using errcode = 'check_violation', constraint = 'custom_hostnames_enterprise_only';
  elsif exists (select 1 from company_domains where hostname = new.hostname and company_id <> new.company_id) then
    raise exception 'Hostname "%" is another company''s.', new.hostname
      using errcode = 'unique_violation', constraint = 'custom_hostnames_pkey';
  elsif (select count(*) from custom_hostnames where company_id = new.company_id) >= 5 then
    raise exception 'A company sets up 5 hostnames at most.'
      using errcode = 'check_violation', constraint = 'custom_hostnames_per_company';
  end if;
  return new;
end
$$;

-- Served iff active: the hostname joins company_domains when Cloudflare calls it active and
-- leaves when it no longer is, or when the owner removes it (the search engines' triggers on
-- company_domains then tell of the move, both ways). Not primary: a company's first domain
-- is its host by age (company_public_host), and no two activations race on the primary index.
create function public.custom_hostnames_serve_active() returns trigger
  language plpgsql security definer set search_path = public, pg_temp
as $$
begin
  if tg_op <> 'INSERT' and old.status = 'active' and (tg_op = 'DELETE' or new.status <> 'active') then
    delete from company_domains where hostname = old.hostname and company_id = old.company_id;
  end if;
  if tg_op <> 'DELETE' and new.status = 'active' and (tg_op = 'INSERT' or old.status <> 'active') then
    insert into company_domains (hostname, company_id) values (new.hostname, new.company_id)
    on conflict (hostname) do nothing;
  end if;
  return null;
end
$$;

create trigger custom_hostnames_admissible
  before insert on custom_hostnames for each row execute function custom_hostnames_admissible();
create trigger custom_hostnames_serve_active
  after insert or update of status or delete on custom_hostnames for each row
  execute function custom_hostnames_serve_active();
create trigger companies_keep_enterprise_for_custom_hostnames before update of plan on companies
  for each row when (old.plan = 'enterprise' and new.plan <> 'enterprise')
  execute function custom_hostnames_admissible();
