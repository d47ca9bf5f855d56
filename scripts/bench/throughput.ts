/**
 * Requests per second and latency of one page at a time, 10 connections, after a short
 * warm-up per URL (first requests compile code and fill the edge cache; not measured).
 *
 * Other work on a shared machine comes and goes within seconds, so one 10 s run per URL
 * would compare URLs measured under different conditions (the static asset's own figure
 * varied fourfold between runs). Each URL's time is therefore cut into 2 s slices taken
 * in turn (landing, company home, …, static asset, landing, …): every URL sees the same
 * mix of background load, and the ratios to the static asset hold better.
 */
import autocannon from 'autocannon'
import type { Page } from './pages.ts'
import { staticAsset } from './pages.ts'
import { describeEdgeCache, type PathTally, tallyResponses } from './responses.ts'
import { formatTable } from './table.ts'

const CONNECTIONS = 10
const SLICE_SECONDS = 2

export type ThroughputRow = {
  page: string
  path: string
  cache: 'off' | 'on'
  connections: number
  durationSeconds: number
  requests: number
  requestsPerSecond: number
  latencyMs: { p50: number; p99: number; average: number }
  /** This page's requests per second over a static file of about its size, same Worker. */
  ratioToStatic: number | null
  /** Over the favicon's (256 bytes): what the bytes themselves cost too. */
  ratioToFavicon: number | null
  non2xx: number
  errors: number
  timeouts: number
} & PathTally

export async function measureThroughput(options: {
  origin: string
  cache: 'off' | 'on'
  pages: Page[]
  /** The static file the pages are held to (pages.ts pageSizedAsset), among `pages`. */
  pageSized: Page
  durationSeconds: number
  warmupSeconds: number
  /** Sent with every request (the counting comparison sends a browser's). */
  headers?: Record<string, string>
}): Promise<ThroughputRow[]> {
  const url = options.origin
  for (const page of options.pages) {
    await autocannon({
      url,
      connections: CONNECTIONS,
      duration: options.warmupSeconds,
      requests: [{ path: page.path, ...(options.headers && { headers: options.headers }) }],
    })
  }
  const runs = options.pages.map((page) => {
    const { requests, byPath } = tallyResponses([page.path], options.headers)
    const tally = byPath.get(page.path) ?? { statusCodes: {}, edgeCache: {}, cacheControl: [] }
    return { page, requests, tally, latencies: [] as number[], seconds: 0, non2xx: 0, errors: 0, timeouts: 0 }
  })
  const slices = Math.max(1, Math.round(options.durationSeconds / SLICE_SECONDS))
  for (let slice = 0; slice < slices; slice++) {
    for (const run of runs) {
      const instance = autocannon({
        url,
        connections: CONNECTIONS,
        duration: options.durationSeconds / slices,
        requests: run.requests,
      })
      instance.on('response', (_client: unknown, _status: number, _bytes: number, milliseconds: number) => {
        run.latencies.push(milliseconds)
      })
      const result = await instance
      run.seconds += result.duration
      run.non2xx += result.non2xx
      run.errors += result.errors
      run.timeouts += result.timeouts
    }
  }

  const rows = runs.map((run): ThroughputRow => {
    const latencies = run.latencies.sort((a, b) => a - b)
    const average = latencies.reduce((sum, value) => sum + value, 0) / Math.max(1, latencies.length)
    const row: ThroughputRow = {
      page: run.page.name,
      path: run.page.path,
      cache: options.cache,
      connections: CONNECTIONS,
      durationSeconds: round(run.seconds),
      requests: latencies.length,
      requestsPerSecond: round(latencies.length / run.seconds),
      latencyMs: { p50: percentile(latencies, 50), p99: percentile(latencies, 99), average: round(average) },
      ratioToStatic: null,
      ratioToFavicon: null,
      non2xx: run.non2xx,
      errors: run.errors,
      timeouts: run.timeouts,
      ...run.tally,
    }
    console.info(`  ${row.page} (cache ${row.cache}): ${row.requestsPerSecond} req/s`)
    return row
  })
  const ratio = (row: ThroughputRow, path: string) => {
    const ceiling = rows.find((other) => other.path === path)?.requestsPerSecond
    return ceiling ? Math.round((row.requestsPerSecond / ceiling) * 1000) / 1000 : null
  }
  for (const row of rows) {
    row.ratioToStatic = ratio(row, options.pageSized.path)
    row.ratioToFavicon = ratio(row, staticAsset.path)
  }
  return rows
}

export function formatThroughputTable(rows: ThroughputRow[]): string {
  return formatTable(
    ['page', 'cache', 'req/s', 'p50 ms', 'p99 ms', 'to static', 'to favicon', 'non-2xx/errors', 'X-Edge-Cache'],
    rows.map((row) => [
      row.page,
      row.cache,
      row.requestsPerSecond,
      row.latencyMs.p50,
      row.latencyMs.p99,
      row.ratioToStatic === null ? '—' : `${Math.round(row.ratioToStatic * 100)}%`,
      row.ratioToFavicon === null ? '—' : `${Math.round(row.ratioToFavicon * 100)}%`,
      `${row.non2xx}/${row.errors}`,
      describeEdgeCache(row.edgeCache),
    ]),
  )
}

// Nearest-rank percentile of sorted values.
function percentile(sorted: number[], p: number): number {
  return round(sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0)
}

function round(value: number): number {
  return Math.round(value * 10) / 10
}
