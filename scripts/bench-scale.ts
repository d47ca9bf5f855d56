/**
 * `npm run bench:scale` (after `vike build`): the production Worker, edge cache off, on an
 * embedded PostgreSQL holding two databases, one seeded with 1,000 jobs, the other with
 * 10,000 companies and 1,000,000 jobs (scripts/scale-dataset.ts); p50/p95 and bytes per
 * URL at both sizes, their ratio, and bench/scale.json. Then, in a third database, the
 * complete XML feed of a company of 25,000 and of 1,000,000 jobs (scripts/bench/feed-scale.ts;
 * `--feeds-only` measures only that).
 *
 *   node scripts/bench-scale.ts [--requests 20]
 *
 * One Worker per size, both running: each URL is requested at one size then the other, in
 * turns, so that load from elsewhere on a shared machine falls on both sizes alike.
 * Ports: BENCH_SCALE_PORT (default 8866, 1,000,000 jobs), BENCH_SCALE_BASELINE_PORT (default
 * 8867, 1,000 jobs) and BENCH_SCALE_DB_PORT (default 54396).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import postgres from 'postgres'
import { type FeedScaleRow, measureFeeds } from './bench/feed-scale.ts'
import { residentGrowthDuring, workerdPidsOf } from './bench/process-memory.ts'
import { type RunningWorker, startWorker } from './bench/worker.ts'
import { applySchemaAndSeed, startEmbeddedDatabase } from './embedded-database.ts'
import { BASELINE_SHAPE, SCALE_SHAPE, type ScaleShape, seedScaleDataset, visibleJobOf } from './scale-dataset.ts'

const port = Number(process.env.BENCH_SCALE_PORT ?? 8866)
const baselinePort = Number(process.env.BENCH_SCALE_BASELINE_PORT ?? 8867)
const dbPort = Number(process.env.BENCH_SCALE_DB_PORT ?? 54396)
const { values: flags } = parseArgs({
  options: { requests: { type: 'string', default: '20' }, 'feeds-only': { type: 'boolean', default: false } },
})
const requests = Math.max(1, Number(flags.requests))

type Row = { page: string; path: string; p50: number; p95: number; bytes: number; status: number }
type Size = {
  shape: ScaleShape
  url: string
  workerUrl: string
  port: number
  paths: { page: string; path: string }[]
  samples: Samples[]
}
type Samples = { times: number[]; bytes: number; status: number }

/** What is measured; the job detail's id is a visible job of the large company at each size. */
function pagesOf(jobId: string): { page: string; path: string }[] {
  const list = '/fr/scale-large/jobs'
  // Page name → path, in the order of the report.
  const paths: Record<string, string> = {
    'job list': list,
    'job list ?page=40': `${list}?page=40`,
    'job list ?q=developpeur': `${list}?q=developpeur`,
    'job list ?contract=CDI': `${list}?contract=CDI`,
    'job detail': `${list}/${jobId}`,
    'company home': '/fr/scale-large',
    'company page': '/fr/scale-large/companie',
    'sitemap index': '/sitemap.xml',
    'sitemap shard (large company)': '/sitemaps/company-scale-large.xml',
    'feed.rss': '/fr/scale-large/jobs/feed.rss',
    'feed.json': '/fr/scale-large/jobs/feed.json',
    'feed.xml': '/fr/scale-large/jobs/feed.xml',
  }
  return Object.entries(paths).map(([page, path]) => ({ page, path }))
}

async function timed(samples: Samples, url: string): Promise<void> {
  const started = performance.now()
  const response = await fetch(url)
  samples.bytes = (await response.arrayBuffer()).byteLength
  samples.times.push(performance.now() - started)
  samples.status = Math.max(samples.status, response.status)
}

/**
 * For each URL: one unmeasured request per size (connections, the isolate's first
 * compile), then `requests` timed ones per size, the sizes taking turns to go first.
 */
async function measureInTurns(sizes: Size[], origins: string[]): Promise<void> {
  const count = sizes[0]?.paths.length ?? 0
  for (let page = 0; page < count; page++) {
    for (const [index, size] of sizes.entries()) {
      await (await fetch(`${origins[index]}${size.paths[page]?.path}`)).arrayBuffer()
      size.samples[page] = { times: [], bytes: 0, status: 0 }
    }
    for (let i = 0; i < requests; i++) {
      const order = i % 2 === 0 ? [0, 1] : [1, 0]
      for (const index of order) {
        const size = sizes[index] as Size
        await timed(size.samples[page] as Samples, `${origins[index]}${size.paths[page]?.path}`)
      }
    }
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

/** workerd's resident-set growth while it serves the large company's sitemap file once. */
async function shardMemoryOf(worker: RunningWorker | undefined, size: Size | undefined) {
  const path = size?.paths.find((p) => p.page.startsWith('sitemap shard'))?.path
  const [pid] = worker ? workerdPidsOf(worker.groupId) : []
  if (!worker || !path || !pid) return null
  const { beforeKiB, peakKiB } = await residentGrowthDuring(pid, async () => {
    await (await fetch(`${worker.origin}${path}`)).arrayBuffer()
  })
  return {
    beforeMiB: round(beforeKiB / 1024),
    peakMiB: round(peakKiB / 1024),
    growthMiB: round((peakKiB - beforeKiB) / 1024),
  }
}

let shardMemory: Awaited<ReturnType<typeof shardMemoryOf>> = null
let feedRows: FeedScaleRow[] = []
const loadAtStart = loadavg()
const database = await startEmbeddedDatabase({ dataDir: resolve('.data/bench-scale'), port: dbPort, fresh: true })
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
  if (!flags['feeds-only'])
    sizes = [
      { shape: BASELINE_SHAPE, ...baseline, port: baselinePort, paths: [], samples: [] },
      { shape: SCALE_SHAPE, url: database.url, workerUrl: database.workerUrl, port, paths: [], samples: [] },
    ]
  for (const size of sizes) size.paths = pagesOf(await seed(size.url, size.shape))

  const workers: RunningWorker[] = []
  try {
    for (const size of sizes) {
      // Each Worker its own state folder: two cannot share one.
      process.env.WORKER_STATE_DIR = resolve(`.wrangler/bench-scale-${size.shape.jobs}`)
      workers.push(await startWorker({ port: size.port, edgeCache: 'off', databaseUrl: size.workerUrl }))
    }
    await measureInTurns(
      sizes,
      workers.map((worker) => worker.origin),
    )
    shardMemory = await shardMemoryOf(workers[1], sizes[1])
  } finally {
    for (const worker of workers) await worker.stop()
  }
  feedRows = await measureFeeds({
    adminUrl: onDatabase(database.url, 'postgres'),
    url: (name) => ({ url: onDatabase(database.url, name), workerUrl: onDatabase(database.workerUrl, name) }),
    applySchemaAndSeed,
    port,
  })
} finally {
  await database.stop()
}
const rowsOf = (size: Size | undefined) =>
  (size?.paths ?? []).map(({ page, path }, index) =>
    summarize(page, path, size?.samples[index] ?? { times: [], bytes: 0, status: 0 }),
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
  `\n${requests} sequential requests per URL and size, the sizes in turns, edge cache off (ms, bytes; ratio = 1M / 1k)`,
)
console.info(formatTable(table))
// Every job list row (first page, deep page, search, filter), the job detail, the company pages.
const TARGET_PAGES = ['job detail', 'company home', 'company page']
for (const row of table.filter((r) => r.page.startsWith('job list') || TARGET_PAGES.includes(r.page))) {
  console.info(
    `${row.page}: p50 ratio ${row['p50 ratio']} (target ≤ 1.5): ${row['p50 ratio'] <= 1.5 ? 'met' : 'NOT MET'}`,
  )
}
const shard = table.find((r) => r.page.startsWith('sitemap shard'))
if (shard)
  console.info(
    `sitemap shard at 1M: p50 ${shard['p50 1M']} ms (target < 1000): ${shard['p50 1M'] < 1000 ? 'met' : 'NOT MET'}`,
  )

if (shardMemory)
  console.info(
    `sitemap shard at 1M: workerd resident set ${shardMemory.beforeMiB} MiB before, ${shardMemory.peakMiB} MiB at most during the request: +${shardMemory.growthMiB} MiB (target < 20 MB): ${shardMemory.growthMiB * 1.048576 < 20 ? 'met' : 'NOT MET'}`,
  )
else console.info('sitemap shard memory: not measured (no workerd process found: Linux /proc only)')
for (const feed of feedRows) {
  console.info(
    `XML feed of ${feed.company}: ${feed.jobs} of ${feed.visibleJobs} jobs in ${feed.files} file(s), ${round(feed.bytes / 1_048_576)} MiB (largest file ${round(feed.largestFileBytes / 1_048_576)} MiB) in ${feed.seconds} s; workerd +${feed.growthMiB ?? '?'} MiB while writing its first file: ${feed.jobs === feed.visibleJobs ? 'complete' : 'INCOMPLETE'}`,
  )
}

mkdirSync('bench', { recursive: true })
writeFileSync(
  'bench/scale.json',
  `${JSON.stringify({ date: new Date().toISOString(), cpus: availableParallelism(), loadAverage: { start: loadAtStart, end: loadavg() }, requests, shardMemory, feeds: feedRows, small, large, table }, null, 2)}\n`,
)
console.info('Wrote bench/scale.json')
if ([...small, ...large].some((row) => row.status >= 500)) process.exitCode = 1
if (feedRows.some((feed) => feed.jobs !== feed.visibleJobs)) process.exitCode = 1

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
