import { describe, expect, it } from 'vitest'
import { formatDate } from './format-date.ts'

describe('formatDate', () => {
  it('uses fr-FR and en-GB day/month/year in the Paris time zone', () => {
    // 23:30 UTC on 18 Nov is already 19 Nov in Paris.
    const lateEvening = new Date('2026-11-18T23:30:00Z')
    expect(formatDate(lateEvening, 'fr')).toBe('19/11/2026')
    expect(formatDate(lateEvening, 'en')).toBe('19/11/2026')
  })
})
