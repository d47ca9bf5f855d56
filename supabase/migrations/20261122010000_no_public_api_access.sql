-- Supabase publishes the tables of the `public` schema through its REST API to the roles
-- `anon` and `authenticated` (anyone holding the project's anon key), and grants them
-- every privilege by default. Nothing of this product goes through that API: the Worker
-- reads and writes through Hyperdrive as career_site_worker. Take the privileges back so
-- applications (personal data) and the outbox cannot be read or written around the Worker.
-- On a plain PostgreSQL (local, tests) these roles do not exist and nothing happens.
do $$
declare
  api_role text;
begin
  foreach api_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = api_role) then
      execute format('revoke all on table companies, jobs, applications, email_outbox from %I', api_role);
    end if;
  end loop;
end
$$;
