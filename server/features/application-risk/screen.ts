import type { RiskSignal } from '#domain/application-risk.ts'
import type { FormInput } from '#domain/parse-application.ts'
import type { Sql } from '../../db/client.ts'
import { spendChallenge } from './risk-queries.ts'
import { clientHash, requestSignals } from './signals.ts'

/** What the application carries to its transaction: the request's signals, and the client's hash for the counts. */
export type RiskInput = { signals: RiskSignal[]; clientHash: string }

export type Screening = { status: 'refused' } | { status: 'flag'; risk: RiskInput }

/**
 * The one refusal among the signals: a proof-of-work solution that is not one of ours, or
 * one another form already used (a replayed challenge). Both are answered as the rate
 * limit is (429, its message): a bot learns nothing more. Everything else only flags.
 */
export async function screenApplication(
  sql: Sql,
  secret: string,
  request: { form: FormInput; jobId: string; idempotencyKey: string; clientKey: string },
  now: Date = new Date(),
): Promise<Screening> {
  const { form, jobId, idempotencyKey } = request
  const { signals, challenge } = await requestSignals(secret, form, { jobId, idempotencyKey }, now)
  if (challenge.status === 'foreign') return { status: 'refused' }
  if (challenge.status === 'solved') {
    // Without the database the submission meets the outage itself (503) just after.
    const first = await spendChallenge(sql, challenge, idempotencyKey).catch(() => true)
    if (!first) return { status: 'refused' }
  }
  return { status: 'flag', risk: { signals, clientHash: await clientHash(secret, request.clientKey, now) } }
}
