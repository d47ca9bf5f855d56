import { readdirSync, readFileSync } from 'node:fs'
import postgres from 'postgres'
import { afterEach, describe, expect, it } from 'vitest'
import { applySchemaAndSeed } from '../../scripts/embedded-database.ts'
import { createEmptyDatabase, withMigrationLock } from './own-database.ts'

/**
 * Local databases across the squash of the migrations into the baseline (ADR 033): a fresh
 * one runs the baseline; one that ran the squashed history (which built the same schema,
 * tests/tools/schema-matches-history.ts) gets the baseline recorded instead of run, and
 * keeps its rows; one that ran only part of that history is refused with what to do.
 */
const MIGRATIONS_DIR = new URL('../../supabase/migrations/', import.meta.url)
const MIGRATIONS = readdirSync(MIGRATIONS_DIR)
  .filter((file) => file.endsWith('.sql'))
  .sort()
/** The five files of the squash; the migrations after them run on every database. */
const BASELINE = MIGRATIONS.filter((file) => file.includes('_baseline_'))
/** The files the baseline replaced, as a local database recorded them. */
const SQUASHED_HISTORY = [
  ...['20261121000000_career_site', '20261121010000_saved_job_emails', '20261121020000_company_accent_color'],
  ...['20261122000000_worker_role', '20261122010000_no_public_api_access', '20261123000000_cv_integrity'],
  ...['20261123010000_worker_purge_functions', '20261123020000_job_search', '20261123030000_crawl_at_scale'],
  ...['20261123100000_company_delivery', '20261123102300_delivery_warnings', '20261123120000_company_video'],
  ...['20261123130000_job_alerts', '20261124000000_job_list_facets', '20261124200000_withdrawals'],
  '20261125000000_cv_link_renewal',
].map((version) => `${version}.sql`)
const DATABASE = 'career_squashed_history'

let owner: postgres.Sql | undefined
afterEach(async () => {
  await owner?.end()
  owner = undefined
})

async function openEmptyDatabase(): Promise<{ url: string; sql: postgres.Sql }> {
  const url = await createEmptyDatabase(DATABASE)
  owner = postgres(url, { max: 1, onnotice: () => {} })
  return { url, sql: owner }
}

/** applySchemaAndSeed while no other file migrates (own-database.ts). */
const migrate = (url: string) => withMigrationLock(() => applySchemaAndSeed(url))

/** What applySchemaAndSeed recorded, without the seed's entries. */
async function appliedMigrations(sql: postgres.Sql): Promise<string[]> {
  const rows = await sql<{ name: string }[]>`
    select name from embedded.applied_scripts where name not like 'seed.sql#%' order by name`
  return rows.map((row) => row.name)
}

/** A database as the squashed history left it: its schema, its rows, the old files recorded. */
async function migrateAsHistory(sql: postgres.Sql, history: readonly string[]): Promise<void> {
  await withMigrationLock(async () => {
    for (const file of BASELINE) await sql.unsafe(readFileSync(new URL(file, MIGRATIONS_DIR), 'utf8'))
  })
  await sql`create schema embedded`
  await sql`create table embedded.applied_scripts (name text primary key, applied_at timestamptz not null default now())`
  await sql`insert into embedded.applied_scripts ${sql(history.map((name) => ({ name })))}`
  await sql`insert into companies (id, slug, name, workspace_id)
    values ('c9000000-0000-4000-8000-000000000001', 'before-the-squash', 'Before', 'a9000000-0000-4000-8000-000000000001')`
}

describe('the baseline migrations on local databases', () => {
  it('runs the baseline on a fresh database, then the seed', async () => {
    const { url, sql } = await openEmptyDatabase()
    await migrate(url)
    expect(await appliedMigrations(sql)).toEqual(MIGRATIONS)
    const [kinds] = await sql<{ definition: string }[]>`
      select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'email_outbox_kind_check'`
    expect(kinds?.definition).toContain('recruiter_cv_link')
    const [companies] = await sql<{ count: number }[]>`select count(*)::int as count from companies`
    expect(companies?.count).toBe(4)
  })

  it('records the baseline as applied, without running it, where the squashed history ran', async () => {
    const { url, sql } = await openEmptyDatabase()
    await migrateAsHistory(sql, SQUASHED_HISTORY)
    // Running the baseline again would fail on its first `create table`.
    await migrate(url)
    expect(await appliedMigrations(sql)).toEqual([...SQUASHED_HISTORY, ...MIGRATIONS].sort())
    const kept = await sql`select slug from companies where slug = 'before-the-squash'`
    expect(kept).toHaveLength(1)
    // And the next start finds nothing left to do.
    await migrate(url)
    expect(await appliedMigrations(sql)).toEqual([...SQUASHED_HISTORY, ...MIGRATIONS].sort())
  })

  it('refuses a database that ran only part of the squashed history, saying what to do', async () => {
    const { url, sql } = await openEmptyDatabase()
    const partial = SQUASHED_HISTORY.slice(0, -1)
    await migrateAsHistory(sql, partial)
    await expect(migrate(url)).rejects.toThrow(/ADR 033.*lacks 20261125000000_cv_link_renewal\.sql.*Delete/s)
    expect(await appliedMigrations(sql)).toEqual(partial)
  })
})
