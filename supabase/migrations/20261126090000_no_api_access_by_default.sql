-- Supabase grants its REST API roles `anon` and `authenticated` every privilege on each
-- new table and function by default (default privileges of the migrations' role). The
-- baseline took back what existed then (20261125000000_baseline_access.sql); this takes
-- the defaults back, so that a table or function created by any later migration is not
-- readable or callable around the Worker either, without a revoke block in each file.
-- On a plain PostgreSQL (local, tests) these roles do not exist and nothing happens.
do $$
begin
  -- Both come with Supabase; neither exists on a plain PostgreSQL.
  if (select count(*) from pg_roles where rolname in ('anon', 'authenticated')) = 2 then
    alter default privileges in schema public revoke all on tables from anon, authenticated;
    alter default privileges in schema public revoke all on sequences from anon, authenticated;
    alter default privileges in schema public revoke all on functions from anon, authenticated;
  end if;
end
$$;
