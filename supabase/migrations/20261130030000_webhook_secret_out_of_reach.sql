-- The ATS webhook's secret is out of the workspace's reach (ADR 085). Owners still write it
-- (a new URL's first secret, a rotation: the update grant of *_workspace_settings.sql stays),
-- but the workspace's role no longer reads it: a bug in a page, a query that selects too much
-- or an injected statement in a workspace request cannot leak the key that proves a delivery
-- is the platform's. The Worker's role (the deliveries) still reads it to sign.

-- Column grants in place of the table-wide select: every column of companies but the secret.
-- (The table-level revoke also takes away any column grants, so all are granted again here.)
-- A column added to companies later is not readable by the workspace's role until a
-- migration grants it (tests/integration/webhook-secret-privileges.test.ts says which).
revoke select on companies from career_site_workspace;
do $$
declare
  readable text;
begin
  select string_agg(quote_ident(attname), ', ' order by attnum) into readable
  from pg_attribute
  where attrelid = 'public.companies'::regclass and attnum > 0 and not attisdropped
    and attname <> 'applications_webhook_secret';
  execute format('grant select (%s) on public.companies to career_site_workspace', readable);
end
$$;

-- The narrow path: whether the session's company has a secret, and the secret itself only
-- to the form that made it (the same form sent twice shows it on both answers, ADR 070),
-- only to an owner of the session's company. Called after the company's row is locked, in
-- a statement of its own, so that it sees what the form before it committed.
create function public.webhook_secret_of_form(form uuid)
  returns table (has_secret boolean, secret text)
  language sql stable security definer set search_path = public, pg_temp as $$
  select c.applications_webhook_secret is not null,
    case when r.form_key = form then c.applications_webhook_secret end
  from companies c
  left join webhook_secret_rotations r on r.company_id = c.id
  where c.id = workspace_company_id() and workspace_is_owner()
$$;

revoke all on function webhook_secret_of_form(uuid) from public;
grant execute on function webhook_secret_of_form(uuid) to career_site_workspace;
