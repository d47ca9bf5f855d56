-- The role the Worker connects as (through Hyperdrive): it reads companies and jobs,
-- writes applications and their e-mails, records e-mail delivery and purges expired
-- applications, and can do nothing else (ADR 013). Migrations keep running as the owner
-- (postgres); the Worker never uses that role.
--
-- No password here: production sets it out of band (README, "Deploy"); the local tooling
-- sets a local-only one (scripts/embedded-database.ts). Every query of server/ must be
-- covered by the grants below: a migration that adds a table or a column the Worker
-- reads or writes grants it too (tests/integration/worker-role.test.ts fails otherwise).
-- Row level security is off on these tables (as in the first migration), so the grants
-- alone decide; enabling it later would need policies for this role.

do $$
declare
  existing pg_roles%rowtype;
begin
  select * into existing from pg_roles where rolname = 'career_site_worker';
  if not found then
    create role career_site_worker with login nosuperuser nocreatedb nocreaterole noinherit
      noreplication nobypassrls;
  elsif existing.rolsuper or existing.rolcreatedb or existing.rolcreaterole or existing.rolreplication
      or existing.rolbypassrls
      or exists (select from pg_auth_members where member = existing.oid) then
    -- Created by hand with more power than this file grants: fix it by hand, knowingly.
    raise exception 'role career_site_worker exists with attributes or memberships it must not have';
  elsif not existing.rolcanlogin then
    alter role career_site_worker with login;
  end if;
end
$$;

-- Start from nothing, whatever an earlier hand-made grant gave.
revoke all on all tables in schema public from career_site_worker;
revoke all on all sequences in schema public from career_site_worker;
revoke all on schema public from career_site_worker;

-- Connecting and naming the tables. No CREATE on the schema: no DDL (PostgreSQL 15+, and
-- Supabase, no longer give CREATE on public to everyone).
do $$
begin
  execute format('grant connect on database %I to career_site_worker', current_database());
end
$$;
grant usage on schema public to career_site_worker;

-- Pages, sitemaps, feeds and the e-mails about a job: read only.
grant select on companies, jobs to career_site_worker;

-- Applications (server/db/queries/applications.ts). Inserted with the columns the form
-- provides; id, created_at and retain_until always come from their defaults.
grant insert (idempotency_key, job_id, company_id, first_name, last_name, email, phone_e164, cover_letter,
  cv_key, cv_file_name, cv_size_bytes, locale, consent_retention, consent_terms)
  on applications to career_site_worker;
-- Read back only what the Worker needs: id (RETURNING, purge), idempotency_key (retried
-- submissions, ON CONFLICT), cv_key and retain_until (retention purge). Never a
-- candidate's name, address, phone or letter.
grant select (id, idempotency_key, cv_key, retain_until) on applications to career_site_worker;
-- The retention purge (server/services/email-delivery.ts). Their e-mails go with them by
-- the foreign key's cascade, which runs as the table owner: no DELETE on email_outbox.
grant delete on applications to career_site_worker;
-- No UPDATE: a stored application never changes.

-- The e-mail outbox (server/db/queries/email-outbox.ts, applications.ts): queued with
-- the columns the endpoints set; status, attempts and dates start from their defaults.
grant insert (kind, application_id, job_id, dedupe_key, to_address, subject, html_body, text_body, locale)
  on email_outbox to career_site_worker;
-- Delivery (server/services/email-delivery.ts) reads the due rows and their message...
grant select (id, dedupe_key, status, attempts, next_attempt_at, to_address, subject, html_body, text_body)
  on email_outbox to career_site_worker;
-- ...and records the delivery state, nothing else. The claim's FOR UPDATE SKIP LOCKED
-- needs UPDATE on a column of the table; these ones suffice.
grant update (status, attempts, next_attempt_at, last_error, provider_id, sent_at)
  on email_outbox to career_site_worker;

-- Every query of the Worker takes milliseconds. A slow one fails instead of holding the
-- request and a Hyperdrive connection: the page shows its error state (outage) at 5 s.
alter role career_site_worker set statement_timeout = '5s';
-- The Worker's transactions (an application and its e-mail, the outbox claim) only wait
-- for a round trip between statements. One left open by a Worker killed mid-request
-- would hold row locks (a claimed e-mail, an application's idempotency key) until the
-- connection dies: end the session after 10 s idle in a transaction instead.
alter role career_site_worker set idle_in_transaction_session_timeout = '10s';
-- Its locks are held for milliseconds, so waiting seconds for one means something else
-- (a migration, a stuck session) holds it: give up at 2 s, with its own error (55P03),
-- rather than spend the whole statement budget queued.
alter role career_site_worker set lock_timeout = '2s';
