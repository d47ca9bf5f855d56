import postgres from 'postgres'
import { afterAll, beforeAll, inject } from 'vitest'
import { RequestDatabase, type Sql } from '#server/db/client.ts'
import { applySchemaAndSeed } from '../../scripts/embedded-database.ts'

/** The same server (and user) as `url`, another database on it. */
export function onDatabase(url: string, database: string): string {
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
 * e-mails, applications) that another file running in parallel must not see. A copy of
 * one template migrated and seeded once per run (a file copy, instead of every migration
 * and the seed again for each of the dozen files that want one).
 */
export async function createOwnDatabase(name: string): Promise<{ url: string; workerUrl: string }> {
  return oneMigrationAtATime(async (admin) => {
    // A database cannot be copied while another session is connected to it: the template
    // is made and copied under the lock too.
    const [template] = await admin`select 1 from pg_database where datname = ${OWN_DATABASE_TEMPLATE}`
    if (!template) {
      await applySchemaAndSeed(await createEmptyDatabase(`${OWN_DATABASE_TEMPLATE}_making`))
      await admin.unsafe(`alter database ${OWN_DATABASE_TEMPLATE}_making rename to ${OWN_DATABASE_TEMPLATE}`)
    }
    await admin.unsafe(`drop database if exists ${name} with (force)`)
    await admin.unsafe(`create database ${name} template ${OWN_DATABASE_TEMPLATE}`)
    // A copy keeps the template's contents, not its database-level privileges: the one the
    // baseline gives the Worker's role (baseline_access.sql) is given again.
    await admin.unsafe(`grant connect on database ${name} to career_site_worker, career_site_workspace`)
    return { url: onDatabase(inject('databaseUrl'), name), workerUrl: onDatabase(inject('workerDatabaseUrl'), name) }
  })
}

/**
 * The migrations also change what the server's databases share (the Worker's role and its
 * settings): two files migrating at once failed with "tuple concurrently updated". Whatever
 * runs migrations on a database of the shared server runs them through this: one at a
 * time, under a lock of the shared database (ended with its session), whose holder it gets.
 */
export async function oneMigrationAtATime<T>(migrate: (admin: postgres.Sql) => Promise<T>): Promise<T> {
  const admin = postgres(inject('databaseUrl'), { max: 1, onnotice: () => {} })
  try {
    await admin`select pg_advisory_lock(${OWN_DATABASE_MIGRATION_LOCK})`
    return await migrate(admin)
  } finally {
    await admin.end()
  }
}

/** The advisory lock key under which own databases are made. */
const OWN_DATABASE_MIGRATION_LOCK = 2026112701
/** Migrated and seeded once per run (the integration server is made fresh each run). */
const OWN_DATABASE_TEMPLATE = 'own_database_template'

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

/**
 * A test file's own migrated and seeded database, made in its beforeAll and its clients
 * closed after it: the owner's, the Worker's, and a new one of the Worker's role per
 * `workerSql()` call (one per request, as in the Worker). Made at once, the clients
 * connect at their first query.
 */
export function setUpOwnDatabase(name: string) {
  const owner = new RequestDatabase(onDatabase(inject('databaseUrl'), name))
  const workerUrl = onDatabase(inject('workerDatabaseUrl'), name)
  const worker = new RequestDatabase(workerUrl)
  const clients = [owner, worker]
  beforeAll(() => createOwnDatabase(name), 60_000)
  afterAll(() => Promise.all(clients.map((client) => client.close())))
  return {
    owner,
    worker,
    workerUrl,
    /** A new client of the Worker's role (on `url`, another server, when given). */
    workerSql(url = workerUrl): Sql {
      const client = new RequestDatabase(url)
      clients.push(client)
      return client.sql
    },
  }
}
