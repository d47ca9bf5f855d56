/**
 * The counts of this isolate not yet written (ADR 042): one entry per company slug, day,
 * job, source, medium, campaign and device, each written by one upsert at the next flush
 * (server/features/statistics/flush.ts). Module-level, so it lives as long as the isolate: an
 * isolate that dies loses what it counted since its last flush (a few seconds), never a
 * page. Bounded in entries and in visitors per entry, so a flood of distinct utm values
 * cannot grow it: what does not fit is dropped, and said so at the next flush.
 */
import type { Source } from './sources.ts'
import type { Device } from './visitors.ts'

export type CountKey = Source & { slug: string; day: string; jobId: string | null; device: Device }

export const COUNTED_EVENTS = [
  'views',
  'formViews',
  'applications',
  'withdrawals',
  'saves',
  'alertSubscriptions',
] as const
export type CountedEvent = (typeof COUNTED_EVENTS)[number]
export type Counts = Record<CountedEvent, number>

/** One row's worth of counts, and the (unsalted) visitors seen for it. */
export type BufferedCounts = { key: CountKey; counts: Counts; visitors: Set<string>; failedFlushes: number }

const MAX_ENTRIES = 5000
const MAX_VISITORS_PER_ENTRY = 2000

const buffer = new Map<string, BufferedCounts>()
let dropped = 0
/**
 * Which entry holds each visitor of a company space or job (slug, day, job) in this buffer:
 * the entry of their first view. A day's visitor belongs to the source of that view; the
 * flush writes entries in any order, and the first to reach the day's visitor table claims
 * them, so no later entry of the same page may carry them. (A visitor first counted by an
 * earlier flush is already claimed in the database.) Bounded like the entries.
 */
const visitorEntries = new Map<string, string>()
const MAX_TRACKED_VISITORS = 100_000

function keyOf(key: CountKey): string {
  return [key.slug, key.day, key.jobId ?? '', key.source, key.medium, key.campaign, key.device].join('\n')
}

/** The visitor of a company space's or job's day, whatever the source. */
function visitorOf(key: CountKey, visitor: string): string {
  return [key.slug, key.day, key.jobId ?? '', visitor].join('\n')
}

/** Adds `visitor` to `entry` unless an entry of an earlier view holds them. */
function addVisitor(id: string, entry: BufferedCounts, visitor: string): void {
  const holder = visitorEntries.get(visitorOf(entry.key, visitor))
  if (holder !== undefined && holder !== id) return
  if (entry.visitors.size >= MAX_VISITORS_PER_ENTRY) return
  entry.visitors.add(visitor)
  if (holder === undefined && visitorEntries.size < MAX_TRACKED_VISITORS)
    visitorEntries.set(visitorOf(entry.key, visitor), id)
}

export function emptyCounts(): Counts {
  return { views: 0, formViews: 0, applications: 0, withdrawals: 0, saves: 0, alertSubscriptions: 0 }
}

/** Adds one `event` (none: a visitor only) and the `visitor`, if any, to the entry of `key`. */
export function record(key: CountKey, event: CountedEvent | null, visitor?: string): void {
  const id = keyOf(key)
  let entry = buffer.get(id)
  if (!entry) {
    if (buffer.size >= MAX_ENTRIES) {
      dropped++
      return
    }
    entry = { key, counts: emptyCounts(), visitors: new Set(), failedFlushes: 0 }
    buffer.set(id, entry)
  }
  if (event) entry.counts[event]++
  if (visitor !== undefined) addVisitor(id, entry, visitor)
}

/** Everything buffered, the buffer emptied; and how many counts were dropped since the last take. */
export function takeBuffered(): { entries: BufferedCounts[]; dropped: number } {
  const entries = [...buffer.values()]
  const droppedSince = dropped
  buffer.clear()
  visitorEntries.clear()
  dropped = 0
  return { entries, dropped: droppedSince }
}

/**
 * Puts back the entries of a flush that failed (the database was down), merged with newer
 * counts. Their views came first: their visitors move back to them from newer entries.
 */
export function restore(entries: readonly BufferedCounts[]): void {
  for (const entry of entries) {
    const id = keyOf(entry.key)
    let current = buffer.get(id)
    if (!current) {
      if (buffer.size >= MAX_ENTRIES) {
        dropped++
        continue
      }
      current = { ...entry, visitors: new Set() }
      buffer.set(id, current)
    } else {
      for (const event of COUNTED_EVENTS) current.counts[event] += entry.counts[event]
      current.failedFlushes = Math.max(current.failedFlushes, entry.failedFlushes)
    }
    for (const visitor of entry.visitors) {
      const holder = visitorEntries.get(visitorOf(entry.key, visitor))
      if (holder !== undefined && holder !== id) buffer.get(holder)?.visitors.delete(visitor)
      visitorEntries.delete(visitorOf(entry.key, visitor))
      addVisitor(id, current, visitor)
    }
  }
}

export function bufferedEntries(): number {
  return buffer.size
}
