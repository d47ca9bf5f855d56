import type { Sql } from '../../db/client.ts'

export type RiskCounts = { sameCv: number; samePhone: number; clientCompanies: number; disposableDomain: boolean }

/**
 * Other applications of the last 7 days with this CV and this phone, and the companies this
 * client applied to within the hour (this one included), each count bounded in the
 * database (supabase/migrations/*_baseline_application_risk.sql): the Worker learns
 * counts, never whose phone or CV. In the same statement, whether the address's domain is
 * a throwaway one (`emailDomains`: disposable-email.ts; ADR 083).
 */
export async function riskCounts(
  sql: Sql,
  input: {
    cvSha256: string
    phoneE164: string
    clientHash: string | null
    companySlug: string
    emailDomains: string[]
  },
): Promise<RiskCounts> {
  // Domains hold no comma; no array type metadata over Hyperdrive.
  const [row] = await sql<RiskCounts[]>`
    select same_cv, same_phone, client_companies, is_disposable_email_domain(${input.emailDomains.join(',')}) as disposable_domain
    from application_risk_counts(${input.cvSha256}, ${input.phoneE164}, ${input.clientHash}, ${input.companySlug})
  `
  return row ?? { sameCv: 0, samePhone: 0, clientCompanies: 0, disposableDomain: false }
}

/**
 * Uses a proof-of-work solution for this form: false when another form used it already (a
 * replay), true the first time and for the same form again (a retry of it).
 */
export async function spendChallenge(
  sql: Sql,
  solution: { signature: string; expiresAt: Date },
  idempotencyKey: string,
): Promise<boolean> {
  const [row] = await sql<{ used: boolean }[]>`
    select use_apply_challenge(${solution.signature}, ${solution.expiresAt}, ${idempotencyKey}) as used
  `
  return row?.used === true
}
