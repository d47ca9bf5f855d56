/**
 * Writes this isolate's buffered counts (ADR 042): after responses with `waitUntil`, at
 * most every FLUSH_INTERVAL_MS per isolate (scheduleFlush), and from the cron. One transaction per flush;
 * within it, one upsert per buffered entry, each company's under a lock of its own
 * (server/features/statistics/queries.ts). A failed flush never fails a page: its counts go back
 * to the buffer for the next flush, and are dropped after MAX_FAILED_FLUSHES.
 */
import type { Sql } from '../../db/client.ts'
import { type BufferedCounts, bufferedEntries, restore, takeBuffered } from './buffer.ts'
import { addDailyCounts, daySalts, lockCompanyStatistics } from './queries.ts'
import { saltedVisitor, statisticsDay } from './visitors.ts'

export const FLUSH_INTERVAL_MS = 5000
const MAX_FAILED_FLUSHES = 3

let flushing: Promise<unknown> | undefined
let lastFlushStartedAt = 0
/** Salts already read by this isolate, per day (only today's and yesterday's are kept). */
const salts = new Map<string, Uint8Array>()

export type FlushResult = { entries: number; rowsWritten: number; dropped: number }

let scheduled: Promise<void> | undefined

/**
 * After a counted response: a flush of this isolate's buffer at most FLUSH_INTERVAL_MS
 * after the previous one started, at once if that is past, unless one is already
 * scheduled. Returned for `waitUntil`, which keeps the isolate alive until it ran: counts
 * wait seconds, not for the next request, and an isolate evicted afterwards lost nothing.
 */
export function scheduleFlush(flush: () => Promise<unknown>, now = Date.now()): Promise<void> | undefined {
  if (scheduled || bufferedEntries() === 0) return undefined
  const delay = Math.max(0, lastFlushStartedAt + FLUSH_INTERVAL_MS - now)
  scheduled = new Promise<void>((done) => setTimeout(done, delay)).then(async () => {
    // Cleared as it starts: what is counted during this flush schedules the next one.
    scheduled = undefined
    await flush().catch(() => {})
  })
  return scheduled
}

/**
 * Writes everything buffered. A flush already running is waited for first, so that when
 * this returns, every count buffered before the call is written (the cron and the tests
 * rely on it).
 */
export async function flushStatistics(sql: Sql): Promise<FlushResult> {
  while (flushing) await flushing.catch(() => {})
  lastFlushStartedAt = Date.now()
  const { entries, dropped } = takeBuffered()
  if (entries.length === 0) return { entries: 0, rowsWritten: 0, dropped }
  const run = writeEntries(sql, entries)
  flushing = run
  try {
    return { entries: entries.length, rowsWritten: await run, dropped }
  } catch (error) {
    const kept = entries
      .map((entry) => ({ ...entry, failedFlushes: entry.failedFlushes + 1 }))
      .filter((entry) => entry.failedFlushes < MAX_FAILED_FLUSHES)
    restore(kept)
    throw error
  } finally {
    flushing = undefined
  }
}

async function writeEntries(sql: Sql, entries: readonly BufferedCounts[]): Promise<number> {
  const days = [...new Set(entries.map((entry) => entry.key.day))]
  const missing = days.filter((day) => !salts.has(day))
  if (missing.length > 0) for (const [day, salt] of await daySalts(sql, missing)) salts.set(day, salt)
  forgetOldSalts()
  // Companies in a fixed order: two flushes never wait for each other's locks in a cycle.
  const sorted = [...entries].sort((a, b) => (a.key.slug < b.key.slug ? -1 : a.key.slug > b.key.slug ? 1 : 0))
  return sql.begin(async (tx) => {
    let written = 0
    let locked: string | undefined
    for (const { key, counts, visitors } of sorted) {
      if (key.slug !== locked) await lockCompanyStatistics(tx, key.slug)
      locked = key.slug
      const salt = salts.get(key.day)
      const salted = salt ? [...visitors].map((digest) => saltedVisitor(salt, digest)) : []
      if (await addDailyCounts(tx, { ...key, ...counts, visitors: salted })) written++
    }
    return written
  })
}

/**
 * Forgets the salts read. For the integration tests only: their files share this module
 * (vitest.config.ts, `isolate: false`) while each flushes to a database of its own, with
 * its own salt of the day. A Worker isolate flushes to one database, whose salt of a day
 * never changes; production forgets only past days' (forgetOldSalts).
 */
export function forgetReadSalts(): void {
  salts.clear()
}

function forgetOldSalts() {
  const yesterday = statisticsDay(new Date(Date.now() - 24 * 60 * 60 * 1000))
  for (const day of salts.keys()) if (day < yesterday) salts.delete(day)
}
