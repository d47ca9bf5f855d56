import { readdirSync, readFileSync } from 'node:fs'
import postgres from 'postgres'
import { afterEach, describe, expect, it } from 'vitest'
import { applySchemaAndSeed } from '../../scripts/embedded-database.ts'
import { createEmptyDatabase, oneMigrationAtATime } from './own-database.ts'

/**
 * Local databases across the squashes of the migrations into the baseline (ADR 033, ADR
 * 049, then ADR 088): a fresh one runs the baseline; one that ran the whole squashed
 * history (which built the same schema, tests/tools/schema-matches-history.ts), through
 * any of the earlier baselines, gets the baseline recorded instead of run, and keeps its
 * rows; one that ran only part of that history is refused with what to do.
 */
const MIGRATIONS_DIR = new URL('../../supabase/migrations/', import.meta.url)
const MIGRATIONS = readdirSync(MIGRATIONS_DIR)
  .filter((file) => file.endsWith('.sql'))
  .sort()
/** The files of the squash; the migrations after them run on every database. */
const BASELINE = MIGRATIONS.filter((file) => file.slice(0, 14) <= '20261130030300')
/** The files each squash took away (ADR 033, 049, 088), as local databases recorded them. */
const SQUASHED = JSON.parse(readFileSync(new URL('squashed-histories.json', import.meta.url), 'utf8')) as Record<
  'beforeFirstSquash' | 'beforeSecondSquash' | 'secondBaseline' | 'afterSecondBaseline',
  string[]
>
const sqlFiles = (versions: string[]) => versions.map((version) => `${version}.sql`)
/** What ADR 033 squashed. */
const HISTORY_BEFORE_FIRST_SQUASH = sqlFiles(SQUASHED.beforeFirstSquash)
/** What ADR 049 squashed: ADR 033's baseline, then the migrations written after it. */
const HISTORY_BEFORE_SECOND_SQUASH = sqlFiles(SQUASHED.beforeSecondSquash)
/** ADR 033's baseline, as a database started between the first and the second squash recorded it. */
const FIRST_BASELINE = HISTORY_BEFORE_SECOND_SQUASH.slice(0, 5)
/** ADR 049's baseline. */
const SECOND_BASELINE = sqlFiles(SQUASHED.secondBaseline)
/** What ADR 088 squashed after ADR 049's baseline. */
const MIGRATIONS_AFTER_SECOND_BASELINE = sqlFiles(SQUASHED.afterSecondBaseline)
/** What ADR 088 squashed: ADR 049's baseline, then the migrations written after it. */
const HISTORY_BEFORE_THIRD_SQUASH = [...SECOND_BASELINE, ...MIGRATIONS_AFTER_SECOND_BASELINE]
const DATABASE = 'career_squashed_history'

let owner: postgres.Sql | undefined
afterEach(async () => {
  await owner?.end()
  owner = undefined
})

let databasesMade = 0

/** A database of each test's own: a test cut short by its timeout cannot reach the next one's. */
async function openEmptyDatabase(): Promise<{ url: string; sql: postgres.Sql }> {
  databasesMade += 1
  const url = await createEmptyDatabase(`${DATABASE}_${databasesMade}`)
  owner = postgres(url, { max: 1, onnotice: () => {} })
  return { url, sql: owner }
}

/** What applySchemaAndSeed recorded, without the seed's entries. */
async function appliedMigrations(sql: postgres.Sql): Promise<string[]> {
  const rows = await sql<{ name: string }[]>`
    select name from embedded.applied_scripts where name not like 'seed.sql#%' order by name`
  return rows.map((row) => row.name)
}

/** A database as a squashed history left it: its schema, its rows, the old files recorded. */
async function migrateAsHistory(sql: postgres.Sql, history: readonly string[]): Promise<void> {
  await oneMigrationAtATime(async () => {
    for (const file of BASELINE) await sql.unsafe(readFileSync(new URL(file, MIGRATIONS_DIR), 'utf8'))
  })
  await recordAsApplied(sql, history)
  await sql`insert into companies (id, slug, name, workspace_id)
    values ('c9000000-0000-4000-8000-000000000001', 'before-the-squash', 'Before', 'a9000000-0000-4000-8000-000000000001')`
}

/** The old files recorded, as applySchemaAndSeed records them (no schema: a refusal comes first). */
async function recordAsApplied(sql: postgres.Sql, history: readonly string[]): Promise<void> {
  await sql`create schema embedded`
  await sql`create table embedded.applied_scripts (name text primary key, applied_at timestamptz not null default now())`
  await sql`insert into embedded.applied_scripts ${sql(history.map((name) => ({ name })))}`
}

describe('the baseline migrations on local databases', () => {
  it('runs the baseline on a fresh database, then the seed', async () => {
    const { url, sql } = await openEmptyDatabase()
    await oneMigrationAtATime(() => applySchemaAndSeed(url))
    expect(await appliedMigrations(sql)).toEqual(MIGRATIONS)
    const [kinds] = await sql<{ definition: string }[]>`
      select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'email_outbox_kind_check'`
    expect(kinds?.definition).toContain('application_status')
    const [companies] = await sql<{ count: number }[]>`select count(*)::int as count from companies`
    expect(companies?.count).toBe(4)
  })

  it.each([
    ['the history before the third squash', HISTORY_BEFORE_THIRD_SQUASH],
    [
      'the last two squashed histories (a database older than ADR 049)',
      [...HISTORY_BEFORE_SECOND_SQUASH, ...MIGRATIONS_AFTER_SECOND_BASELINE],
    ],
    [
      'the three squashed histories (a database older than ADR 033)',
      [...HISTORY_BEFORE_FIRST_SQUASH, ...HISTORY_BEFORE_SECOND_SQUASH, ...MIGRATIONS_AFTER_SECOND_BASELINE],
    ],
  ])('records the baseline as applied, without running it, where %s ran', async (_, history) => {
    const { url, sql } = await openEmptyDatabase()
    await migrateAsHistory(sql, history)
    // Running the baseline again would fail on its first `create table`.
    await oneMigrationAtATime(() => applySchemaAndSeed(url))
    expect(await appliedMigrations(sql)).toEqual([...history, ...MIGRATIONS].sort())
    const kept = await sql`select slug from companies where slug = 'before-the-squash'`
    expect(kept).toHaveLength(1)
    // And the next start finds nothing left to do.
    await oneMigrationAtATime(() => applySchemaAndSeed(url))
    expect(await appliedMigrations(sql)).toEqual([...history, ...MIGRATIONS].sort())
  })

  it.each([
    ['the second baseline and part of the migrations after it', HISTORY_BEFORE_THIRD_SQUASH.slice(0, -3)],
    ['the second baseline alone (never started since ADR 049)', SECOND_BASELINE],
    ['the first baseline alone (never started since ADR 033)', FIRST_BASELINE],
    ['the history before the second squash alone', HISTORY_BEFORE_SECOND_SQUASH],
    ['the history before the first squash alone (never started since)', HISTORY_BEFORE_FIRST_SQUASH],
  ])('refuses a database that ran %s, saying what to do', async (_, partial) => {
    const { url, sql } = await openEmptyDatabase()
    // Were it not refused, the baseline would run on this empty schema and the call succeed.
    await recordAsApplied(sql, partial)
    await expect(oneMigrationAtATime(() => applySchemaAndSeed(url))).rejects.toThrow(
      /ADR 033, 049, 088.*lacks 20261130030300_activity_of_publications_and_settings\.sql.*Delete/s,
    )
    expect(await appliedMigrations(sql)).toEqual([...partial].sort())
  })
})
