/**
 * A page's database work through a relay adding latency each way (`npm run bench:statements`,
 * ADR 050): a fresh client per request, as the Worker makes one, on the seeded embedded
 * PostgreSQL as the Worker's role. For the job detail and the job list (searched and
 * filtered), the statements the pages sent before ADR 050 (company and job together on up to
 * 5 connections; the company, then the list's statements together) against the one
 * statement they send now on one connection; and the old statements on one connection (the
 * previous session's `max: 1`). Prints the median and best of each, alternating the variants.
 *
 *   BENCH_LATENCY_MS=25 BENCH_RUNS=15 BENCH_DATABASE_PORT=54345 node scripts/bench-page-statements.ts
 */
import { resolve } from 'node:path'
import postgres from 'postgres'
import type { JobFilters } from '../domain/job-list.ts'
import { getCompanyBySlug } from '../server/db/queries/companies.ts'
import { countJobs, listJobFacets, listJobPage } from '../server/db/queries/job-list.ts'
import { getJobListPage } from '../server/db/queries/job-list-page.ts'
import { getJobPage } from '../server/db/queries/job-page.ts'
import { getJobDetail } from '../server/db/queries/jobs.ts'
import { countConnections } from '../tests/integration/connection-counter.ts'
import { startEmbeddedDatabase } from './embedded-database.ts'

const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 25)
const RUNS = Number(process.env.BENCH_RUNS ?? 15)
const PORT = Number(process.env.BENCH_DATABASE_PORT ?? 54345)
const SLUG = 'lumen-energie'
const JOB = 'b0000000-0000-4000-8000-000000000001'
const NONE: JobFilters = { q: '', contract: '', city: '', remote: '' }
const FILTERS: JobFilters = { ...NONE, q: 'data', contract: 'CDI' }

type Sql = postgres.Sql
type Variant = { name: string; max: number; run: (sql: Sql) => Promise<unknown> }

const VARIANTS: Variant[] = [
  {
    name: 'job detail, 2 statements together, max 5 (before)',
    max: 5,
    run: (sql) => Promise.all([getCompanyBySlug(sql, SLUG), getJobDetail(sql, JOB)]),
  },
  {
    name: 'job detail, 2 statements together, max 1',
    max: 1,
    run: (sql) => Promise.all([getCompanyBySlug(sql, SLUG), getJobDetail(sql, JOB)]),
  },
  { name: 'job detail, 1 statement, max 1 (after)', max: 1, run: (sql) => getJobPage(sql, SLUG, JOB) },
  { name: 'job list, 1 + 2 statements, max 5 (before)', max: 5, run: (sql) => oldJobList(sql, NONE) },
  { name: 'job list, 1 statement, max 1 (after)', max: 1, run: (sql) => getJobListPage(sql, SLUG, NONE, 1) },
  { name: 'job list filtered, 1 + 3 statements, max 5 (before)', max: 5, run: (sql) => oldJobList(sql, FILTERS) },
  { name: 'job list filtered, 1 + 3 statements, max 1', max: 1, run: (sql) => oldJobList(sql, FILTERS) },
  {
    name: 'job list filtered, 1 statement, max 1 (after)',
    max: 1,
    run: (sql) => getJobListPage(sql, SLUG, FILTERS, 1),
  },
]

/**
 * What the job list's +data sent before ADR 050: the company, then together the page, the
 * options and, when filtered, the count.
 */
async function oldJobList(sql: Sql, filters: JobFilters) {
  const company = await getCompanyBySlug(sql, SLUG)
  if (!company) throw new Error('no seeded company')
  const scope = { companyId: company.id, workspaceId: company.workspaceId }
  return Promise.all([
    listJobPage(sql, scope, filters, 1),
    listJobFacets(sql, scope),
    filters === NONE ? null : countJobs(sql, scope, filters),
  ])
}

const database = await startEmbeddedDatabase({ dataDir: resolve('.data/bench-statements'), port: PORT, fresh: true })
const relay = await countConnections(database.workerUrl, LATENCY_MS)
try {
  const timings = new Map<string, number[]>(VARIANTS.map((variant) => [variant.name, []]))
  const connections = new Map<string, number>()
  for (let round = 0; round < RUNS; round++) {
    // Alternating, and each round in another order: a busy moment of the machine is shared.
    const order = round % 2 === 0 ? VARIANTS : [...VARIANTS].reverse()
    for (const { name, max, run } of order) {
      // The Worker's client options (server/db/client.ts) but `max`.
      const sql = postgres(relay.url, {
        max,
        fetch_types: false,
        connect_timeout: 10,
        transform: { column: { from: postgres.toCamel } },
      })
      relay.reset()
      const started = performance.now()
      await run(sql)
      timings.get(name)?.push(performance.now() - started)
      connections.set(name, relay.opened())
      await sql.end({ timeout: 5 })
    }
  }
  console.info(`${RUNS} runs each, ${LATENCY_MS} ms added each way, new client per run`)
  for (const [name, samples] of timings) {
    const sorted = [...samples].sort((a, b) => a - b)
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0
    console.info(
      `${name.padEnd(56)} median ${median.toFixed(0).padStart(4)} ms, best ${(sorted[0] ?? 0).toFixed(0).padStart(4)} ms, ${connections.get(name)} connection(s)`,
    )
  }
} finally {
  await relay.close()
  await database.stop()
}
