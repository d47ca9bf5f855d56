import { companyPaths } from '#domain/paths.ts'
import { type PublicOrigins, platformOnly, publicUrl } from '#domain/public-urls.ts'
import type { Sql } from '../db/client.ts'
import { errorCode } from '../db/errors.ts'
import {
  forgetQueuedCvObjects,
  OtherCompanyError,
  type WithdrawalNotices,
  type WithdrawnApplication,
  withdrawApplication,
} from '../db/queries/withdrawals.ts'
import type { StatusTransaction } from '../features/application-status/status-queries.ts'
import { RECRUITER_LOCALE } from '../features/deliveries/company-delivery.ts'
import { recruiterWithdrawalEmail } from './withdrawal-email.ts'

export type WithdrawDependencies = {
  sql: Sql
  bucket: R2Bucket
  /** Links in the company's notifications are absolute to it. */
  publicOrigin: string
  /** Where the company's pages are published (domain/public-urls.ts); default: the platform. */
  origins?: PublicOrigins
  /** Starts delivering the company's notices after the response (the cron retries them anyway). */
  deliverAfterResponse?: (queued: { email: boolean; webhook: boolean }) => void
  /** The transaction to run in (the workspace's, with its tenant); default: a plain one. */
  transaction?: StatusTransaction
}

export type WithdrawOutcome =
  /** Deleted and the company notified; `cvRemoved` false: R2 failed, the reconciliation removes it. */
  | { status: 'withdrawn'; cvRemoved: boolean; jobId: string }
  /** Nothing left to withdraw: a used link, or the loser of two concurrent withdrawals. */
  | { status: 'already-withdrawn' }
  /** The link's application belongs to another company than the URL's: nothing deleted. */
  | { status: 'other-company' }
  /** The database failed: nothing deleted, the candidate may try again. */
  | { status: 'unavailable' }

/**
 * Withdraws the application a verified token names (ADR 025): in one transaction, deletes
 * it (its e-mails and webhook rows with it) and queues the company's notifications; then,
 * after the commit, deletes its CV object. Logs reason codes only.
 */
export async function withdrawAndErase(
  deps: WithdrawDependencies,
  target: { applicationId: string; companySlug: string },
): Promise<WithdrawOutcome> {
  let withdrawn: WithdrawnApplication | null
  try {
    withdrawn = await withdrawApplication(
      deps.sql,
      target,
      async (application) => companyNotices(application, deps.origins ?? platformOnly(deps.publicOrigin)),
      deps.transaction,
    )
  } catch (error) {
    if (error instanceof OtherCompanyError) {
      console.warn('withdrawal refused: other-company')
      return { status: 'other-company' }
    }
    console.error(`withdrawal failed: database (${errorCode(error)})`)
    return { status: 'unavailable' }
  }
  if (!withdrawn) {
    console.warn('withdrawal refused: already-withdrawn')
    return { status: 'already-withdrawn' }
  }
  deps.deliverAfterResponse?.({ email: withdrawn.applicationsEmail !== null, webhook: withdrawn.hasWebhook })
  return { status: 'withdrawn', cvRemoved: await removeCvObject(deps, withdrawn.cvKey), jobId: withdrawn.jobId }
}

/**
 * The company's e-mail (when it set an address) and webhook event (when it has a webhook),
 * in the recruiters' language as the e-mail of each application (ADR 023).
 */
export function companyNotices(
  application: WithdrawnApplication,
  publicOrigins: PublicOrigins | string,
): WithdrawalNotices {
  const origins = typeof publicOrigins === 'string' ? platformOnly(publicOrigins) : publicOrigins
  const { companySlug, jobId, jobTitle } = application
  const locale = RECRUITER_LOCALE
  const jobUrl = publicUrl(origins, locale, companyPaths.job(companySlug, jobId))
  const email = application.applicationsEmail
    ? {
        ...recruiterWithdrawalEmail({
          locale,
          reference: application.id,
          jobTitle,
          jobUrl,
          receivedAt: application.createdAt,
        }),
        toAddress: application.applicationsEmail,
        locale,
      }
    : null
  // The event's `data` (ADR 025); the sender wraps it with the row's id, type and date.
  const webhookPayload = application.hasWebhook
    ? {
        application: { id: application.id },
        job: { id: jobId, title: jobTitle, url: jobUrl },
        company: { slug: companySlug },
      }
    : null
  return { email, webhookPayload }
}

/** Deletes the object, then its queue row; on failure both stay for the reconciliation. */
async function removeCvObject(deps: WithdrawDependencies, cvKey: string): Promise<boolean> {
  try {
    await deps.bucket.delete(cvKey)
    await forgetQueuedCvObjects(deps.sql, [cvKey])
    return true
  } catch (error) {
    console.warn(`withdrawal: CV removal left to the reconciliation (${errorCode(error)})`)
    return false
  }
}
