// Whether a job ad must show its pay, per country of the job (jobs.country_code). The EU's pay
// transparency directive (2023/970, art. 5) gives applicants the pay or its range "in the
// published vacancy notice, prior to the job interview or otherwise": the ad is one way among
// others, so the directive alone makes it recommended. Where a national law requires it *in the
// ad*, publishing without it is refused (domain/job-form.ts). Each row says its source and when
// it took effect; `CHECKED_ON` is when the table was last compared with those sources. A
// required row asks for a figure (the starting pay, `salaryMin`) and its period: every law below
// accepts a starting amount as well as a range.

export type PayRequirement = 'required' | 'recommended'

export type PayTransparencyRule = {
  /** ISO 3166-1 alpha-2, as jobs.country_code. */
  country: string
  requirement: PayRequirement
  /** What the law asks, in a few words (English, for maintainers; the editor shows its own texts). */
  rule: string
  source: string
  /** When it took effect (ISO date), or null for a draft. */
  inForceSince: string | null
}

export const CHECKED_ON = '2026-11-29'

export const EU_DIRECTIVE: Omit<PayTransparencyRule, 'country'> = {
  requirement: 'recommended',
  rule: 'pay or range given to applicants before the interview; the ad is one of the ways (art. 5)',
  source: 'Directive (EU) 2023/970, art. 5; transposition due 7 June 2026',
  inForceSince: '2023-06-06',
}

export const PAY_TRANSPARENCY_RULES: readonly PayTransparencyRule[] = [
  {
    country: 'AT',
    requirement: 'required',
    rule: 'minimum pay under the collective agreement (or the negotiating floor) in every job ad',
    source: 'Gleichbehandlungsgesetz § 9 (2), BGBl I 7/2011, extended by BGBl I 107/2013',
    inForceSince: '2011-03-01',
  },
  {
    country: 'IT',
    requirement: 'required',
    rule: 'starting pay or its range in job ads, public and private',
    source: 'Decreto legislativo 96/2026 (transposes 2023/970), Gazzetta Ufficiale 1 June 2026',
    inForceSince: '2026-06-07',
  },
  {
    country: 'LT',
    requirement: 'required',
    rule: 'the pay offered or its range in every job ad',
    source: 'Darbo kodeksas (Labour Code), amendment in force 27 July 2019',
    inForceSince: '2019-07-27',
  },
  {
    country: 'SK',
    requirement: 'required',
    rule: 'the basic wage component in job ads; no lower basic wage may then be agreed',
    source: 'Act 5/2004 on employment services § 62, as amended by Act 63/2018',
    inForceSince: '2018-05-01',
  },
  {
    country: 'MT',
    requirement: 'recommended',
    rule: 'starting pay or range given to applicants before employment starts (not necessarily in the ad)',
    source: 'Legal Notice 112 of 2025 (S.L. 452.126, transparent and predictable working conditions)',
    inForceSince: '2025-08-27',
  },
  {
    country: 'PL',
    requirement: 'recommended',
    rule: 'starting pay or range in writing: in the ad, before the interview, or before employment',
    source: 'Kodeks pracy, amended by the Act of 4 June 2025 (partial transposition of 2023/970)',
    inForceSince: '2025-12-24',
  },
  {
    country: 'FR',
    requirement: 'recommended',
    rule: 'transposition bill in draft: pay or range to applicants, expected in force in 2027',
    source: 'Projet de loi de transposition de la directive 2023/970 (draft)',
    inForceSince: null,
  },
]

/** The EU's member states (the directive's scope); a job elsewhere gets the recommendation only. */
const EU_MEMBERS = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '),
)

/** The rule for a job in `country`: its own row, the directive's for another EU state, else a recommendation. */
export function payTransparencyRule(country: string | null | undefined): PayTransparencyRule {
  const code = (country ?? '').toUpperCase()
  const own = PAY_TRANSPARENCY_RULES.find((rule) => rule.country === code)
  if (own) return own
  if (EU_MEMBERS.has(code)) return { country: code, ...EU_DIRECTIVE }
  return {
    country: code,
    requirement: 'recommended',
    rule: 'no pay rule known here; a range helps candidates',
    source: 'none',
    inForceSince: null,
  }
}

export const isPayRequired = (country: string | null | undefined) =>
  payTransparencyRule(country).requirement === 'required'
