import { afterEach, describe, expect, it, vi } from 'vitest'
import { record, takeBuffered } from './buffer.ts'
import { FLUSH_INTERVAL_MS, scheduleFlush } from './flush.ts'

const key = {
  slug: 'lumen-energie',
  day: '2026-11-26',
  jobId: null,
  source: '',
  medium: '',
  campaign: '',
  device: 'desktop',
} as const

afterEach(() => {
  vi.useRealTimers()
  takeBuffered()
})

describe('the flush after responses', () => {
  it('is scheduled once per isolate while one waits, nothing when nothing is buffered', async () => {
    vi.useFakeTimers()
    const flush = vi.fn(async () => {})
    expect(scheduleFlush(flush)).toBeUndefined()
    record(key, 'views')
    const first = scheduleFlush(flush)
    expect(first).toBeDefined()
    record(key, 'views')
    expect(scheduleFlush(flush)).toBeUndefined()
    await vi.runAllTimersAsync()
    await first
    expect(flush).toHaveBeenCalledTimes(1)
    // Once it started, what is counted next schedules the next flush.
    expect(scheduleFlush(flush)).toBeDefined()
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS)
    expect(flush).toHaveBeenCalledTimes(2)
  })

  it('survives a failing flush: the page was answered already, the next flush is scheduled', async () => {
    vi.useFakeTimers()
    record(key, 'views')
    const failing = scheduleFlush(async () => {
      throw new Error('database down')
    })
    await vi.runAllTimersAsync()
    await expect(failing).resolves.toBeUndefined()
    expect(scheduleFlush(async () => {})).toBeDefined()
  })
})
