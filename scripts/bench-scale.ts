/**
 * `npm run bench:scale` (after `vike build`): the production Worker, edge cache off, on an
 * embedded PostgreSQL seeded with 1,000 jobs, then with 10,000 companies and 1,000,000 jobs
 * (scripts/scale-dataset.ts); p50/p95 and bytes per URL at both sizes, their ratio, and
 * bench/scale.json.
 *
 *   node scripts/bench-scale.ts [--requests 20]
 *
 * Ports: BENCH_SCALE_PORT (default 8866) and BENCH_SCALE_DB_PORT (default 54396).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import postgres from 'postgres'
import { startWorker } from './bench/worker.ts'
import { startEmbeddedDatabase } from './embedded-database.ts'
import { BASELINE_SHAPE, SCALE_SHAPE, type ScaleShape, seedScaleDataset, visibleJobOf } from './scale-dataset.ts'

const port = Number(process.env.BENCH_SCALE_PORT ?? 8866)
const dbPort = Number(process.env.BENCH_SCALE_DB_PORT ?? 54396)
const { values: flags } = parseArgs({ options: { requests: { type: 'string', default: '20' } } })
const requests = Number(flags.requests)

type Row = { page: string; path: string; p50: number; p95: number; bytes: number; status: number }

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

async function measure(origin: string, path: string): Promise<Row & { page: string }> {
  const times: number[] = []
  let bytes = 0
  let status = 0
  // One unmeasured request: connections, the isolate's first compile.
  await (await fetch(origin + path)).arrayBuffer()
  for (let i = 0; i < requests; i++) {
    const started = performance.now()
    const response = await fetch(origin + path)
    bytes = (await response.arrayBuffer()).byteLength
    times.push(performance.now() - started)
    status = response.status
  }
  times.sort((a, b) => a - b)
  const at = (q: number) => round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0)
  return { page: '', path, p50: at(0.5), p95: at(0.95), bytes, status }
}

async function measureAll(origin: string, sql: postgres.Sql, shape: ScaleShape): Promise<Row[]> {
  const started = performance.now()
  await seedScaleDataset(sql, shape)
  console.info(
    `Seeded ${shape.companies} companies, ${shape.jobs} jobs in ${round((performance.now() - started) / 1000)} s`,
  )
  const rows: Row[] = []
  for (const { page, path } of pagesOf(await visibleJobOf(sql, 'scale-large'))) {
    rows.push({ ...(await measure(origin, path)), page })
  }
  return rows
}

const database = await startEmbeddedDatabase({ dataDir: resolve('.data/bench-scale'), port: dbPort, fresh: true })
const sql = postgres(database.url, { max: 1, onnotice: () => {} })
let small: Row[] = []
let large: Row[] = []
try {
  process.env.WORKER_STATE_DIR = resolve('.wrangler/bench-scale')
  const worker = await startWorker({ port, edgeCache: 'off', databaseUrl: database.workerUrl })
  try {
    small = await measureAll(worker.origin, sql, BASELINE_SHAPE)
    large = await measureAll(worker.origin, sql, SCALE_SHAPE)
  } finally {
    await worker.stop()
  }
} finally {
  await sql.end()
  await database.stop()
}

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
console.info(`\n${requests} sequential requests per URL, edge cache off (ms, bytes; ratio = 1M / 1k)`)
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
  `${JSON.stringify({ date: new Date().toISOString(), cpus: availableParallelism(), loadAverage: loadavg(), requests, small, large, table }, null, 2)}\n`,
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
