import { describe, expect, it } from 'vitest'
import { formatSalaryRange, parseSalaryAmount, parseSalaryPeriod, salaryCurrency } from './salary.ts'

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
