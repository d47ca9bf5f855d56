import { describe, expect, it } from 'vitest'
import { fromJsonRow } from './json-rows.ts'

describe('fromJsonRow', () => {
  it('camelCases the keys and reads the named timestamps as Dates, nothing else', () => {
    const row = fromJsonRow<Record<string, unknown>>(
      {
        published_at: '2026-11-26T17:00:00.123456+00:00',
        closes_at: null,
        salary_min: '42000.50',
        title: '2026-11-26T17:00:00+00:00',
        key_figures: [{ some_label: 'x' }],
      },
      ['publishedAt', 'closesAt'],
    )
    expect(row).toEqual({
      publishedAt: new Date('2026-11-26T17:00:00.123Z'),
      closesAt: null,
      salaryMin: '42000.50',
      // Not a timestamp column: text that looks like one stays text.
      title: '2026-11-26T17:00:00+00:00',
      // Inside a value, JSON keeps its own keys.
      keyFigures: [{ some_label: 'x' }],
    })
  })
})
