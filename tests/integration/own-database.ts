import postgres from 'postgres'
import { inject } from 'vitest'
import { RequestDatabase } from '#server/db/client.ts'
import { applySchemaAndSeed } from '../../scripts/embedded-database.ts'

/** The same server as the shared test database, another database on it. */
function onDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

/** An empty database of a test file's own on the integration server (made anew); its owner's URL. */
export async function createEmptyDatabase(name: string): Promise<string> {
  const admin = postgres(inject('databaseUrl'), { max: 1, onnotice: () => {} })
  try {
    await admin.unsafe(`drop database if exists ${name} with (force)`)
    await admin.unsafe(`create database ${name}`)
  } finally {
    await admin.end()
  }
  return onDatabase(inject('databaseUrl'), name)
}

/**
 * A migrated and seeded database of a test file's own, on the integration server: for
 * tests that count the database's work, seed a large dataset, or leave rows (queued
 * e-mails, applications) that another file running in parallel must not see.
 */
export async function createOwnDatabase(name: string): Promise<{ url: string; workerUrl: string }> {
  const url = await createEmptyDatabase(name)
  await withMigrationLock(() => applySchemaAndSeed(url))
  return { url, workerUrl: onDatabase(inject('workerDatabaseUrl'), name) }
}

/**
 * Runs `migrate` (migration files on a database of a file's own) while no other file does.
 * The migrations also change what the server's databases share (the Worker's role and its
 * settings): two files migrating at once failed with "tuple concurrently updated". Under a
 * lock of the shared database (advisory locks are per database), ended with its session.
 */
export async function withMigrationLock<T>(migrate: () => Promise<T>): Promise<T> {
  const admin = postgres(inject('databaseUrl'), { max: 1, onnotice: () => {} })
  try {
    await admin`select pg_advisory_lock(${OWN_DATABASE_MIGRATION_LOCK})`
    return await migrate()
  } finally {
    await admin.end()
  }
}

/** The advisory lock key under which own databases are migrated. */
const OWN_DATABASE_MIGRATION_LOCK = 2026112701

/** createOwnDatabase with a one-connection client of the owner on it, for seeding and checks. */
export async function openOwnDatabase(name: string): Promise<{ url: string; workerUrl: string; owner: postgres.Sql }> {
  const urls = await createOwnDatabase(name)
  return { ...urls, owner: postgres(urls.url, { max: 1, onnotice: () => {} }) }
}

/**
 * SQL inserting `count` companies plans-1…plans-N; their ids and workspace ids start with
 * `series` (c3…, a3… for 3), so that the query-plan files' rows never share an id.
 */
export function numberedCompaniesSql(series: number, count: number): string {
  return `
    insert into companies (id, slug, name, workspace_id, plan)
    select ('c${series}000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, 'plans-' || n, 'Plans ' || n,
           ('a${series}000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, 'pro'
    from generate_series(1, ${count}) n;
  `
}

/** createOwnDatabase with the Worker's clients on it: one as the owner, one as the Worker's role. */
export async function openOwnRequestDatabases(
  name: string,
): Promise<{ owner: RequestDatabase; worker: RequestDatabase; workerUrl: string }> {
  const { url, workerUrl } = await createOwnDatabase(name)
  return { owner: new RequestDatabase(url), worker: new RequestDatabase(workerUrl), workerUrl }
}
