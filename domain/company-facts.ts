import type { Company, KeyFigure, Office, Photo, RecruitmentStep } from './company.ts'

// Company and team page facts (spec sections 2 and 3). JSON columns are free-form, so every
// function here is defensive about shapes and returns machine-readable values: wording is the UI's job.

// ---------------------------------------------------------------------------
// Key figures
// ---------------------------------------------------------------------------

export type KeyFigureKind = 'headcount' | 'averageAge' | 'turnover' | 'womenShare' | 'menShare' | 'equalityIndex'
export type MatchedKeyFigure = { label: string; value: string; numeric: number | null }
export type KeyFigures = {
  matched: Partial<Record<KeyFigureKind, MatchedKeyFigure>>
  others: { label: string; value: string }[]
}

/**
 * Keywords per kind, already accent-free and lowercase. `words` must match whole words (or a phrase of
 * whole words), `stems` may match inside a word. The order matters: specific kinds come first, so
 * 'Index égalité femmes-hommes' is an equality index and 'Âge moyen des collaborateurs' an average age.
 */
const KEY_FIGURE_RULES: { kind: KeyFigureKind; words: string[]; stems: string[] }[] = [
  { kind: 'equalityIndex', words: [], stems: ['egalite', 'equality'] },
  // 'age' only as a word: as a stem it would catch 'pourcentage', 'engagement', 'stage'...
  { kind: 'averageAge', words: ['age', 'ages', 'age moyen', 'average age'], stems: [] },
  // Women before men: 'women' and 'female' contain 'men' and 'male'.
  { kind: 'womenShare', words: [], stems: ['femme', 'women', 'female'] },
  { kind: 'menShare', words: ['men', 'male', 'males'], stems: ['homme'] },
  { kind: 'turnover', words: ['ca', 'chiffre d affaires'], stems: ['turnover', 'revenue'] },
  {
    kind: 'headcount',
    words: ['staff'],
    stems: ['collaborateur', 'collaboratrice', 'employe', 'effectif', 'salarie', 'headcount'],
  },
]

/** Lowercase, accent-free words joined by single spaces, padded so ' word ' finds whole words. */
function normalizeWords(text: string): string {
  const words = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '')
  return ` ${words.join(' ')} `
}

function keyFigureKind(label: string): KeyFigureKind | null {
  const words = normalizeWords(label)
  for (const rule of KEY_FIGURE_RULES) {
    if (rule.words.some((word) => words.includes(` ${word} `))) return rule.kind
    if (rule.stems.some((stem) => words.includes(stem))) return rule.kind
  }
  return null
}

/** A trimmed, non-empty string from a JSON value (numbers included); null otherwise. */
function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return null
}

/**
 * The first number in a display value: '42 %' → 42, '42,5 %' → 42.5, '1 200' → 1200, '48 M€' → 48.
 * French decimals use a comma; thousands groups are separated by (narrow) spaces.
 */
export function firstNumber(value: string): number | null {
  // A minus sign counts only when it does not join two words ('Top-3' is 3, '-5 %' is -5).
  const match = /(?:(?<![\p{L}\d])-)?(?:\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?!\d)|\d+)(?:[.,]\d+)?/u.exec(value)
  if (!match) return null
  const parsed = Number(match[0].replace(/[ \u00a0\u202f]/g, '').replace(',', '.'))
  return Number.isFinite(parsed) ? parsed : null
}

/** Sorts key figures into the six kinds the company page highlights; the rest stay in stored order. */
export function matchKeyFigures(items: KeyFigure[]): KeyFigures {
  const figures: KeyFigures = { matched: {}, others: [] }
  if (!Array.isArray(items)) return figures
  for (const item of items) {
    if (item === null || typeof item !== 'object') continue
    const label = text(item.label) ?? text(item.key)
    const value = text(item.value) ?? text(item.number)
    if (label === null || value === null) continue
    const kind = keyFigureKind(label)
    if (kind !== null && figures.matched[kind] === undefined) {
      figures.matched[kind] = { label, value, numeric: firstNumber(value) }
    } else {
      figures.others.push({ label, value })
    }
  }
  return figures
}

export type CompanyTurnover = { kind: 'turnover'; value: string } | { kind: 'turnoverRate'; value: string }

/** Spec section 3: either column may be filled; the turnover (revenue) wins when both are. */
export function companyTurnover(company: Pick<Company, 'turnover' | 'turnoverRate'>): CompanyTurnover | null {
  const turnover = text(company.turnover)
  if (turnover !== null) return { kind: 'turnover', value: turnover }
  const rate = text(company.turnoverRate)
  if (rate !== null) return { kind: 'turnoverRate', value: rate }
  return null
}

const round1 = (value: number) => Math.round(value * 10) / 10

/**
 * Percentages for a women/men bar that always add up to 100. Two numbers that do not sum to 100
 * (e.g. head counts) are scaled; a single share in 0–100 implies the other one.
 */
export function genderSplit(figures: KeyFigures): { women: number; men: number } | null {
  const women = figures.matched.womenShare?.numeric ?? null
  const men = figures.matched.menShare?.numeric ?? null
  if (women !== null && men !== null) {
    const sum = women + men
    if (women < 0 || men < 0 || sum <= 0) return null
    if (Math.abs(sum - 100) < 1e-9) return { women, men }
    const scaledWomen = round1((women * 100) / sum)
    return { women: scaledWomen, men: round1(100 - scaledWomen) }
  }
  const share = women ?? men
  if (share === null || share < 0 || share > 100) return null
  const other = round1(100 - share)
  return women !== null ? { women, men: other } : { women: other, men: share }
}

// ---------------------------------------------------------------------------
// Recruitment process
// ---------------------------------------------------------------------------

export type RecruitmentStepItem = { title: string; description: string | null }

function stepNumber(step: unknown): number | null {
  if (typeof step === 'number') return Number.isFinite(step) ? step : null
  if (typeof step === 'string' && step.trim() !== '') {
    const parsed = Number(step.trim())
    return Number.isFinite(parsed) ? parsed : null
  }
  return null
}

/**
 * Steps from either stored shape (plain strings or {step, title, description}). Numbered steps are put
 * in order (stable); unnumbered ones follow in stored order. Null means "show the three default steps".
 */
export function recruitmentSteps(process: RecruitmentStep[] | null | undefined): RecruitmentStepItem[] | null {
  if (!Array.isArray(process)) return null
  const steps: { item: RecruitmentStepItem; order: number | null }[] = []
  for (const entry of process) {
    if (typeof entry === 'string') {
      const title = entry.trim()
      if (title !== '') steps.push({ item: { title, description: null }, order: null })
    } else if (entry !== null && typeof entry === 'object') {
      const title = text(entry.title)
      const description = text(entry.description)
      const order = stepNumber(entry.step)
      if (title !== null) steps.push({ item: { title, description }, order })
      // A step with only a description still says something: it becomes the title.
      else if (description !== null) steps.push({ item: { title: description, description: null }, order })
    }
  }
  if (steps.length === 0) return null
  steps.sort((a, b) => {
    if (a.order === null || b.order === null) return (a.order === null ? 1 : 0) - (b.order === null ? 1 : 0)
    return a.order - b.order
  })
  return steps.map((step) => step.item)
}

// ---------------------------------------------------------------------------
// Gallery, offices, external links
// ---------------------------------------------------------------------------

/** Spec section 9: the team page gallery shows at most 6 photos. */
export const GALLERY_MAX = 6

export type GalleryPhoto = { src: string; alt: string }

/** An image address we let into <img src>: absolute http(s), or root-relative on this site ('/demo/x.svg'). */
function safeImageSrc(value: unknown): string | null {
  const src = text(value)
  if (src === null || /\p{Cc}/u.test(src)) return null
  // '//host' and '/\host' leave the site: treat them like any other absolute URL, i.e. refuse them.
  if (src.startsWith('/')) return /^\/[/\\]/.test(src) ? null : src
  if (!/^https?:\/\//i.test(src)) return null
  try {
    return new URL(src).href
  } catch {
    return null
  }
}

/** Photos with a usable address, capped at `max`; the alt text is '' (decorative) when missing. */
export function galleryPhotos(photos: Photo[] | null | undefined, max = GALLERY_MAX): GalleryPhoto[] {
  if (!Array.isArray(photos)) return []
  const limit = Number.isFinite(max) ? Math.max(0, Math.floor(max)) : 0
  const gallery: GalleryPhoto[] = []
  for (const photo of photos) {
    if (gallery.length >= limit) break
    if (photo === null || typeof photo !== 'object') continue
    const src = safeImageSrc(photo.url) ?? safeImageSrc(photo.src)
    if (src !== null) gallery.push({ src, alt: text(photo.alt) ?? '' })
  }
  return gallery
}

export type OfficeItem = { name: string | null; address: string | null; country: string | null }

/** Offices worth listing: an entry needs a name or an address; blank strings become null. */
export function officeList(offices: Office[] | null | undefined): OfficeItem[] {
  if (!Array.isArray(offices)) return []
  const list: OfficeItem[] = []
  for (const office of offices) {
    if (office === null || typeof office !== 'object') continue
    const name = text(office.name)
    const address = text(office.address)
    if (name === null && address === null) continue
    list.push({ name, address, country: text(office.country) })
  }
  return list
}

/**
 * A link we can put in href for a stored website: absolute http(s) only. Stored values often lack the
 * scheme ('lumen-energie.example'), so https is assumed; any other scheme (javascript:, data:) is refused.
 */
export function safeExternalUrl(url: string | null | undefined): string | null {
  const raw = text(url)
  // Whitespace or control characters inside: malformed, and a classic way to smuggle 'java\tscript:'.
  if (raw === null || /[\s\p{Cc}]/u.test(raw)) return null
  let candidate: string
  if (/^https?:\/\//i.test(raw)) candidate = raw
  else if (raw.startsWith('//')) candidate = `https:${raw}`
  // 'host:8080/path' is a host with a port, not a scheme.
  else if (/^[a-z][a-z0-9+.-]*:/i.test(raw) && !/^[^:/?#]+:\d+(?:[/?#]|$)/.test(raw)) return null
  else candidate = `https://${raw}`
  let parsed: URL
  try {
    parsed = new URL(candidate)
  } catch {
    return null
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null
  // 'user:pass@' hides the real host from the reader; a public website needs a dotted host name.
  if (parsed.username !== '' || parsed.password !== '') return null
  if (!parsed.hostname.includes('.') || parsed.hostname.startsWith('.') || parsed.hostname.endsWith('.')) return null
  return parsed.href
}

/** The host shown next to a website link ('lumen-energie.example'); '' when the URL is unusable. */
export function displayHost(url: string): string {
  const safe = safeExternalUrl(url)
  if (safe === null) return ''
  return new URL(safe).hostname.replace(/^www\./, '')
}
