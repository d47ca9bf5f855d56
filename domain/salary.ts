import { foldedWords } from './fold-text.ts'
import { moneyFormat } from './format-money.ts'
import { jsonText } from './json-text.ts'
import type { Locale } from './locale.ts'

// A job's salary (spec sections 2, 5 and 9), from free-form stored columns. Words such as
// 'per year' or 'from' are returned as machine values: the UI takes them from its catalogs.

export type SalaryPeriod = 'year' | 'month' | 'day' | 'hour' | 'week'

/** salary_period is free text in French or English (the demo data uses 'annuel', 'mensuel', 'journalier'). */
const SALARY_PERIOD_WORDS: Record<string, SalaryPeriod> = {
  annuel: 'year',
  annuelle: 'year',
  an: 'year',
  annee: 'year',
  yearly: 'year',
  annual: 'year',
  annually: 'year',
  year: 'year',
  mensuel: 'month',
  mensuelle: 'month',
  mois: 'month',
  monthly: 'month',
  month: 'month',
  journalier: 'day',
  journaliere: 'day',
  jour: 'day',
  tjm: 'day',
  daily: 'day',
  day: 'day',
  horaire: 'hour',
  heure: 'hour',
  hourly: 'hour',
  hour: 'hour',
  hebdomadaire: 'week',
  semaine: 'week',
  weekly: 'week',
  week: 'week',
}

/** The period of a stored salary_period ('Annuel', 'par an', 'Monthly'...); null when not recognised. */
export function parseSalaryPeriod(value: string | null): SalaryPeriod | null {
  if (typeof value !== 'string') return null
  const words = foldedWords(value)
  // 'par an', 'per year', 'par mois': the preposition carries no meaning of its own.
  const word = words.replace(/^(?:par|per|a|by|the) /, '')
  return SALARY_PERIOD_WORDS[word] ?? null
}

/** Spec section 9: salaries default to euros. */
export const DEFAULT_SALARY_CURRENCY = 'EUR'

/**
 * An ISO 4217-shaped code, uppercased; EUR when missing or malformed. Intl accepts any well-formed
 * three-letter code (it shows unknown ones as the code itself) and throws on anything else.
 */
export function salaryCurrency(code: string | null | undefined): string {
  const candidate = jsonText(code)?.toUpperCase()
  return candidate !== undefined && /^[A-Z]{3}$/.test(candidate) ? candidate : DEFAULT_SALARY_CURRENCY
}

/** A stored decimal ('45000.00') as a number; null for missing, negative or non-numeric values. */
export function parseSalaryAmount(value: string | null | undefined): number | null {
  const raw = jsonText(value)
  if (raw === null || !/^\d+(?:\.\d+)?$/.test(raw)) return null
  const amount = Number(raw)
  return Number.isFinite(amount) ? amount : null
}

type SalaryFields = { salaryMin: string | null; salaryMax: string | null; salaryCurrency: string | null }

/** Usable bounds of a salary, swapped when entered the wrong way round so that min ≤ max. */
export function salaryBounds(job: Pick<SalaryFields, 'salaryMin' | 'salaryMax'>): {
  min: number | null
  max: number | null
} {
  const min = parseSalaryAmount(job.salaryMin)
  const max = parseSalaryAmount(job.salaryMax)
  if (min !== null && max !== null && min > max) return { min: max, max: min }
  return { min, max }
}

/** 'range': min – max; 'from': only a minimum; 'upTo': only a maximum; 'exact': min equals max. */
export type SalaryRangeKind = 'range' | 'from' | 'upTo' | 'exact'
export type SalaryRange = { text: string; kind: SalaryRangeKind }

/**
 * The salary as Intl formats it: '45 000 € – 55 000 €' in French, '€45,000 – €55,000' in English.
 * Whole amounts show no decimals; cents, when stored, are kept. The kind lets the UI add 'À partir de'.
 */
export function formatSalaryRange(job: SalaryFields, locale: Locale): SalaryRange | null {
  const { min, max } = salaryBounds(job)
  if (min === null && max === null) return null
  const hasCents = [min, max].some((amount) => amount !== null && !Number.isInteger(amount))
  const format = moneyFormat(locale, salaryCurrency(job.salaryCurrency), { wholeUnits: !hasCents })
  if (min !== null && max !== null) {
    if (min === max) return { text: format.format(min), kind: 'exact' }
    return { text: `${format.format(min)} – ${format.format(max)}`, kind: 'range' }
  }
  if (min !== null) return { text: format.format(min), kind: 'from' }
  return max !== null ? { text: format.format(max), kind: 'upTo' } : null
}
