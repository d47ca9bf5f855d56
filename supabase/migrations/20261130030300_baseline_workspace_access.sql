-- The baseline (ADR 033, 049, 088), 19 of 19: the workspace's database role and row-level
-- security (ADR 056): whatever a signed-in member reads or writes runs as
-- `career_site_workspace`, whose policies restrict every company-owned table to the
-- session's company (workspace_company_id(), *_baseline_workspace_accounts.sql). A query
-- that forgets its `where company_id = …` still reaches nothing of another company.
--
-- It is a login role of its own, reached through a Hyperdrive binding of its own
-- (WORKSPACE_HYPERDRIVE): career_site_worker, which serves the public pages, cannot become
-- it (that role has no memberships), and the workspace's requests never run as the public
-- role. Like it, no password here; it is created with the Worker's (*_baseline_access.sql).
-- Last, Supabase's API roles get nothing.


-- What the workspace may do, table by table; the policies below say which rows. Reading
-- the public pages' tables for its own company (jobs, statistics) is the recruiter's desk.
-- Companies: every column but the webhook's secret is readable (ADR 085: owners write the
-- secret, only webhook_secret_of_form shows it, to the form that made it); a column added
-- to companies later is not readable until a migration grants it
-- (tests/integration/webhook-secret-privileges.test.ts says which). The editors, the
-- settings page and the closing answers write the columns they show.
grant insert on companies to career_site_workspace;
grant select (id, slug, name, logo_url, workspace_id, description, "values", vision, key_figures, tech_stack, offices,
  social_links, recruitment_process, website, industry, size_range, headquarters, location, cover_image_url,
  baseline, founded_year, average_age, turnover, turnover_rate, companies_phone, seo_pages, photos, created_at,
  updated_at, accent_color, applications_email, applications_webhook_url, video_url, page_changed_at, plan,
  notify_candidates, closing_answer_delay_days, closing_answer_fr, closing_answer_en, version, updated_by,
  deleted_at)
  on companies to career_site_workspace;
grant update (name, description, baseline, "values", vision, website, industry, size_range, headquarters, location,
  logo_url, cover_image_url, companies_phone, accent_color, applications_email, notify_candidates, video_url,
  closing_answer_delay_days, closing_answer_fr, closing_answer_en, key_figures, tech_stack, offices, social_links,
  recruitment_process, founded_year, average_age, turnover, turnover_rate, seo_pages, photos,
  applications_webhook_url, applications_webhook_secret)
  on companies to career_site_workspace;
grant select, insert, update, delete on jobs to career_site_workspace;
-- The inbox, an application's page and the CSV: the candidate's details, the current status
-- and first answer, the risk level and its signals.
grant select (id, job_id, company_id, first_name, last_name, email, phone_e164, cover_letter, cv_key, cv_file_name,
  cv_size_bytes, locale, created_at, retain_until, status, answered_at, consent_retention, consent_terms, risk_level,
  risk_signals) on applications to career_site_workspace;
grant select, insert on application_status_events to career_site_workspace;
grant select on stats_daily, stats_monthly, company_domains, company_job_stats, company_slug_history
  to career_site_workspace;
grant select, insert, update (role), delete on company_members to career_site_workspace;
grant select, insert, update (role, token_hash, invited_by, locale, created_at, expires_at, revoked_at, accepted_at)
  on invitations to career_site_workspace;
grant select, insert on workspace_activity to career_site_workspace;
grant select (id, email, locale, created_at) on users to career_site_workspace;
grant update (locale) on users to career_site_workspace;
-- The accounts layer's own tables, keyed by secrets (a token's hash, a credential id) or by
-- the person: no company's data in them (server/features/accounts/).
grant select, insert, update (company_id, last_seen_at, expires_at, revoked_at) on sessions to career_site_workspace;
grant select, insert, update (used_at), delete on sign_in_links to career_site_workspace;
grant select, insert, update (counter, last_used_at), delete on passkeys to career_site_workspace;
grant select, insert, delete on webauthn_challenges to career_site_workspace;
-- The per-address cap on e-mails to strangers (ADR 039) counts sign-in and invitation e-mails
-- too; they are queued in the outbox, which the Worker's cron delivers.
grant select, insert, delete on stranger_email_counts to career_site_workspace;
grant update (sent) on stranger_email_counts to career_site_workspace;
grant insert (kind, dedupe_key, to_address, subject, html_body, text_body, locale) on email_outbox
  to career_site_workspace;
grant select (id, dedupe_key) on email_outbox to career_site_workspace;
-- The desk's notes; its status changes through the machinery of ADR 046 (the candidate's
-- e-mail, whose address the function copies, and the company's webhook event); an erasure
-- on the candidate's request, as the withdrawal does (ADR 025: the function deletes and
-- queues the CV object, the recruiters' notice names the job, the queue row goes once the
-- object is deleted).
grant select, insert (application_id, company_id, author_id, body, form_key) on application_notes
  to career_site_workspace;
grant select (id, company_id, application_id, event_type, status, attempts, last_status, created_at, delivered_at,
  last_duration_ms, last_error, next_attempt_at, redelivered_at),
  insert (company_id, application_id, event_type, payload) on webhook_deliveries to career_site_workspace;
-- The Worker's deliveries record how long each attempt took (server/features/deliveries/).
grant update (last_duration_ms) on webhook_deliveries to career_site_worker;
grant insert (job_id) on email_outbox to career_site_workspace;
grant select (cv_key), delete on cv_objects_to_delete to career_site_workspace;
-- The billing page reads its company's billing state and invoices (ADR 061); only Stripe's
-- signed events write them.
grant select on company_billing, billing_invoices to career_site_workspace;
-- The settings page's webhook secret rotations, the editors' previews and images, a
-- deleted space's follow-ups (shown to its owners).
grant select, insert, update (form_key, rotated_at) on webhook_secret_rotations to career_site_workspace;
grant select, insert, update (content, created_at), delete on editor_previews to career_site_workspace;
grant select, insert, delete on company_images to career_site_workspace;
grant select on space_deletion_followups to career_site_workspace;
-- Custom hostnames (ADR 072): the owners' page adds, refreshes and removes its company's
-- rows; the Worker's cron refreshes the pending ones of every company.
grant select, insert (hostname, company_id), update (cloudflare_id, status, reasons, checked_at), delete
  on custom_hostnames to career_site_workspace, career_site_worker;

grant execute on function workspace_user_for_email(text, text), workspace_session(bytea), workspace_memberships(),
  workspace_invitation(bytea), workspace_slug_is_free(text), queue_candidate_email(uuid, text, text, text, text),
  withdraw_application(uuid), delete_workspace_space(text), restore_workspace_space(), redeliver_webhook(uuid, uuid),
  webhook_secret_of_form(uuid)
  to career_site_workspace;

-- Row-level security on every company-owned table, and on people. The Worker's role keeps
-- what its grants give it on every row (its public pages, forms and crons are no tenant's):
-- one permissive policy each. The tables' owner (migrations, security definer functions,
-- the database's triggers) is not subject to RLS (no FORCE). The bot signals' tables and
-- the throwaway domains have no policy: only their functions reach them.
do $$
declare
  owned text;
begin
  foreach owned in array array[
    'companies', 'jobs', 'applications', 'application_status_events', 'stats_daily', 'stats_monthly',
    'company_domains', 'company_members', 'invitations', 'workspace_activity', 'users', 'company_billing',
    'billing_invoices', 'application_notes', 'webhook_deliveries', 'webhook_secret_rotations', 'custom_hostnames',
    'editor_previews', 'company_images', 'space_deletion_followups'
  ] loop
    execute format('alter table %I enable row level security', owned);
    execute format(
      'create policy %I on %I to career_site_worker using (true) with check (true)', owned || '_worker', owned);
  end loop;
  foreach owned in array array['recent_apply_clients', 'used_apply_challenges', 'disposable_email_domains'] loop
    execute format('alter table %I enable row level security', owned);
  end loop;
  -- The session's company only, read and written.
  foreach owned in array array[
    'jobs', 'application_status_events', 'company_members', 'invitations', 'workspace_activity', 'application_notes',
    'webhook_deliveries', 'webhook_secret_rotations', 'custom_hostnames', 'editor_previews', 'company_images',
    'space_deletion_followups'
  ] loop
    execute format(
      'create policy %I on %I to career_site_workspace using (company_id = workspace_company_id())
        with check (company_id = workspace_company_id())', owned || '_workspace', owned);
  end loop;
  -- The session's company only, read (the workspace writes none of these).
  foreach owned in array array[
    'applications', 'stats_daily', 'stats_monthly', 'company_domains', 'company_billing', 'billing_invoices'
  ] loop
    execute format(
      'create policy %I on %I to career_site_workspace using (company_id = workspace_company_id())',
      owned || '_workspace', owned);
  end loop;
end
$$;

-- A new company is inserted under its own id set first (server/features/accounts/spaces.ts),
-- so the check holds for it too.
create policy companies_workspace on companies to career_site_workspace
  using (id = workspace_company_id()) with check (id = workspace_company_id());
-- People: oneself, and the members of the session's company.
create policy users_workspace on users to career_site_workspace using (
  id = workspace_user_id()
  or exists (select from company_members m where m.user_id = users.id and m.company_id = workspace_company_id())
) with check (id = workspace_user_id());

-- Supabase publishes the tables of the `public` schema through its REST API to the roles
-- `anon` and `authenticated` (anyone holding the project's anon key), and grants them
-- every privilege on new tables and functions by default (PostgREST would publish the
-- functions as RPC endpoints). Nothing of this product goes through that API: the Worker
-- reads and writes through Hyperdrive as career_site_worker. Take everything back, so
-- applications and addresses (personal data) cannot be read or written around the Worker,
-- and take the defaults back too, so that a table or function created by any later
-- migration is not readable or callable around the Worker either, without a revoke block
-- in each file. On a plain PostgreSQL (local, tests) these roles do not exist and nothing
-- happens.
do $$
declare
  api_role text;
begin
  foreach api_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = api_role) then
      execute format('revoke all on all tables in schema public from %I', api_role);
      execute format('revoke all on all sequences in schema public from %I', api_role);
      execute format('revoke all on all functions in schema public from %I', api_role);
      execute format('alter default privileges in schema public revoke all on tables from %I', api_role);
      execute format('alter default privileges in schema public revoke all on sequences from %I', api_role);
      execute format('alter default privileges in schema public revoke all on functions from %I', api_role);
    end if;
  end loop;
end
$$;
