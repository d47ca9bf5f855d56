/**
 * What counting for the statistics (ADR 042) costs the cached pages: the same pages, edge
 * cache on, requested as a person's browser would (so that every request is counted), by a
 * Worker with STATISTICS=off and one with STATISTICS=on, in alternating order over several
 * rounds (off, on, then on, off...) so that background load on a shared machine falls on
 * both alike. The median req/s of each is compared (target: on ≥ 95 % of off), and the
 * views the "on" Workers wrote are checked against the 200s they answered.
 */
import postgres from 'postgres'
import { companyHome, jobDetail, jobList, type Page } from './pages.ts'
import { formatTable } from './table.ts'
import { measureThroughput, type ThroughputRow } from './throughput.ts'

export const COUNTED_PAGES: Page[] = [companyHome, jobList, jobDetail]

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
  /** req/s of each round. */
  off: number[]
  on: number[]
  medianOff: number
  medianOn: number
  /** medianOn / medianOff. */
  ratio: number
}

export type CountingResult = {
  rows: CountingRow[]
  /** Views in stats_daily after the "on" runs, and the 200s those runs answered (warm-ups included). */
  viewsCounted: number
  pagesAnswered: number
}

export const COUNTING_TARGET_RATIO = 0.95

export async function measureCounting(options: {
  rounds: number
  durationSeconds: number
  databaseUrl: string
  withWorker: <T>(statistics: 'on' | 'off', measure: (origin: string) => Promise<T>) => Promise<T>
}): Promise<CountingResult> {
  const runs: { statistics: 'on' | 'off'; rows: ThroughputRow[] }[] = []
  let answeredOn = 0
  for (let round = 0; round < options.rounds; round++) {
    const order = round % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const)
    for (const statistics of order) {
      console.info(`  round ${round + 1}, STATISTICS=${statistics}`)
      const rows = await options.withWorker(statistics, async (origin) => {
        const measured = await measureThroughput({
          origin,
          cache: 'on',
          pages: COUNTED_PAGES,
          pageSized: jobDetail,
          durationSeconds: options.durationSeconds,
          warmupSeconds: Math.min(2, options.durationSeconds),
          headers: BROWSER_HEADERS,
        })
        // What the isolate still holds is written by the cron, as in production.
        if (statistics === 'on') await (await fetch(`${origin}/cdn-cgi/handler/scheduled?cron=*/5+*+*+*+*`)).text()
        return measured
      })
      runs.push({ statistics, rows })
    }
  }
  const rows = COUNTED_PAGES.map((page): CountingRow => {
    const rps = (statistics: 'on' | 'off') =>
      runs
        .filter((run) => run.statistics === statistics)
        .map((run) => run.rows.find((row) => row.path === page.path)?.requestsPerSecond ?? 0)
    const off = rps('off')
    const on = rps('on')
    const medianOff = median(off)
    const medianOn = median(on)
    return { page: page.name, path: page.path, off, on, medianOff, medianOn, ratio: round3(medianOn / medianOff) }
  })
  for (const run of runs) {
    if (run.statistics !== 'on') continue
    // The measured 200s; the warm-ups' are not in autocannon's tally.
    for (const row of run.rows) answeredOn += row.statusCodes['200'] ?? 0
  }
  const sql = postgres(options.databaseUrl, { max: 1, onnotice: () => {} })
  try {
    const [counted] = await sql<{ views: number }[]>`select coalesce(sum(views), 0)::int as views from stats_daily`
    return { rows, viewsCounted: counted?.views ?? 0, pagesAnswered: answeredOn }
  } finally {
    await sql.end()
  }
}

export function formatCounting(result: CountingResult): string {
  const table = formatTable(
    ['page (cache on)', 'req/s off', 'req/s on', 'on/off', 'rounds off', 'rounds on'],
    result.rows.map((row) => [
      row.page,
      row.medianOff,
      row.medianOn,
      `${Math.round(row.ratio * 1000) / 10}%`,
      row.off.join(' '),
      row.on.join(' '),
    ]),
  )
  const met = result.rows.every((row) => row.ratio >= COUNTING_TARGET_RATIO)
  return (
    `${table}\n` +
    `Views counted by the STATISTICS=on Workers: ${result.viewsCounted} (measured 200s: ${result.pagesAnswered}, plus warm-ups)\n` +
    `Target: counting costs the cached pages at most 5 % (on/off ≥ ${COUNTING_TARGET_RATIO * 100} %): ${met ? 'met' : 'NOT MET'}`
  )
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000
}
