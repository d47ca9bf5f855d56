-- Custom domains (issue 29, Enterprise's "multi-site"): a company's career site may answer
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

grant select on company_domains to career_site_worker;
