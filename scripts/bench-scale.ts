/**
 * `npm run bench:scale` (after `vike build`): the production Worker, edge cache off, on an
 * embedded PostgreSQL holding two databases, one seeded with 1,000 jobs, the other with
 * 10,000 companies and 1,000,000 jobs (scripts/scale-dataset.ts); p50/p95 and bytes per
 * URL at both sizes, their ratio, and bench/scale.json.
 *
 *   node scripts/bench-scale.ts [--requests 20] [--rounds 4]
 *
 * The two sizes are measured in alternating rounds (the Worker restarted on the other
 * database each time), so that load from elsewhere on a shared machine falls on both.
 * Ports: BENCH_SCALE_PORT (default 8866) and BENCH_SCALE_DB_PORT (default 54396).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import postgres from 'postgres'
import { startWorker } from './bench/worker.ts'
import { applySchemaAndSeed, startEmbeddedDatabase } from './embedded-database.ts'
import { BASELINE_SHAPE, SCALE_SHAPE, type ScaleShape, seedScaleDataset, visibleJobOf } from './scale-dataset.ts'

const port = Number(process.env.BENCH_SCALE_PORT ?? 8866)
const dbPort = Number(process.env.BENCH_SCALE_DB_PORT ?? 54396)
const { values: flags } = parseArgs({
  options: { requests: { type: 'string', default: '20' }, rounds: { type: 'string', default: '4' } },
})
const rounds = Math.max(1, Number(flags.rounds))
const perRound = Math.max(1, Math.ceil(Number(flags.requests) / rounds))
const requests = perRound * rounds

type Row = { page: string; path: string; p50: number; p95: number; bytes: number; status: number }
type Size = { shape: ScaleShape; url: string; workerUrl: string; paths: { page: string; path: string }[] }
type Samples = { times: number[]; bytes: number; status: number }

/** What is measured; the job detail's id is a visible job of the large company at each size. */
function pagesOf(jobId: string): { page: string; path: string }[] {
  const list = '/fr/scale-large/jobs'
  return [
    { page: 'job list', path: list },
    { page: 'job list ?page=40', path: `${list}?page=40` },
    { page: 'job list ?q=developpeur', path: `${list}?q=developpeur` },
    { page: 'job list ?contract=CDI', path: `${list}?contract=CDI` },
    { page: 'job detail', path: `${list}/${jobId}` },
    { page: 'company home', path: '/fr/scale-large' },
    { page: 'company page', path: '/fr/scale-large/companie' },
    { page: 'sitemap index', path: '/sitemap.xml' },
    { page: 'sitemap shard (large company)', path: '/sitemaps/company-scale-large.xml' },
    { page: 'feed.rss', path: '/fr/scale-large/jobs/feed.rss' },
    { page: 'feed.json', path: '/fr/scale-large/jobs/feed.json' },
    { page: 'feed.xml', path: '/fr/scale-large/jobs/feed.xml' },
  ]
}

/** One unmeasured request (connections, the isolate's first compile), then `perRound` timed ones. */
async function measureInto(samples: Samples, origin: string, path: string): Promise<void> {
  await (await fetch(origin + path)).arrayBuffer()
  for (let i = 0; i < perRound; i++) {
    const started = performance.now()
    const response = await fetch(origin + path)
    samples.bytes = (await response.arrayBuffer()).byteLength
    samples.times.push(performance.now() - started)
    samples.status = Math.max(samples.status, response.status)
  }
}

function summarize(page: string, path: string, { times, bytes, status }: Samples): Row {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0)
  return { page, path, p50: at(0.5), p95: at(0.95), bytes, status }
}

/** The same cluster, another database, migrated like the first (the Worker's role included). */
function onDatabase(url: string, name: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

async function seed(url: string, shape: ScaleShape): Promise<string> {
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  try {
    const started = performance.now()
    await seedScaleDataset(sql, shape)
    // Written out now, not by a checkpoint in the middle of the measurements.
    await sql`checkpoint`
    console.info(
      `Seeded ${shape.companies} companies, ${shape.jobs} jobs in ${round((performance.now() - started) / 1000)} s`,
    )
    return await visibleJobOf(sql, 'scale-large')
  } finally {
    await sql.end()
  }
}

const loadAtStart = loadavg()
const database = await startEmbeddedDatabase({ dataDir: resolve('.data/bench-scale'), port: dbPort, fresh: true })
const samples = new Map<string, Samples>()
let sizes: Size[] = []
try {
  const admin = postgres(onDatabase(database.url, 'postgres'), { max: 1, onnotice: () => {} })
  await admin`create database career_baseline`
  await admin.end()
  const baseline = {
    url: onDatabase(database.url, 'career_baseline'),
    workerUrl: onDatabase(database.workerUrl, 'career_baseline'),
  }
  await applySchemaAndSeed(baseline.url)
  sizes = [
    { shape: BASELINE_SHAPE, ...baseline, paths: [] },
    { shape: SCALE_SHAPE, url: database.url, workerUrl: database.workerUrl, paths: [] },
  ]
  for (const size of sizes) size.paths = pagesOf(await seed(size.url, size.shape))

  process.env.WORKER_STATE_DIR = resolve('.wrangler/bench-scale')
  for (let r = 1; r <= rounds; r++) {
    for (const size of sizes) {
      const worker = await startWorker({ port, edgeCache: 'off', databaseUrl: size.workerUrl })
      try {
        for (const { page, path } of size.paths) {
          const key = `${size.shape.jobs}:${page}`
          if (!samples.has(key)) samples.set(key, { times: [], bytes: 0, status: 0 })
          await measureInto(samples.get(key) as Samples, worker.origin, path)
        }
      } finally {
        await worker.stop()
      }
    }
    console.info(`Round ${r}/${rounds} measured`)
  }
} finally {
  await database.stop()
}
const rowsOf = (size: Size | undefined) =>
  (size?.paths ?? []).map(({ page, path }) =>
    summarize(page, path, samples.get(`${size?.shape.jobs}:${page}`) ?? { times: [], bytes: 0, status: 0 }),
  )
const small = rowsOf(sizes[0])
const large = rowsOf(sizes[1])

const table = large.map((row, index) => {
  const base = small[index] as Row
  return {
    page: row.page,
    'p50 1k': base.p50,
    'p95 1k': base.p95,
    'bytes 1k': base.bytes,
    'p50 1M': row.p50,
    'p95 1M': row.p95,
    'bytes 1M': row.bytes,
    'p50 ratio': round(row.p50 / Math.max(base.p50, 0.01)),
    status: `${base.status}/${row.status}`,
  }
})
console.info(
  `\n${requests} sequential requests per URL and size in ${rounds} alternating rounds, edge cache off (ms, bytes; ratio = 1M / 1k)`,
)
console.info(formatTable(table))
const TARGET_PAGES = ['job list', 'job detail', 'company home', 'company page']
for (const row of table.filter((r) => TARGET_PAGES.includes(r.page))) {
  console.info(
    `${row.page}: p50 ratio ${row['p50 ratio']} (target ≤ 1.5): ${row['p50 ratio'] <= 1.5 ? 'met' : 'NOT MET'}`,
  )
}
const shard = table.find((r) => r.page.startsWith('sitemap shard'))
if (shard)
  console.info(
    `sitemap shard at 1M: p50 ${shard['p50 1M']} ms (target < 1000): ${shard['p50 1M'] < 1000 ? 'met' : 'NOT MET'}`,
  )

mkdirSync('bench', { recursive: true })
writeFileSync(
  'bench/scale.json',
  `${JSON.stringify({ date: new Date().toISOString(), cpus: availableParallelism(), loadAverage: { start: loadAtStart, end: loadavg() }, requests, rounds, small, large, table }, null, 2)}\n`,
)
console.info('Wrote bench/scale.json')
if ([...small, ...large].some((row) => row.status >= 500)) process.exitCode = 1

function formatTable(rows: Record<string, string | number>[]): string {
  const columns = Object.keys(rows[0] ?? {})
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => String(row[column]).length)))
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`
  return [
    line(columns),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map((row) => line(columns.map((column) => String(row[column])))),
  ].join('\n')
}

function round(value: number): number {
  return Math.round(value * 100) / 100
}
