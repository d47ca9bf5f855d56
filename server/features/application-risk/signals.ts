import {
  ADDRESS_BURST_COMPANIES,
  type ApplicationRisk,
  assessRisk,
  type RiskSignal,
  SAME_CV_OR_PHONE_THRESHOLD,
} from '#domain/application-risk.ts'
import type { FormInput } from '#domain/parse-application.ts'
import { CHALLENGE_FIELD, checkSolution, type SolutionCheck } from './challenge.ts'
import { checkFormShown, FORM_SHOWN_FIELD } from './form-shown.server.ts'
import { keyedHash } from './keyed-hash.ts'
import type { RiskCounts } from './risk-queries.ts'

/** The form's hidden field that people never see (it is out of sight and out of the tab order). */
export const HONEYPOT_FIELD = 'website'

export type RequestSignals = { signals: RiskSignal[]; challenge: SolutionCheck }

/**
 * What the request itself shows, before any database: the honeypot, the signed render time
 * and the proof of work. A foreign solution is the caller's to refuse (429).
 */
export async function requestSignals(
  secret: string,
  form: FormInput,
  identity: { jobId: string; idempotencyKey: string },
  now: Date = new Date(),
): Promise<RequestSignals> {
  const signals: RiskSignal[] = []
  const honeypot = form[HONEYPOT_FIELD]
  if (typeof honeypot === 'string' && honeypot !== '') signals.push('honeypot')
  const shown = await checkFormShown(secret, form[FORM_SHOWN_FIELD], identity, now)
  if (shown === 'missing') signals.push('form-not-shown')
  if (shown === 'fast') signals.push('fast-submit')
  const challenge = await checkSolution(secret, form[CHALLENGE_FIELD], now)
  if (challenge.status === 'absent') signals.push('not-verified')
  if (challenge.status === 'expired') signals.push('challenge-expired')
  return { signals, challenge }
}

/** What the counts and the address's domain add (see risk-queries.ts), and the resulting level. */
export function assessApplication(requestSignals: RiskSignal[], counts: RiskCounts): ApplicationRisk {
  const signals = [...requestSignals]
  if (counts.sameCv >= SAME_CV_OR_PHONE_THRESHOLD) signals.push('same-cv')
  if (counts.samePhone >= SAME_CV_OR_PHONE_THRESHOLD) signals.push('same-phone')
  if (counts.clientCompanies >= ADDRESS_BURST_COMPANIES) signals.push('address-burst')
  if (counts.disposableDomain) signals.push('disposable-email')
  return assessRisk(signals)
}

/**
 * The client address as the burst count keeps it: a keyed hash of the rate limiter's key
 * and the day (UTC), so that it cannot be read back nor followed from one day to the next.
 */
export function clientHash(secret: string, clientKey: string, now: Date = new Date()): Promise<string> {
  return keyedHash(secret, 'apply-client', `${now.toISOString().slice(0, 10)}:${clientKey}`)
}
