-- The baseline (ADR 033, 049, 088), 18 of 19: who may do what, for the role the Worker
-- connects as (through Hyperdrive): it reads companies, jobs and their counters, writes
-- applications and their e-mails, webhook events, status events, job alerts, statistics and
-- what Stripe's verified events say, records deliveries, and can do nothing else (ADR 013).
-- Migrations keep running as the owner (postgres); the Worker never uses that role. The
-- workspace's role and row-level security come next, in *_baseline_workspace_access.sql.
--
-- No password here: production sets it out of band (docs/operations.md, "Deploy"); the
-- local tooling sets a local-only one (scripts/embedded-database.ts). Every query of
-- server/ must be covered by the grants below: a migration that adds a table or a column
-- the Worker reads or writes grants it too (tests/integration/worker-role.test.ts fails
-- otherwise). Row-level security gives this role every row of the tables it is on (one
-- permissive policy each), so the grants alone decide what it may do.

-- The two roles of the application: the Worker's (public pages, forms, crons) and the
-- workspace's (*_baseline_workspace_access.sql), each a login role of its own, reached
-- through a Hyperdrive binding of its own, neither able to become the other.
do $$
declare
  application_role text;
  existing pg_roles%rowtype;
begin
  foreach application_role in array array['career_site_worker', 'career_site_workspace'] loop
    select * into existing from pg_roles where rolname = application_role;
    if not found then
      execute format('create role %I with login nosuperuser nocreatedb nocreaterole noinherit noreplication nobypassrls',
        application_role);
    elsif existing.rolsuper or existing.rolcreatedb or existing.rolcreaterole or existing.rolreplication
        or existing.rolbypassrls
        or exists (select from pg_auth_members where member = existing.oid) then
      -- Created by hand with more power than this file grants: fix it by hand, knowingly.
      raise exception 'role % exists with attributes or memberships it must not have', application_role;
    elsif not existing.rolcanlogin then
      execute format('alter role %I with login', application_role);
    end if;
    -- Every query of the Worker and the workspace takes milliseconds. A slow one fails
    -- instead of holding the request and a Hyperdrive connection: the page shows its error
    -- state (outage) at 5 s.
    execute format('alter role %I set statement_timeout = ''5s''', application_role);
    -- Their transactions (an application and its e-mail, the outbox claim, a form's save)
    -- only wait for a round trip between statements. One left open by a Worker killed
    -- mid-request would hold row locks (a claimed e-mail, an application's idempotency key)
    -- until the connection dies: end the session after 10 s idle in a transaction instead.
    execute format('alter role %I set idle_in_transaction_session_timeout = ''10s''', application_role);
    -- Their locks are held for milliseconds, so waiting seconds for one means something else
    -- (a migration, a stuck session) holds it: give up at 2 s, with its own error (55P03),
    -- rather than spend the whole statement budget queued.
    execute format('alter role %I set lock_timeout = ''2s''', application_role);
    -- Start from nothing, whatever an earlier hand-made grant on the schema gave (the tables
    -- are this baseline's own, so nothing can have been granted on them yet). Then
    -- connecting and naming the tables. No CREATE on the schema: no DDL (PostgreSQL 15+, and
    -- Supabase, no longer give CREATE on public to everyone). USAGE on `extensions` is for
    -- the unaccent function and dictionary the job list's key calls; nothing else of that
    -- schema is granted.
    execute format('revoke all on schema public from %I', application_role);
    execute format('grant connect on database %I to %I', current_database(), application_role);
    execute format('grant usage on schema public, extensions to %I', application_role);
  end loop;
end
$$;

-- Pages, sitemaps, feeds, the job list's counters and the e-mails about a job: read only.
-- The counters, the old slugs (where a renamed company's URLs redirect), the last removal
-- and the status history are written by the database's triggers and functions, never by
-- the Worker; the domains by whoever manages them (Supabase's editor).
grant select on companies, jobs, company_job_stats, company_job_facets, company_job_facet_spellings,
  company_slug_history, company_removals, company_domains to career_site_worker;
-- Billing (ADR 060): the Worker creates the customer link, writes what Stripe's verified
-- events say, and reads both back; it never writes companies (the plan-following trigger
-- does). Events older than Stripe's retry window are deleted.
grant select, insert (company_id, stripe_customer_id) on company_billing to career_site_worker;
grant update (stripe_customer_id, subscription_id, subscription_status, status_at, grace_until, updated_at)
  on company_billing to career_site_worker;
grant select, insert (id, type, stripe_created_at) on stripe_events to career_site_worker;
grant delete on stripe_events to career_site_worker;
grant select, insert (id, company_id, number, status, amount_due, amount_paid, currency, hosted_invoice_url,
  invoice_pdf, issued_at, status_at) on billing_invoices to career_site_worker;
grant update (number, status, amount_due, amount_paid, currency, hosted_invoice_url, invoice_pdf, status_at)
  on billing_invoices to career_site_worker;

-- Applications (server/db/queries/applications.ts), inserted with the columns the form
-- provides; id, created_at and retain_until always come from their defaults. No UPDATE:
-- a stored application never changes; no DELETE: see the functions below.
grant insert (idempotency_key, job_id, company_id, first_name, last_name, email, phone_e164, cover_letter,
  cv_key, cv_file_name, cv_size_bytes, locale, consent_retention, consent_terms, cv_sha256, submission_sha256,
  risk_level, risk_signals)
  on applications to career_site_worker;
-- Read back only what the Worker needs, never a candidate's name, address, phone or
-- letter: id (RETURNING, purge), idempotency_key and submission_sha256 (a retried
-- submission), job_id and company_id (the withdrawal page, the companies without
-- delivery), cv_key, created_at and retain_until (the reconciliation and the purge),
-- locale (the language of the status e-mails: not a personal detail), status and
-- answered_at (the closing answers; not personal details either).
grant select (id, idempotency_key, job_id, company_id, cv_key, created_at, retain_until, submission_sha256, locale,
  status, answered_at)
  on applications to career_site_worker;
-- A withdrawn application's form key (ADR 040): the Worker only asks whether a key was
-- withdrawn; withdraw_application writes it.
grant select (idempotency_key) on withdrawn_application_keys to career_site_worker;
-- Status events (ADR 046): written and read back, never changed or deleted.
grant insert (application_id, company_id, status, occurred_at, source, event_id, message, applied)
  on application_status_events to career_site_worker;
grant select on application_status_events to career_site_worker;

-- The e-mail outbox (server/db/queries/email-outbox.ts, applications.ts): queued with the
-- columns the endpoints set; status, attempts and dates start from their defaults.
-- Delivery (server/services/email-delivery.ts) reads the due rows and their message and
-- records the delivery state, nothing else; the claim's FOR UPDATE SKIP LOCKED needs
-- UPDATE on a column of the table, and these ones suffice. An application's e-mails go
-- with it by the foreign key's cascade, which runs as the table owner: no DELETE here.
grant insert (kind, application_id, job_id, dedupe_key, to_address, subject, html_body, text_body, locale,
  headers, job_alert_id) on email_outbox to career_site_worker;
grant select (id, dedupe_key, status, attempts, next_attempt_at, to_address, subject, html_body, text_body,
  headers) on email_outbox to career_site_worker;
grant update (status, attempts, next_attempt_at, last_error, provider_id, sent_at)
  on email_outbox to career_site_worker;

-- Webhook events: queued with what they report, then delivered like the e-mails.
grant insert (company_id, application_id, event_type, payload) on webhook_deliveries to career_site_worker;
grant select (id, company_id, application_id, event_type, payload, status, attempts, next_attempt_at, created_at)
  on webhook_deliveries to career_site_worker;
grant update (status, attempts, next_attempt_at, last_status, last_error, delivered_at)
  on webhook_deliveries to career_site_worker;

-- Job alerts: the Worker subscribes, confirms, sends digests and deletes alerts
-- (unsubscription, expiry), and reads back nothing it did not need to.
grant insert (company_id, email, locale, q, contract, city, remote) on job_alerts to career_site_worker;
grant select (id, company_id, email, locale, q, contract, city, remote, consented_at, confirmed_at,
  confirmation_sent_at, next_digest_at, last_checked_at) on job_alerts to career_site_worker;
grant update (confirmed_at, confirmation_sent_at, next_digest_at, last_checked_at) on job_alerts to career_site_worker;
grant insert (alert_id, job_id) on job_alert_sent_jobs to career_site_worker;
grant select (alert_id, job_id, sent_at) on job_alert_sent_jobs to career_site_worker;
-- The removal of queued CV objects: read the keys, delete a row once its object is gone.
grant select (cv_key, queued_at) on cv_objects_to_delete to career_site_worker;

-- The recruiter's desk's cron (ADR 062, 063): it reads the offers whose applications are
-- due a closing answer and forgets an offer once answered, and reads the weeks reminded.
grant select, delete on closing_answers_due to career_site_worker;
grant select on applications_waiting_reminders to career_site_worker;
-- A deleted space's follow-ups (ADR 085): the Worker runs them and records their outcome.
grant select, update (attempts, next_attempt_at, last_error, done_at, cancelled_for_deletion)
  on space_deletion_followups to career_site_worker;

-- Search engine notifications (ADR 045): the Worker claims, sends, records and deletes the
-- finished ones; it never queues (the triggers do, as the owner). Google's daily quota is
-- booked under a row lock.
grant select (id, engine, job_id, company_slug, hostname, locale, action, priority, status, attempts,
  next_attempt_at, changed_at, created_at) on search_engine_notifications to career_site_worker;
grant update (status, attempts, next_attempt_at, last_status, last_error, sent_at)
  on search_engine_notifications to career_site_worker;
grant delete on job_alerts, job_alert_sent_jobs, cv_objects_to_delete, search_engine_notifications
  to career_site_worker;

-- Counters the Worker keeps itself, under their rows' locks: statistics (ADR 042: counts,
-- flushes, rolls up, reads a company's rows for its page; the day's salt and visitors are
-- deleted the next day), the cap on e-mails to strangers' addresses (ADR 039: taken by an
-- upsert of the count, past days deleted) and Google's quota.
grant select, insert, update, delete on stats_daily, stats_monthly, stats_visitors to career_site_worker;
grant select, insert, delete on stats_salts, stranger_email_counts to career_site_worker;
grant update (sent) on stranger_email_counts to career_site_worker;
grant select, insert, update (used) on search_engine_quota to career_site_worker;

-- Functions are executable by PUBLIC by default. Those that run with their owner's rights
-- are nobody's to call with made-up arguments: the counters' writers, the activity log's
-- and the other triggers' functions run only from their triggers, and the deletions, the
-- redaction, the sweeps, the e-mails to members and candidates and the risk counts only
-- for the Worker or the workspace (each granted below or in *_baseline_workspace_access.sql).
-- The rules every query and index uses (the job list's key, the visible-job rule, the
-- public names and blank texts) stay PUBLIC's; the Worker's grant keeps them callable
-- should PUBLIC's ever be revoked.
revoke all on function apply_company_job_stats(jsonb), apply_company_job_facets(jsonb),
  delete_expired_applications(uuid[]), redact_finished_emails(), withdraw_application(uuid), expire_closed_jobs(),
  note_company_removal(), keep_retired_company_slug(), refuse_live_slug_in_history(),
  queue_search_engine_notifications(jsonb), company_public_host(uuid), queue_company_move(uuid, text, text, text, text),
  queue_candidate_email(uuid, text, text, text, text), workspace_user_for_email(text, text), workspace_session(bytea),
  workspace_memberships(), workspace_invitation(bytea), keep_an_owner(), workspace_slug_is_free(text),
  companies_track_workspace_moves(), notify_search_engines_of_domains(), follow_billing_plan(),
  end_lapsed_billing_grace(), queue_owner_emails(uuid, text, text, jsonb), keep_application_status(),
  queue_closing_answers(), queue_company_closing_answers(uuid), queue_applications_waiting(uuid, date, jsonb),
  track_row_version(), workspace_is_owner(), delete_workspace_space(text), restore_workspace_space(),
  note_company_removal_now(), erase_deleted_space_applications(uuid, integer), erase_deleted_space(uuid),
  redeliver_webhook(uuid, uuid), custom_hostnames_admissible(), custom_hostnames_serve_active(),
  application_risk_counts(text, text, text, text), use_apply_challenge(text, timestamptz, uuid),
  skip_indexnow_of_removed_hosts(), is_disposable_email_domain(text), webhook_secret_of_form(uuid),
  queue_space_deletion_followups(), release_space_hostname(uuid, text), log_job_published(), log_settings_changed()
  from public;
grant execute on function immutable_unaccent(text), job_search_key(text), delete_expired_applications(uuid[]),
  redact_finished_emails(), withdraw_application(uuid), expire_closed_jobs(),
  queue_candidate_email(uuid, text, text, text, text), job_status_is_visible(text), job_is_visible(text, timestamptz),
  public_name_problem(text, integer), has_visible_text(text), end_lapsed_billing_grace(),
  queue_owner_emails(uuid, text, text, jsonb), queue_applications_waiting(uuid, date, jsonb),
  erase_deleted_space_applications(uuid, integer), erase_deleted_space(uuid),
  application_risk_counts(text, text, text, text), use_apply_challenge(text, timestamptz, uuid),
  is_disposable_email_domain(text), release_space_hostname(uuid, text)
  to career_site_worker;
