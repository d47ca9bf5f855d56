import { describe, expect, it } from 'vitest'
import type { KeyFigure } from './company.ts'
import {
  companyTurnover,
  firstNumber,
  genderSplit,
  type KeyFigureKind,
  type KeyFigures,
  matchKeyFigures,
} from './key-figures.ts'

// Copied from supabase/seed.sql, company 'lumen-energie'. The stored JSON holds a string in `number`
// ("58 %"), which the KeyFigure type does not allow: the cast keeps the real shape.
const LUMEN_KEY_FIGURES = [
  { label: 'Collaborateurs', value: '320' },
  { label: 'Âge moyen', value: '36,4 ans' },
  { label: "Chiffre d'affaires", value: '48 M€' },
  { label: 'Part des femmes', value: '42 %' },
  { key: 'Part des hommes', number: '58 %' },
  { key: 'Index égalité professionnelle', number: 92 },
  { key: 'Effectif', number: 320 },
  { key: 'Mégawatts en exploitation', number: 850 },
  { label: 'Parcs solaires et éoliens', value: '64' },
] as unknown as KeyFigure[]

/** The kind a single label falls into, or null when it stays among the other figures. */
function kindOf(label: string): KeyFigureKind | null {
  const matched = Object.keys(matchKeyFigures([{ label, value: '1' }]).matched)
  return (matched[0] as KeyFigureKind | undefined) ?? null
}

/** Every label listed under a kind reads as that kind (the label names the failing case). */
function expectKinds(labelsByKind: Partial<Record<KeyFigureKind, string[]>>) {
  for (const [kind, labels] of Object.entries(labelsByKind)) {
    for (const label of labels) expect(kindOf(label), label).toBe(kind)
  }
}

function figuresWith(matched: KeyFigures['matched']): KeyFigures {
  return { matched, others: [] }
}

describe('matchKeyFigures', () => {
  it('matches all six kinds in the lumen-energie demo data', () => {
    const figures = matchKeyFigures(LUMEN_KEY_FIGURES)
    expect(figures.matched).toEqual({
      headcount: { label: 'Collaborateurs', value: '320', numeric: 320 },
      averageAge: { label: 'Âge moyen', value: '36,4 ans', numeric: 36.4 },
      turnover: { label: "Chiffre d'affaires", value: '48 M€', numeric: 48 },
      womenShare: { label: 'Part des femmes', value: '42 %', numeric: 42 },
      menShare: { label: 'Part des hommes', value: '58 %', numeric: 58 },
      equalityIndex: { label: 'Index égalité professionnelle', value: '92', numeric: 92 },
    })
    // 'Effectif' is a second headcount: first match wins, the duplicate keeps its place among the others.
    expect(figures.others).toEqual([
      { label: 'Effectif', value: '320' },
      { label: 'Mégawatts en exploitation', value: '850' },
      { label: 'Parcs solaires et éoliens', value: '64' },
    ])
  })

  it('ignores case and accents', () => {
    expectKinds({
      averageAge: ['AGE MOYEN', 'âge moyen'],
      headcount: ['Employés', 'EMPLOYES'],
      equalityIndex: ['Index Egalite'],
      turnover: ['CHIFFRE D’AFFAIRES'],
      womenShare: ['Femmes'],
    })
  })

  it('knows the French and English keywords of each kind', () => {
    expectKinds({
      headcount: ['Nombre de collaboratrices', 'Effectifs', 'Employees', 'Headcount', 'Staff'],
      averageAge: ['Average age', "Moyenne d'âge"],
      turnover: ['CA 2025', 'Turnover', 'Annual revenue'],
      womenShare: ['Women', 'Female share'],
      menShare: ['Men', 'Male share', 'Hommes'],
      equalityIndex: ['Gender equality index', 'Égalité professionnelle'],
    })
  })

  it("does not read 'men' inside 'women' nor 'male' inside 'female'", () => {
    expect(kindOf('Share of women')).toBe('womenShare')
    expect(kindOf('Female')).toBe('womenShare')
    const figures = matchKeyFigures([
      { label: 'Women', value: '40 %' },
      { label: 'Female employees', value: '41 %' },
    ])
    expect(figures.matched.menShare).toBeUndefined()
    expect(figures.others).toEqual([{ label: 'Female employees', value: '41 %' }])
  })

  it("reads an index label mentioning 'femmes-hommes' as the equality index", () => {
    expectKinds({
      equalityIndex: ['Index égalité femmes-hommes', 'Index de l’égalité femmes/hommes', 'Gender equality (women/men)'],
    })
  })

  it('lets the specific kind win over the headcount words', () => {
    expectKinds({
      averageAge: ['Âge moyen des collaborateurs'],
      womenShare: ['Part des femmes dans l’effectif'],
      turnover: ["Chiffre d'affaires par salarié"],
    })
  })

  it("matches 'age' and 'ca' only as whole words", () => {
    for (const label of [
      'Pourcentage de cadres',
      'Taux d’engagement',
      'Cafés torréfiés par an',
      'Parcs solaires et éoliens',
    ]) {
      expect(kindOf(label), label).toBeNull()
    }
  })

  it('accepts the {key, number} shape and prefers label and value when both are present', () => {
    const figures = matchKeyFigures([
      { key: 'Effectif', number: 120 },
      { label: 'Âge moyen', key: 'Ignored', value: '35 ans', number: 99 },
    ])
    expect(figures.matched.headcount).toEqual({ label: 'Effectif', value: '120', numeric: 120 })
    expect(figures.matched.averageAge).toEqual({ label: 'Âge moyen', value: '35 ans', numeric: 35 })
  })

  it('skips items without a label or a value, and keeps zero values', () => {
    const figures = matchKeyFigures([
      { label: 'Collaborateurs' },
      { value: '12' },
      { label: '   ', value: '3' },
      { label: 'Effectif', value: '  ' },
      { label: 'Part des femmes', number: 0 },
      null as unknown as KeyFigure,
    ])
    expect(figures.matched).toEqual({ womenShare: { label: 'Part des femmes', value: '0', numeric: 0 } })
    expect(figures.others).toEqual([])
  })

  it('falls back from a blank label to the key, and trims both', () => {
    const figures = matchKeyFigures([{ label: ' ', key: ' Effectif ', value: ' 320 ' }])
    expect(figures.matched.headcount).toEqual({ label: 'Effectif', value: '320', numeric: 320 })
  })

  it('sets numeric to null when the value holds no number', () => {
    const figures = matchKeyFigures([{ label: 'Chiffre d’affaires', value: 'Non communiqué' }])
    expect(figures.matched.turnover?.numeric).toBeNull()
  })

  it('returns empty results for an empty or non-array input', () => {
    expect(matchKeyFigures([])).toEqual({ matched: {}, others: [] })
    expect(matchKeyFigures(null as unknown as KeyFigure[])).toEqual({ matched: {}, others: [] })
  })
})

describe('firstNumber', () => {
  it('reads French and English display values', () => {
    expect(firstNumber('42 %')).toBe(42)
    expect(firstNumber('42,5 %')).toBe(42.5)
    expect(firstNumber('8.50')).toBe(8.5)
    expect(firstNumber('320')).toBe(320)
    expect(firstNumber('48 M€')).toBe(48)
    expect(firstNumber('36,4 ans')).toBe(36.4)
    expect(firstNumber('92/100')).toBe(92)
  })

  it('joins thousands groups separated by spaces', () => {
    expect(firstNumber('1 200 salariés')).toBe(1200)
    expect(firstNumber('12\u202f345')).toBe(12345)
    expect(firstNumber('1\u00a0200,5')).toBe(1200.5)
    expect(firstNumber('2011 2020')).toBe(2011)
  })

  it('keeps a leading minus sign but not a hyphen between words', () => {
    expect(firstNumber('-5 %')).toBe(-5)
    expect(firstNumber('Top-3')).toBe(3)
  })

  it('returns null without digits', () => {
    expect(firstNumber('')).toBeNull()
    expect(firstNumber('n/c')).toBeNull()
  })
})

describe('companyTurnover', () => {
  it('prefers the turnover when both columns are filled', () => {
    expect(companyTurnover({ turnover: '48 M€', turnoverRate: '8.50' })).toEqual({ kind: 'turnover', value: '48 M€' })
  })

  it('falls back to the turnover rate when the turnover is blank', () => {
    expect(companyTurnover({ turnover: '  ', turnoverRate: '8.50' })).toEqual({ kind: 'turnoverRate', value: '8.50' })
    expect(companyTurnover({ turnover: null, turnoverRate: ' 12 ' })).toEqual({ kind: 'turnoverRate', value: '12' })
  })

  it('returns null when neither is filled', () => {
    expect(companyTurnover({ turnover: null, turnoverRate: null })).toBeNull()
    expect(companyTurnover({ turnover: '', turnoverRate: '' })).toBeNull()
  })
})

describe('genderSplit', () => {
  const share = (numeric: number | null) => ({ label: 'x', value: String(numeric), numeric })

  it('uses both shares when they add up to 100', () => {
    expect(genderSplit(matchKeyFigures(LUMEN_KEY_FIGURES))).toEqual({ women: 42, men: 58 })
    expect(genderSplit(figuresWith({ womenShare: share(42.5), menShare: share(57.5) }))).toEqual({
      women: 42.5,
      men: 57.5,
    })
  })

  it('scales two numbers that do not add up to 100, to one decimal', () => {
    // Head counts rather than shares: 120 women and 200 men.
    expect(genderSplit(figuresWith({ womenShare: share(120), menShare: share(200) }))).toEqual({
      women: 37.5,
      men: 62.5,
    })
    const split = genderSplit(figuresWith({ womenShare: share(1), menShare: share(2) }))
    expect(split).toEqual({ women: 33.3, men: 66.7 })
  })

  it('derives the missing share from the other one', () => {
    expect(genderSplit(figuresWith({ womenShare: share(42) }))).toEqual({ women: 42, men: 58 })
    expect(genderSplit(figuresWith({ menShare: share(57.7) }))).toEqual({ women: 42.3, men: 57.7 })
    expect(genderSplit(figuresWith({ womenShare: share(42), menShare: share(null) }))).toEqual({
      women: 42,
      men: 58,
    })
  })

  it('returns null when nothing sensible can be drawn', () => {
    expect(genderSplit(figuresWith({}))).toBeNull()
    expect(genderSplit(figuresWith({ womenShare: share(null), menShare: share(null) }))).toBeNull()
    expect(genderSplit(figuresWith({ womenShare: share(120) }))).toBeNull()
    expect(genderSplit(figuresWith({ womenShare: share(-5) }))).toBeNull()
    expect(genderSplit(figuresWith({ womenShare: share(0), menShare: share(0) }))).toBeNull()
    expect(genderSplit(figuresWith({ womenShare: share(-10), menShare: share(50) }))).toBeNull()
  })
})
