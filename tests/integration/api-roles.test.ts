import postgres from 'postgres'
import { afterAll, expect, it } from 'vitest'
import { applySchemaAndSeed } from '../../scripts/embedded-database.ts'
import { createEmptyDatabase, withMigrationLock } from './own-database.ts'

/**
 * Supabase's REST API roles get every privilege on new tables and functions by default.
 * The migrations take it back (baseline access, then the defaults themselves in
 * 20261126090000_no_api_access_by_default.sql), so that no table, however late its
 * migration, is readable around the Worker. Here the database is set up as Supabase's is
 * before the migrations run: the roles exist and the defaults grant them everything.
 */
const DATABASE = 'career_api_roles'
let owner: postgres.Sql | undefined
afterAll(async () => {
  await owner?.end()
})

it('leaves anon and authenticated no privilege on any table, sequence or function of public', async () => {
  const url = await createEmptyDatabase(DATABASE)
  owner = postgres(url, { max: 1, onnotice: () => {} })
  for (const role of ['anon', 'authenticated']) {
    // Roles belong to the whole server: created once, kept for the next run.
    await owner.unsafe(`do $$ begin create role ${role} nologin; exception when duplicate_object then null; end $$`)
    await owner.unsafe(`alter default privileges in schema public grant all on tables to ${role}`)
    await owner.unsafe(`alter default privileges in schema public grant all on sequences to ${role}`)
    await owner.unsafe(`alter default privileges in schema public grant all on functions to ${role}`)
  }
  await withMigrationLock(() => applySchemaAndSeed(url))

  const granted = await owner<{ role: string; object: string }[]>`
    select r.rolname as role, c.relname as object
    from pg_class c join pg_namespace n on n.oid = c.relnamespace, pg_roles r
    where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'S', 'p')
      and r.rolname in ('anon', 'authenticated')
      and (has_table_privilege(r.oid, c.oid, 'select, insert, update, delete')
        or (c.relkind = 'S' and has_sequence_privilege(r.oid, c.oid, 'usage, select, update')))
    union all
    select r.rolname, p.proname
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace, pg_roles r
    where n.nspname = 'public' and r.rolname in ('anon', 'authenticated')
      and exists (select from aclexplode(p.proacl) a where a.grantee = r.oid)`
  expect(granted).toEqual([])
  // The check sees the migrations' late tables (it would list them without the defaults' revoke).
  const [late] = await owner<
    { count: number }[]
  >`select count(*)::int as count from pg_class where relname = 'stats_daily'`
  expect(late?.count).toBe(1)
})
