import { INTL_LOCALE, type Locale } from './locale.ts'

// Job list and job detail helpers (spec sections 2, 3, 5 and 9). Everything here runs on the server and in
// the browser. User-visible text comes from Intl or from the data itself; words such as 'per year' or
// 'from' are returned as machine values so the UI can take them from its catalogs.

/** Lowercase and accent-free, so comparisons ignore case and accents ('Intérim' equals 'interim'). */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** Folded words joined by single spaces: '100% Télétravail' → '100 teletravail'. */
function normalizeWords(value: string): string {
  return foldText(value)
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '')
    .join(' ')
}

/** A trimmed, non-empty string or null. */
function present(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  return trimmed === '' ? null : trimmed
}

// ---------------------------------------------------------------------------
// Salary
// ---------------------------------------------------------------------------

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
  const words = normalizeWords(value)
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
  const candidate = present(code)?.toUpperCase()
  return candidate !== undefined && /^[A-Z]{3}$/.test(candidate) ? candidate : DEFAULT_SALARY_CURRENCY
}

/** A stored decimal ('45000.00') as a number; null for missing, negative or non-numeric values. */
export function parseSalaryAmount(value: string | null | undefined): number | null {
  const raw = present(value)
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
  const format = new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'currency',
    currency: salaryCurrency(job.salaryCurrency),
    // Both bounds set explicitly: older engines throw when only the maximum is below the currency's default.
    ...(hasCents ? {} : { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
  })
  if (min !== null && max !== null) {
    if (min === max) return { text: format.format(min), kind: 'exact' }
    return { text: `${format.format(min)} – ${format.format(max)}`, kind: 'range' }
  }
  if (min !== null) return { text: format.format(min), kind: 'from' }
  return max !== null ? { text: format.format(max), kind: 'upTo' } : null
}

// ---------------------------------------------------------------------------
// Posting age
// ---------------------------------------------------------------------------

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** The largest unit that fits: minutes below an hour, hours below a day, days below 30 days, and so on. */
function ageIn(ms: number): [number, Intl.RelativeTimeFormatUnit] {
  if (ms < HOUR) return [Math.floor(ms / MINUTE), 'minute']
  if (ms < DAY) return [Math.floor(ms / HOUR), 'hour']
  if (ms < 30 * DAY) return [Math.floor(ms / DAY), 'day']
  if (ms < 365 * DAY) return [Math.floor(ms / (30 * DAY)), 'month']
  return [Math.floor(ms / (365 * DAY)), 'year']
}

/**
 * 'il y a 3 jours' / '3 days ago'. The server passes its `now` to the client so that server rendering and
 * hydration print the same text. Months count 30 days and years 365: this is an approximate age, not a date.
 */
export function relativePostingAge(createdAt: Date, now: Date, locale: Locale): string {
  const elapsed = Math.max(0, now.getTime() - createdAt.getTime())
  // An invalid date gives NaN: show 'this minute' rather than throw in the middle of a page.
  const ms = Number.isFinite(elapsed) ? elapsed : 0
  const [amount, unit] = ageIn(ms)
  const format = new Intl.RelativeTimeFormat(INTL_LOCALE[locale], { numeric: 'auto' })
  // Ages are in the past, hence negative; zero stays a plain 0 so that it reads 'this minute'.
  return format.format(amount === 0 ? 0 : -amount, unit)
}

// ---------------------------------------------------------------------------
// Location
// ---------------------------------------------------------------------------

type AddressFields = {
  officeAddress: string | null
  zipCode: string | null
  city: string | null
  countryCode: string | null
}

/** The address chip: the stored office address, else '75011 Paris, FR' from whichever parts exist. */
export function addressLine(job: AddressFields): string | null {
  const office = present(job.officeAddress)
  if (office !== null) return office
  const place = [present(job.zipCode), present(job.city)].filter((part) => part !== null).join(' ')
  const parts = [place, present(job.countryCode)].filter((part) => part !== null && part !== '')
  return parts.length > 0 ? parts.join(', ') : null
}

/** Spec section 2: the job list shows city and country code ('Paris, FR', 'Paris', 'FR'). */
export function locationLabel(job: { city: string | null; countryCode: string | null }): string | null {
  const parts = [present(job.city), present(job.countryCode)].filter((part) => part !== null)
  return parts.length > 0 ? parts.join(', ') : null
}

/**
 * `remote` is free text. Only whole phrases that mean "always remote" count: a bare 'Télétravail' or
 * 'Hybride (2 jours de télétravail)' may mean partial remote work, so they do not.
 */
const FULLY_REMOTE_PHRASES = new Set([
  'remote',
  'full remote',
  'fully remote',
  'remote only',
  '100 remote',
  'remote 100',
  'teletravail complet',
  'teletravail total',
  'teletravail integral',
  'full teletravail',
  '100 teletravail',
  'teletravail 100',
  'totalement a distance',
  'entierement a distance',
  '100 a distance',
])

export function isFullyRemote(remote: string | null): boolean {
  return typeof remote === 'string' && FULLY_REMOTE_PHRASES.has(normalizeWords(remote))
}
