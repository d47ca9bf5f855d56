-- Supabase grants its REST API roles `anon` and `authenticated` every privilege on each
-- new table and function by default (default privileges of the migrations' role). The
-- baseline took back what existed then (20261125000000_baseline_access.sql); this takes
-- the defaults back, so that a table or function created by any later migration is not
-- readable or callable around the Worker either, without a revoke block in each file.
-- On a plain PostgreSQL (local, tests) these roles do not exist and nothing happens.
do $$
declare
  api_role text;
begin
  foreach api_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = api_role) then
      execute format('alter default privileges in schema public revoke all on tables from %I', api_role);
      execute format('alter default privileges in schema public revoke all on sequences from %I', api_role);
      execute format('alter default privileges in schema public revoke all on functions from %I', api_role);
    end if;
  end loop;
end
$$;
