import { describe, expect, it } from 'vitest'
import {
  addressLine,
  formatSalaryRange,
  isFullyRemote,
  locationLabel,
  parseSalaryAmount,
  parseSalaryPeriod,
  relativePostingAge,
  salaryCurrency,
} from './job-format.ts'

/** fr-FR groups digits with U+202F and puts U+00A0 before '€': compare with plain spaces. */
const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ')

const salary = (salaryMin: string | null, salaryMax: string | null, salaryCurrency: string | null = 'EUR') => ({
  salaryMin,
  salaryMax,
  salaryCurrency,
})

describe('parseSalaryPeriod', () => {
  it.each([
    ['annuel', 'year'],
    ['Annuel', 'year'],
    ['an', 'year'],
    ['année', 'year'],
    ['ANNEE', 'year'],
    ['par an', 'year'],
    ['yearly', 'year'],
    ['annual', 'year'],
    ['Year', 'year'],
    ['per year', 'year'],
    ['mensuel', 'month'],
    ['mois', 'month'],
    ['par mois', 'month'],
    ['Monthly', 'month'],
    ['month', 'month'],
    ['journalier', 'day'],
    ['jour', 'day'],
    ['daily', 'day'],
    ['day', 'day'],
    ['horaire', 'hour'],
    ['Heure', 'hour'],
    ['hourly', 'hour'],
    ['hour', 'hour'],
    ['hebdomadaire', 'week'],
    ['semaine', 'week'],
    ['weekly', 'week'],
    [' Weekly ', 'week'],
    // Anything else: null.
    [null, null],
    ['', null],
    ['trimestriel', null],
    ['années', null],
  ])('reads %j as %s', (value, period) => {
    expect(parseSalaryPeriod(value)).toBe(period)
  })
})

describe('salary amounts and currency', () => {
  it('reads exact decimal strings and ignores the rest', () => {
    expect(parseSalaryAmount('45000.00')).toBe(45000)
    expect(parseSalaryAmount(' 550 ')).toBe(550)
    expect(parseSalaryAmount('1200.50')).toBe(1200.5)
    expect(parseSalaryAmount('abc')).toBeNull()
    expect(parseSalaryAmount('45 000')).toBeNull()
    expect(parseSalaryAmount('-5')).toBeNull()
    expect(parseSalaryAmount('')).toBeNull()
    expect(parseSalaryAmount(null)).toBeNull()
  })

  it('defaults the currency to EUR (spec section 9) and refuses malformed codes', () => {
    expect(salaryCurrency('USD')).toBe('USD')
    expect(salaryCurrency('chf')).toBe('CHF')
    expect(salaryCurrency(null)).toBe('EUR')
    expect(salaryCurrency('')).toBe('EUR')
    expect(salaryCurrency('EU')).toBe('EUR')
    expect(salaryCurrency('€')).toBe('EUR')
    expect(salaryCurrency('EURO')).toBe('EUR')
  })
})

describe('formatSalaryRange', () => {
  it('formats a euro range in French with grouped thousands and an en dash', () => {
    const range = formatSalaryRange(salary('45000.00', '55000.00'), 'fr')
    expect(range?.kind).toBe('range')
    expect(range?.text).toContain('45')
    expect(plain(range?.text)).toBe('45 000 € – 55 000 €')
    expect(range?.text).toMatch(/^45\s000\s€ – 55\s000\s€$/)
  })

  it('formats a euro range in English', () => {
    expect(formatSalaryRange(salary('45000.00', '55000.00'), 'en')).toEqual({
      text: '€45,000 – €55,000',
      kind: 'range',
    })
  })

  it('formats US dollars in both languages', () => {
    const fr = formatSalaryRange(salary('80000.00', '95000.00', 'USD'), 'fr')
    expect(plain(fr?.text)).toBe('80 000 $US – 95 000 $US')
    const en = formatSalaryRange(salary('80000.00', '95000.00', 'USD'), 'en')
    expect(en?.text).toBe('US$80,000 – US$95,000')
  })

  it("returns 'from' with a single amount when only the minimum is known", () => {
    const fr = formatSalaryRange(salary('1100.00', null), 'fr')
    expect(fr?.kind).toBe('from')
    expect(plain(fr?.text)).toBe('1 100 €')
    expect(formatSalaryRange(salary('1100.00', null), 'en')).toEqual({ text: '€1,100', kind: 'from' })
  })

  it("returns 'upTo' when only the maximum is known", () => {
    expect(formatSalaryRange(salary(null, '700.00'), 'en')).toEqual({ text: '€700', kind: 'upTo' })
  })

  it("returns 'exact' with one amount when min and max are equal", () => {
    const fr = formatSalaryRange(salary('1000.00', '1000'), 'fr')
    expect(fr?.kind).toBe('exact')
    expect(plain(fr?.text)).toBe('1 000 €')
  })

  it('defaults a null, empty or invalid currency to EUR', () => {
    expect(formatSalaryRange(salary('45000.00', '55000.00', null), 'en')?.text).toBe('€45,000 – €55,000')
    expect(formatSalaryRange(salary('45000.00', '55000.00', ''), 'en')?.text).toBe('€45,000 – €55,000')
    expect(formatSalaryRange(salary('45000.00', '55000.00', 'euros'), 'en')?.text).toBe('€45,000 – €55,000')
  })

  it('keeps cents when an amount has them', () => {
    expect(formatSalaryRange(salary('11.65', '14.00'), 'en')?.text).toBe('€11.65 – €14.00')
    expect(plain(formatSalaryRange(salary('11.65', null), 'fr')?.text)).toBe('11,65 €')
  })

  it('ignores non-numeric amounts and swaps reversed bounds', () => {
    expect(formatSalaryRange(salary('n/a', '55000.00'), 'en')).toEqual({ text: '€55,000', kind: 'upTo' })
    expect(formatSalaryRange(salary('55000.00', '45000.00'), 'en')?.text).toBe('€45,000 – €55,000')
  })

  it('returns null when neither amount is usable', () => {
    expect(formatSalaryRange(salary(null, null), 'fr')).toBeNull()
    expect(formatSalaryRange(salary('', 'abc'), 'en')).toBeNull()
  })
})

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

describe('addressLine', () => {
  const parts = { officeAddress: null, zipCode: '75011', city: 'Paris', countryCode: 'FR' }

  it('prefers the office address', () => {
    expect(addressLine({ ...parts, officeAddress: '18 rue de la Roquette, 75011 Paris' })).toBe(
      '18 rue de la Roquette, 75011 Paris',
    )
  })

  it('builds the line from the parts that exist', () => {
    expect(addressLine(parts)).toBe('75011 Paris, FR')
    expect(addressLine({ ...parts, zipCode: null })).toBe('Paris, FR')
    expect(addressLine({ ...parts, city: null })).toBe('75011, FR')
    expect(addressLine({ ...parts, countryCode: null })).toBe('75011 Paris')
    expect(addressLine({ ...parts, zipCode: null, city: null })).toBe('FR')
    expect(addressLine({ ...parts, officeAddress: '  ', countryCode: ' ' })).toBe('75011 Paris')
  })

  it('returns null when nothing is known', () => {
    expect(addressLine({ officeAddress: null, zipCode: null, city: null, countryCode: null })).toBeNull()
  })
})

describe('locationLabel', () => {
  it('shows city and country code (spec section 2)', () => {
    expect(locationLabel({ city: 'Paris', countryCode: 'FR' })).toBe('Paris, FR')
    expect(locationLabel({ city: 'Paris', countryCode: null })).toBe('Paris')
    expect(locationLabel({ city: null, countryCode: 'FR' })).toBe('FR')
    expect(locationLabel({ city: ' ', countryCode: null })).toBeNull()
  })
})

describe('isFullyRemote', () => {
  it.each([
    'Télétravail complet',
    '100% télétravail',
    'full remote',
    'remote',
    'Full-remote',
    'télétravail total',
    'TELETRAVAIL COMPLET',
    'Fully remote',
  ])('treats %j as fully remote', (value) => {
    expect(isFullyRemote(value)).toBe(true)
  })

  it.each(['Hybride', 'Sur site', 'Télétravail partiel', 'Hybride (2 jours de télétravail)', '', null])(
    'does not treat %j as fully remote',
    (value) => {
      expect(isFullyRemote(value)).toBe(false)
    },
  )
})
