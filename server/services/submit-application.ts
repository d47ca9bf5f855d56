import type { ApplicationFields } from '#domain/application.ts'
import { applicationFingerprint } from '#domain/application-fingerprint.ts'
import type { ApplicationRisk } from '#domain/application-risk.ts'
import type { Locale } from '#domain/locale.ts'
import type { CvInput } from '#domain/parse-application.ts'
import { type PublicOrigins, platformOnly } from '#domain/public-urls.ts'
import type { Sql } from '../db/client.ts'
import { errorCode, isTransientDatabaseError } from '../db/errors.ts'
import {
  type ApplicationJob,
  existingApplication,
  insertApplicationWithEmail,
  type StoredApplication,
} from '../db/queries/applications.ts'
import { onStrangerAllowance } from '../db/queries/stranger-email-cap.ts'
import { emailDomainSuffixes } from '../features/application-risk/disposable-email.ts'
import { riskCounts } from '../features/application-risk/risk-queries.ts'
import type { RiskInput } from '../features/application-risk/screen.ts'
import { assessApplication } from '../features/application-risk/signals.ts'
import { applicationStatusUrl } from '../features/application-status/application-status-link.ts'
import { companyMessages } from '../features/deliveries/company-delivery.ts'
import { applicationConfirmationEmail } from '../features/deliveries/email-templates.ts'
import type { LinkSigning } from '../features/deliveries/link-signing.ts'
import { newCvKey, putCv, readStoredCv, type StoredCv } from './cv-store.ts'
import { withdrawalToken, withdrawalUrl } from './withdrawal-link.ts'

export type SubmitDependencies = {
  sql: Sql
  bucket: R2Bucket
  /** Signs the CV link that the company's e-mail and webhook carry, and the withdrawal link of the confirmation (ADR 025). */
  links: LinkSigning
  /** Where the company's pages are published (the withdrawal link; default: the platform, `links.origin`). */
  origins?: PublicOrigins
  /**
   * Starts delivery after the response (the cron retries it anyway): the e-mails, and the
   * webhook event when one was queued.
   */
  deliverAfterResponse?: (queued: { webhook: boolean }) => void
  now?: () => Date
}

export type ApplicationToSubmit = {
  locale: Locale
  idempotencyKey: string
  /** The job of the URL; the transaction checks that it exists, is open and is the company's. */
  job: { id: string; companySlug: string; url: string }
  fields: ApplicationFields
  cv: CvInput
  /**
   * The request's risk signals (server/features/application-risk/), counted and stored with
   * it; none when the application does not come from a request (tests, an import).
   */
  risk?: RiskInput
}

/** Kept CVs let a form shown again after an outage be sent without choosing the file again. */
export type KeptCv = { key: string; fileName: string }

export type SubmitOutcome =
  /** Stored, or already stored by a retry or a double click of the same form (nothing added). */
  | { status: 'created' | 'duplicate'; withdrawalToken: string }
  /** The form's key already made an application with other content: nothing added. */
  | { status: 'key-reused' }
  /** The form's application was withdrawn: posting it again does not bring it back. */
  | { status: 'withdrawn' }
  /** The kept CV the form names is gone (reconciled after its grace period). */
  | { status: 'cv-missing' }
  /** Storage or database unreachable; the CV is kept when it was stored. */
  | { status: 'unavailable'; keptCv: KeptCv | null }
  /** The job is unknown, another company's or closed: its page says which. */
  | { status: 'job-not-open' }
  /** The database refused the data (a bug): nothing kept. */
  | { status: 'failed' }

/**
 * Stores an application: its CV under a key of this attempt's own, then the row, its
 * confirmation e-mail and what its company receives (e-mail, webhook event) in one
 * transaction. The row records the CV's key, size and SHA-256
 * and the submission's fingerprint. A concurrent or retried submission with the same
 * key is recognised by that fingerprint; whatever happens, this attempt only ever deletes
 * the object it stored itself, and only when no row can point at it.
 */
export async function submitApplication(deps: SubmitDependencies, input: ApplicationToSubmit): Promise<SubmitOutcome> {
  const now = deps.now?.() ?? new Date()
  const { cv } = input
  let stored: StoredCv | null
  try {
    stored =
      cv.kind === 'upload'
        ? await putCv(deps.bucket, newCvKey(input.idempotencyKey, now), cv.bytes, {
            fileName: cv.fileName,
            idempotencyKey: input.idempotencyKey,
          })
        : await readStoredCv(deps.bucket, cv.key, input.idempotencyKey)
  } catch (error) {
    logFailure('storage-unavailable', error)
    return { status: 'unavailable', keptCv: cv.kind === 'stored' ? { key: cv.key, fileName: cv.fileName } : null }
  }
  if (!stored) {
    logRefusal('kept-cv-missing')
    return { status: 'cv-missing' }
  }
  const ownObject = cv.kind === 'upload' ? stored.key : null
  const removeOwnObject = async () => {
    if (ownObject) await deps.bucket.delete(ownObject).catch((error) => logFailure('storage-cleanup-failed', error))
  }

  const { fields, job } = input
  const submissionSha256 = await applicationFingerprint({ jobId: job.id, fields, cvSha256: stored.sha256 })
  const signWithdrawal = (application: StoredApplication) => withdrawalToken(deps.links.secret, application)
  // The company's pages on its own domain when it has one (ADR 044): the e-mails' links.
  const companyLinks = { ...deps.links, origins: deps.origins ?? platformOnly(deps.links.origin) }
  let createdToken = ''
  let webhookQueued = false
  const cvForCompany = { fileName: cv.fileName, sizeBytes: stored.sizeBytes, sha256: stored.sha256 }
  // The candidate's confirmation goes to an address anyone may type: it takes one of that
  // mailbox's e-mails of the day (ADR 058). Past them, the application is still stored and
  // sent to its company; only the confirmation is not sent.
  let confirmationAllowed = false
  // Flag, never reject (ADR 077): stored with the row, told to the company only.
  let risk: ApplicationRisk = { level: 'low', signals: [] }
  const compose = async (jobRow: ApplicationJob, row: StoredApplication) => {
    createdToken = await signWithdrawal(row)
    const confirmation = confirmationAllowed
      ? {
          ...applicationConfirmationEmail({
            locale: input.locale,
            firstName: fields.firstName,
            jobTitle: jobRow.title,
            companyName: jobRow.companyName,
            jobUrl: job.url,
            withdrawUrl: withdrawalUrl(companyLinks.origins, input.locale, job.companySlug, createdToken),
            statusUrl: await applicationStatusUrl(companyLinks, input.locale, { ...row, companySlug: job.companySlug }),
          }),
          toAddress: fields.email,
          locale: input.locale,
        }
      : null
    const forCompany = await companyMessages(companyLinks, jobRow, row, {
      locale: input.locale,
      fields,
      job,
      cv: cvForCompany,
      risk,
    })
    webhookQueued = forCompany.webhookData !== null
    return { confirmation, ...forCompany }
  }
  const application = {
    idempotencyKey: input.idempotencyKey,
    jobId: job.id,
    companySlug: job.companySlug,
    firstName: fields.firstName,
    lastName: fields.lastName,
    email: fields.email,
    phoneE164: fields.phone,
    coverLetter: fields.coverLetter,
    cvKey: stored.key,
    cvFileName: cv.fileName,
    cvSizeBytes: stored.sizeBytes,
    cvSha256: stored.sha256,
    submissionSha256,
    locale: input.locale,
  }
  // Whether the transaction got as far as COMMIT: a failure before it surely wrote nothing.
  let committing = false
  try {
    const counts = await riskCounts(deps.sql, {
      cvSha256: stored.sha256,
      phoneE164: fields.phone,
      clientHash: input.risk?.clientHash ?? null,
      companySlug: job.companySlug,
      emailDomains: emailDomainSuffixes(fields.email),
    })
    risk = assessApplication(input.risk?.signals ?? [], counts)
    const outcome = await onStrangerAllowance(
      deps.sql,
      fields.email,
      (allowed) => {
        confirmationAllowed = allowed
        return insertApplicationWithEmail(deps.sql, { ...application, risk }, compose, () => {
          committing = true
        })
      },
      (inserted) => inserted === 'created',
    )
    if (outcome === 'created') {
      deps.deliverAfterResponse?.({ webhook: webhookQueued })
      return { status: 'created', withdrawalToken: createdToken }
    }
    if (outcome === 'withdrawn') {
      await removeOwnObject()
      logRefusal('withdrawn')
      return { status: 'withdrawn' }
    }
    if (outcome === 'job-not-open') {
      await removeOwnObject()
      logRefusal('job-not-open')
      return { status: 'job-not-open' }
    }
    // Another attempt with this key committed first; its row points at its own object.
    await removeOwnObject()
    const existing = await existingApplication(deps.sql, input.idempotencyKey)
    // '' is a row stored before fingerprints: as before, a retry of the same form. Its
    // sender is the same candidate: the confirmation shows the same withdrawal link.
    if (existing && (existing.fingerprint === submissionSha256 || existing.fingerprint === '')) {
      return { status: 'duplicate', withdrawalToken: await signWithdrawal(existing) }
    }
    logRefusal('key-reused')
    return { status: 'key-reused' }
  } catch (error) {
    if (isTransientDatabaseError(error)) {
      logFailure('database-unavailable', error)
      // Failed before COMMIT: no row points at the object this attempt uploaded, so it
      // goes now (ADR 040) instead of piling up until the reconciliation; the form asks for
      // the file again. A kept CV the form named is not this attempt's: it stays. Failed
      // during COMMIT (the connection lost), a row may point at it: it stays, and the form
      // names it, for a retry that is then recognised as the same application.
      if (!committing && ownObject) {
        await removeOwnObject()
        return { status: 'unavailable', keptCv: null }
      }
      return { status: 'unavailable', keptCv: { key: stored.key, fileName: cv.fileName } }
    }
    logFailure('database-refused', error)
    await removeOwnObject()
    return { status: 'failed' }
  }
}

/**
 * Refusals and failures, by reason code only: never a name, address, text or key. Plain
 * text (not an object), so that log search and tests read the same line in any terminal.
 */
export function logRefusal(reason: string, fields?: string[]) {
  console.warn(`application refused: ${reason}${fields?.length ? ` (${fields.join(', ')})` : ''}`)
}

function logFailure(reason: string, error: unknown) {
  console.error(`application failed: ${reason} (${errorCode(error)})`)
}
