/**
 * What counting for the statistics (ADR 042) costs the cached pages. Two Workers run side
 * by side, edge cache on, one with STATISTICS=off and one with STATISTICS=on (each with
 * its own local state), and the cached pages (company home, job list, job detail) are
 * requested from each in turn, in 2 s slices (page 1 off, page 1 on, page 2 on, page 2
 * off, ...), as a person's browser would (so every request of the "on" Worker is
 * counted): the two figures of a slice pair see the same background load, which on a
 * shared machine swings throughput several-fold within minutes. Each page's ratio is the
 * median of its pairs' on/off ratios (target ≥ 95 %). The views the "on" Worker wrote to
 * stats_daily (after a cron run that writes what its isolate still holds) are compared
 * with the 200s it answered.
 */
import { resolve } from 'node:path'
import autocannon from 'autocannon'
import postgres from 'postgres'
import { companyHome, jobDetail, jobList, type Page } from './pages.ts'
import { formatTable } from './table.ts'
import { type RunningWorker, startWorker } from './worker.ts'

export const COUNTED_PAGES: Page[] = [companyHome, jobList, jobDetail]
export const COUNTING_TARGET_RATIO = 0.95
const CONNECTIONS = 10
const SLICE_SECONDS = 2

/** One desktop browser's navigation: counted, one visitor. */
const BROWSER_HEADERS = {
  'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0 Safari/537.36',
  'Accept-Language': 'fr-FR,fr;q=0.9,en;q=0.8',
  'Sec-Fetch-Mode': 'navigate',
  'Sec-Fetch-Dest': 'document',
  'Sec-CH-UA-Mobile': '?0',
}

export type CountingRow = {
  page: string
  path: string
  /** req/s over all slices. */
  off: number
  on: number
  /** Each slice pair's on/off. */
  pairRatios: number[]
  /** Their median. */
  ratio: number
}

export type CountingResult = {
  rows: CountingRow[]
  /** Views in stats_daily after the run, and the 200s the "on" Worker answered (warm-up included). */
  viewsCounted: number
  pagesAnswered: number
  /** Requests autocannon left in flight at the end of the "on" runs: answered and counted, not tallied. */
  inFlightAtRunEnds: number
  non2xx: number
}

export async function measureCounting(options: {
  durationSeconds: number
  ports: { off: number; on: number }
  databaseUrl: string
}): Promise<CountingResult> {
  const start = (statistics: 'on' | 'off') =>
    startWorker({
      port: options.ports[statistics],
      edgeCache: 'on',
      statistics,
      databaseUrl: options.databaseUrl,
      stateDir: resolve(`.wrangler/bench-counting-${statistics}`),
    })
  // One after the other: two starting at once may pick the same inspector port.
  const off = await start('off')
  let on: RunningWorker | undefined
  try {
    on = await start('on')
    return await measure(options, { off, on })
  } finally {
    await Promise.all([off.stop(), on?.stop()])
  }
}

async function measure(
  options: { durationSeconds: number; databaseUrl: string },
  workers: Record<'off' | 'on', RunningWorker>,
): Promise<CountingResult> {
  let answeredOn = 0
  let runsOn = 0
  let non2xx = 0
  const run = async (statistics: 'off' | 'on', page: Page, seconds: number) => {
    const result = await autocannon({
      url: workers[statistics].origin,
      connections: CONNECTIONS,
      duration: seconds,
      requests: [{ method: 'GET', path: page.path, headers: BROWSER_HEADERS }],
    })
    if (statistics === 'on') {
      answeredOn += result.statusCodeStats['200']?.count ?? 0
      runsOn++
    }
    non2xx += result.non2xx
    return { requests: result.requests.total, seconds: result.duration }
  }
  // Warm-up: code compiled, pages in each Worker's cache.
  for (const page of COUNTED_PAGES) for (const statistics of ['off', 'on'] as const) await run(statistics, page, 2)
  const slices = Math.max(1, Math.round(options.durationSeconds / SLICE_SECONDS))
  const totals = COUNTED_PAGES.map(() => ({
    off: { requests: 0, seconds: 0 },
    on: { requests: 0, seconds: 0 },
    pairs: [] as number[],
  }))
  for (let slice = 0; slice < slices; slice++) {
    for (const [index, page] of COUNTED_PAGES.entries()) {
      const total = totals[index]
      if (!total) continue
      // Alternating which goes first, so that neither always follows the other.
      const order = (slice + index) % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const)
      const rates: Record<string, number> = {}
      for (const statistics of order) {
        const { requests, seconds } = await run(statistics, page, SLICE_SECONDS)
        total[statistics].requests += requests
        total[statistics].seconds += seconds
        rates[statistics] = requests / seconds
      }
      if (rates.off) total.pairs.push(round3((rates.on ?? 0) / rates.off))
    }
  }
  await (await fetch(`${workers.on.origin}/cdn-cgi/handler/scheduled?cron=*/5+*+*+*+*`)).text()
  const rows = COUNTED_PAGES.map((page, index): CountingRow => {
    const total = totals[index] ?? { off: { requests: 0, seconds: 1 }, on: { requests: 0, seconds: 1 }, pairs: [] }
    return {
      page: page.name,
      path: page.path,
      off: round1(total.off.requests / total.off.seconds),
      on: round1(total.on.requests / total.on.seconds),
      pairRatios: total.pairs,
      ratio: median(total.pairs),
    }
  })
  const sql = postgres(options.databaseUrl, { max: 1, onnotice: () => {} })
  try {
    const [counted] = await sql<{ views: number }[]>`select coalesce(sum(views), 0)::int as views from stats_daily`
    return {
      rows,
      viewsCounted: counted?.views ?? 0,
      pagesAnswered: answeredOn,
      inFlightAtRunEnds: runsOn * CONNECTIONS,
      non2xx,
    }
  } finally {
    await sql.end()
  }
}

export function formatCounting(result: CountingResult): string {
  const table = formatTable(
    ['page (cache on)', 'req/s off', 'req/s on', 'on/off (median of pairs)', 'pairs'],
    result.rows.map((row) => [
      row.page,
      row.off,
      row.on,
      `${Math.round(row.ratio * 1000) / 10}%`,
      row.pairRatios.join(' '),
    ]),
  )
  const met = result.rows.every((row) => row.ratio >= COUNTING_TARGET_RATIO)
  return (
    `${table}\n` +
    `Views counted by the STATISTICS=on Worker: ${result.viewsCounted}; 200s it answered: ${result.pagesAnswered}, ` +
    `plus up to ${result.inFlightAtRunEnds} in flight when its runs stopped; non-2xx: ${result.non2xx}\n` +
    `Target: counting costs the cached pages at most 5 % (on/off ≥ ${COUNTING_TARGET_RATIO * 100} %): ${met ? 'met' : 'NOT MET'}`
  )
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

function round1(value: number): number {
  return Math.round(value * 10) / 10
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000
}
