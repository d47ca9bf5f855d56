import { afterEach, describe, expect, it } from 'vitest'
import { type CountKey, record, restore, takeBuffered } from './buffer.ts'

/** The isolate's buffer (ADR 042): what one flush writes, and what it keeps when it cannot. */
const key = (overrides: Partial<CountKey> = {}): CountKey => ({
  slug: 'lumen-energie',
  day: '2026-11-26',
  jobId: null,
  source: 'google',
  medium: 'search',
  campaign: '',
  device: 'phone',
  ...overrides,
})

afterEach(() => {
  takeBuffered()
})

describe('the isolate buffer', () => {
  it('keeps many views of one page, source and device as one entry: one upsert at the flush', () => {
    for (let i = 0; i < 100; i++) record(key(), 'views', `visitor-${i % 3}`)
    record(key({ device: 'desktop' }), 'views')
    const { entries } = takeBuffered()
    expect(entries).toHaveLength(2)
    expect(entries[0]?.counts.views).toBe(100)
    expect(entries[0]?.visitors.size).toBe(3)
    expect(takeBuffered().entries).toEqual([])
  })

  it('holds at most 5,000 entries: past that, counts are dropped and said so at the next flush', () => {
    for (let i = 0; i < 5_003; i++) record(key({ campaign: `c${i}` }), 'views')
    // An entry already there still counts.
    record(key({ campaign: 'c0' }), 'views')
    const { entries, dropped } = takeBuffered()
    expect(entries).toHaveLength(5_000)
    expect(entries[0]?.counts.views).toBe(2)
    expect(dropped).toBe(3)
    expect(takeBuffered().dropped).toBe(0)
  })

  it("puts a failed flush's counts back, merged with the newer ones of the same key", () => {
    record(key(), 'views', 'a')
    const failed = takeBuffered().entries.map((entry) => ({ ...entry, failedFlushes: 1 }))
    record(key(), 'views', 'b')
    record(key(), 'applications')
    restore(failed)
    const { entries } = takeBuffered()
    expect(entries).toHaveLength(1)
    expect(entries[0]?.counts).toMatchObject({ views: 2, applications: 1 })
    expect([...(entries[0]?.visitors ?? [])].sort()).toEqual(['a', 'b'])
    expect(entries[0]?.failedFlushes).toBe(1)
  })

  it("gives a page's visitor to the entry of their first view, also across a failed flush", () => {
    record(key({ source: '', medium: '' }), 'views', 'early-direct')
    record(key(), 'views', 'googler')
    record(key({ source: '', medium: '' }), 'views', 'googler')
    // Another page (a job) is another visitor count: the same visitor may be its direct one.
    record(key({ jobId: 'job', source: '', medium: '' }), 'views', 'googler')
    const failed = takeBuffered().entries
    const visitorsOf = (entries: typeof failed) =>
      Object.fromEntries(entries.map((entry) => [`${entry.key.jobId}/${entry.key.source}`, [...entry.visitors].sort()]))
    expect(visitorsOf(failed)).toEqual({ 'null/': ['early-direct'], 'null/google': ['googler'], 'job/': ['googler'] })
    // While the database is down, the same visitor comes back directly, then the flush fails.
    record(key({ source: '', medium: '' }), 'views', 'googler')
    restore(failed.filter((entry) => entry.key.source === 'google'))
    expect(visitorsOf(takeBuffered().entries)).toEqual({ 'null/': [], 'null/google': ['googler'] })
  })
})
