import type { Company, KeyFigure } from './company.ts'
import { foldedWords } from './fold-text.ts'
import { jsonText } from './json-text.ts'

// The company page's key figures (spec section 3): stored as free-form label/value pairs,
// sorted here into the kinds the page highlights. Machine-readable values only: wording is the UI's job.

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
const paddedWords = (text: string) => ` ${foldedWords(text)} `

function keyFigureKind(label: string): KeyFigureKind | null {
  const words = paddedWords(label)
  for (const rule of KEY_FIGURE_RULES) {
    if (rule.words.some((word) => words.includes(` ${word} `))) return rule.kind
    if (rule.stems.some((stem) => words.includes(stem))) return rule.kind
  }
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
    const label = jsonText(item.label) ?? jsonText(item.key)
    const value = jsonText(item.value) ?? jsonText(item.number)
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
  const turnover = jsonText(company.turnover)
  if (turnover !== null) return { kind: 'turnover', value: turnover }
  const rate = jsonText(company.turnoverRate)
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
