import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { RequestDatabase } from '#server/db/client.ts'
import { saveJob } from '#server/routes/save-job.ts'
import { SEED } from './database.ts'
import { mountedRoute } from './mounted-route.ts'
import { createOwnDatabase } from './own-database.ts'

/**
 * What a refused save-by-email request costs the database: nothing. Each request runs the
 * real endpoint with its own client, connected as the Worker's role to a database of its
 * own in the test cluster, so the database's transaction counter (pg_stat_database, read
 * by the superuser from another database) moves only for this file's requests. A client
 * is closed after its request, and a backend flushes its counters as it exits: the figures
 * are read once its processes are gone (a loaded machine ends them well after the close).
 */
const DATABASE = 'career_save_job_refusals'
const adminUrl = onDatabase(inject('databaseUrl'), 'postgres')
const workerUrl = onDatabase(inject('workerDatabaseUrl'), DATABASE)
let admin: postgres.Sql

function onDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

beforeAll(async () => {
  admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  await createOwnDatabase(DATABASE)
})
afterAll(async () => {
  await admin?.end()
})

/** The server processes of this file's database's connections, as the request leaves them. */
async function backendsOfTheDatabase(): Promise<number[]> {
  const rows = await admin<{ pid: number }[]>`select pid from pg_stat_activity where datname = ${DATABASE}`
  return rows.map((row) => row.pid)
}

/** Whether a process of this machine still exists (the embedded server runs here). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists, under the database's own user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function untilGone(pids: number[]): Promise<void> {
  // No event tells when another user's process has exited: ask until it has.
  while (pids.some(isRunning)) await new Promise((done) => setTimeout(done, 10))
}

async function committedTransactions(): Promise<number> {
  const [row] = await admin<{ commits: string }[]>`
    select xact_commit + xact_rollback as commits from pg_stat_database where datname = ${DATABASE}
  `
  return Number(row?.commits)
}

type Outcome = { status: number; statements: number; transactions: number }

/** One request to the endpoint, as the Worker serves it, with what it cost the database. */
async function post(init: RequestInit, options: { allowed?: boolean } = {}): Promise<Outcome> {
  const statements: string[] = []
  const db = new RequestDatabase(workerUrl, { onQuery: (query) => statements.push(query) })
  const app = mountedRoute('/api', saveJob, { publicOrigin: 'http://localhost' }, db)
  const env = { SAVE_JOB_LIMITER: { limit: async () => ({ success: options.allowed ?? true }) } } as unknown as Env
  const executionCtx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} }
  const before = await committedTransactions()
  const response = await app.request('http://localhost/api/save-job', { method: 'POST', ...init }, env, executionCtx)
  await response.arrayBuffer()
  const backends = await backendsOfTheDatabase()
  await db.close()
  await untilGone(backends)
  return {
    status: response.status,
    statements: statements.length,
    transactions: (await committedTransactions()) - before,
  }
}

const json = (payload: unknown, headers: Record<string, string> = {}): RequestInit => ({
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(payload),
})
const valid = (email: string) => ({ email, jobId: SEED.completeJob, locale: 'fr' })

describe('a refused save-by-email request costs no database round trip', () => {
  it('an accepted one does (the control: the counters see this file’s requests)', async () => {
    const accepted = await post(json(valid(`refusals-${Date.now()}@candidate.example`)))
    expect(accepted.status).toBe(200)
    expect(accepted.statements).toBeGreaterThanOrEqual(2)
    expect(accepted.transactions).toBeGreaterThanOrEqual(2)
  })

  it.each<[string, RequestInit, { allowed?: boolean }, number]>([
    ['cross-origin', json(valid('a@b.co'), { Origin: 'https://evil.example' }), {}, 403],
    ['rate limited', json(valid('a@b.co')), { allowed: false }, 429],
    ['declared too large', json(valid('a@b.co'), { 'Content-Length': '1000000' }), {}, 413],
    ['too large as it arrives', json({ ...valid('a@b.co'), url: 'x'.repeat(20_000) }), {}, 413],
    ['not JSON nor a form', { headers: { 'Content-Type': 'text/plain' }, body: 'a@b.co' }, {}, 415],
    ['an invalid field', json(valid('<a@b.co>')), {}, 422],
    ['a NUL in a field', json({ ...valid('a@b.co'), jobTitle: 'Dev\0' }), {}, 422],
  ])('%s', async (_label, init, options, status) => {
    // The counter is the database's: an autovacuum worker visiting it now and then commits
    // transactions of its own. A request's round trip would show in every try, a visit in one.
    let outcome = await post(init, options)
    for (let tries = 1; tries < 3 && outcome.transactions > 0; tries++) outcome = await post(init, options)
    expect(outcome).toEqual({ status, statements: 0, transactions: 0 })
  })
})
