import { describe, expect, it } from 'vitest'
import { hasPassedClosingDate, isJobVisible } from './job.ts'

describe('isJobVisible (ADR 035)', () => {
  const now = new Date('2026-11-26T12:00:00Z')
  const at = (iso: string) => new Date(iso)

  it('needs a visible status and a closing date still ahead, if any', () => {
    expect(isJobVisible({ status: 'published', closesAt: null }, now)).toBe(true)
    expect(isJobVisible({ status: 'open', closesAt: at('2026-11-26T12:00:01Z') }, now)).toBe(true)
    // From the closing instant on, whatever the status still says.
    expect(isJobVisible({ status: 'active', closesAt: at('2026-11-26T12:00:00Z') }, now)).toBe(false)
    expect(isJobVisible({ status: 'published', closesAt: at('2026-01-01T00:00:00Z') }, now)).toBe(false)
    expect(isJobVisible({ status: 'draft', closesAt: null }, now)).toBe(false)
    expect(isJobVisible({ status: 'closed', closesAt: at('2099-01-01T00:00:00Z') }, now)).toBe(false)
  })

  it('a job past its closing date has ended; one without a date never ends by itself', () => {
    expect(hasPassedClosingDate({ closesAt: at('2026-11-26T11:59:59Z') }, now)).toBe(true)
    expect(hasPassedClosingDate({ closesAt: at('2026-11-26T12:00:01Z') }, now)).toBe(false)
    expect(hasPassedClosingDate({ closesAt: null }, now)).toBe(false)
  })
})
