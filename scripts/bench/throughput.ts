/**
 * Requests per second and latency of one page at a time, 10 connections, after a short
 * warm-up (first requests compile code and fill the edge cache; they are not measured).
 */
import autocannon from 'autocannon'
import type { Page } from './pages.ts'
import { staticAsset } from './pages.ts'
import { describeEdgeCache, type PathTally, tallyResponses } from './responses.ts'
import { formatTable } from './table.ts'

const CONNECTIONS = 10

export type ThroughputRow = {
  page: string
  path: string
  cache: 'off' | 'on'
  connections: number
  durationSeconds: number
  requests: number
  requestsPerSecond: number
  latencyMs: { p50: number; p99: number; average: number }
  /** This page's requests per second over the static asset's, same Worker. */
  ratioToStatic: number | null
  non2xx: number
  errors: number
  timeouts: number
} & PathTally

export async function measureThroughput(options: {
  origin: string
  cache: 'off' | 'on'
  pages: Page[]
  durationSeconds: number
  warmupSeconds: number
}): Promise<ThroughputRow[]> {
  const rows: ThroughputRow[] = []
  for (const page of options.pages) {
    const url = options.origin
    await autocannon({
      url,
      connections: CONNECTIONS,
      duration: options.warmupSeconds,
      requests: [{ path: page.path }],
    })
    const { requests, byPath } = tallyResponses([page.path])
    const result = await autocannon({ url, connections: CONNECTIONS, duration: options.durationSeconds, requests })
    const tally = byPath.get(page.path) ?? { statusCodes: {}, edgeCache: {}, cacheControl: [] }
    rows.push({
      page: page.name,
      path: page.path,
      cache: options.cache,
      connections: CONNECTIONS,
      durationSeconds: options.durationSeconds,
      requests: result.requests.total,
      requestsPerSecond: round(result.requests.average),
      latencyMs: {
        p50: round(result.latency.p50),
        p99: round(result.latency.p99),
        average: round(result.latency.average),
      },
      ratioToStatic: null,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      ...tally,
    })
    console.info(`  ${page.name} (cache ${options.cache}): ${round(result.requests.average)} req/s`)
  }
  const ceiling = rows.find((row) => row.path === staticAsset.path)?.requestsPerSecond
  if (ceiling) for (const row of rows) row.ratioToStatic = Math.round((row.requestsPerSecond / ceiling) * 1000) / 1000
  return rows
}

export function formatThroughputTable(rows: ThroughputRow[]): string {
  return formatTable(
    ['page', 'cache', 'req/s', 'p50 ms', 'p99 ms', 'ratio to static', 'non-2xx/errors', 'X-Edge-Cache'],
    rows.map((row) => [
      row.page,
      row.cache,
      row.requestsPerSecond,
      row.latencyMs.p50,
      row.latencyMs.p99,
      row.ratioToStatic === null ? '—' : `${Math.round(row.ratioToStatic * 100)}%`,
      `${row.non2xx}/${row.errors}`,
      describeEdgeCache(row.edgeCache),
    ]),
  )
}

function round(value: number): number {
  return Math.round(value * 10) / 10
}
