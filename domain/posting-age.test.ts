import { describe, expect, it } from 'vitest'
import { relativePostingAge } from './posting-age.ts'

describe('relativePostingAge', () => {
  const now = new Date('2026-11-21T09:00:00Z')
  const ago = (ms: number) => new Date(now.getTime() - ms)
  const MINUTE = 60_000
  const HOUR = 60 * MINUTE
  const DAY = 24 * HOUR

  it('says days in French and English', () => {
    // Seed job 01 was created on 18 Nov 2026 at 09:00 Paris time (08:00 UTC).
    const created = new Date('2026-11-18T09:00:00+01:00')
    expect(relativePostingAge(created, now, 'fr')).toBe('il y a 3 jours')
    expect(relativePostingAge(created, now, 'en')).toBe('3 days ago')
  })

  it('uses minutes below an hour and hours below a day', () => {
    expect(relativePostingAge(ago(0), now, 'en')).toBe('this minute')
    expect(relativePostingAge(ago(0), now, 'fr')).toBe('cette minute-ci')
    expect(relativePostingAge(ago(5 * MINUTE + 30_000), now, 'fr')).toBe('il y a 5 minutes')
    expect(relativePostingAge(ago(59 * MINUTE), now, 'en')).toBe('59 minutes ago')
    expect(relativePostingAge(ago(2 * HOUR), now, 'fr')).toBe('il y a 2 heures')
    expect(relativePostingAge(ago(23 * HOUR), now, 'en')).toBe('23 hours ago')
  })

  it('uses numeric auto words for one unit', () => {
    expect(relativePostingAge(ago(DAY), now, 'fr')).toBe('hier')
    expect(relativePostingAge(ago(DAY + HOUR), now, 'en')).toBe('yesterday')
  })

  it('uses months from 30 days and years from 365 days', () => {
    expect(relativePostingAge(ago(29 * DAY), now, 'en')).toBe('29 days ago')
    expect(relativePostingAge(ago(61 * DAY), now, 'fr')).toBe('il y a 2 mois')
    expect(relativePostingAge(ago(364 * DAY), now, 'en')).toBe('12 months ago')
    expect(relativePostingAge(ago(365 * DAY), now, 'en')).toBe('last year')
    expect(relativePostingAge(ago(800 * DAY), now, 'fr')).toBe('il y a 2 ans')
  })

  it('clamps future dates to now', () => {
    expect(relativePostingAge(new Date(now.getTime() + DAY), now, 'en')).toBe('this minute')
    expect(relativePostingAge(new Date(now.getTime() + DAY), now, 'fr')).toBe('cette minute-ci')
  })
})
