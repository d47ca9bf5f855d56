import type { ApplicationRisk } from '#domain/application-risk.ts'
import type { Locale } from '#domain/locale.ts'
import type { OutboxEmail } from '../../features/deliveries/email-outbox.ts'
import { queueWebhookEvent } from '../../features/deliveries/webhook-deliveries.ts'
import type { Sql } from '../client.ts'
import { visibleJob } from './visible-jobs.ts'

export type NewApplication = {
  idempotencyKey: string
  jobId: string
  firstName: string
  lastName: string
  email: string
  phoneE164: string
  coverLetter: string
  cvKey: string
  cvFileName: string
  cvSizeBytes: number
  cvSha256: string
  /** Fingerprint of everything submitted (domain/application-fingerprint.ts). */
  submissionSha256: string
  locale: Locale
  /** The level and signals (ADR 077): flags for the company, never a refusal (default: none). */
  risk?: ApplicationRisk
}

/** An application a key already stored, as the Worker may read it back. */
export type ExistingApplication = { id: string; createdAt: Date; retainUntil: Date; fingerprint: string }

/**
 * The application stored under this key, or null; its fingerprint is '' when it was
 * stored before fingerprints existed.
 */
export async function existingApplication(sql: Sql, idempotencyKey: string): Promise<ExistingApplication | null> {
  const [row] = await sql<(Omit<ExistingApplication, 'fingerprint'> & { submissionSha256: string | null })[]>`
    select id, created_at, retain_until, submission_sha256 from applications where idempotency_key = ${idempotencyKey}
  `
  if (!row) return null
  const { submissionSha256, ...application } = row
  return { ...application, fingerprint: submissionSha256 ?? '' }
}

/** The fingerprint of the application stored under this key (see `existingApplication`). */
export async function storedFingerprint(sql: Sql, idempotencyKey: string): Promise<string | null> {
  return (await existingApplication(sql, idempotencyKey))?.fingerprint ?? null
}

/** The job an application is for, and where its company wants applications. */
export type ApplicationJob = {
  title: string
  companyName: string
  /** The recruiters' address (companies.applications_email), or null. */
  applicationsEmail: string | null
  /** Whether the company has an ATS webhook (ADR 024). */
  hasWebhook: boolean
}

/** The stored row, as the messages about it name it (its id is the reference). */
export type StoredApplication = { id: string; createdAt: Date; retainUntil: Date }

/** What is written with the application, in its transaction. */
export type ApplicationMessages = {
  /** Null when the candidate's address has had its e-mails of the day (ADR 058): the application goes ahead. */
  confirmation: OutboxEmail | null
  /** To the company's applications_email, when it has one. */
  recruiter: OutboxEmail | null
  /** The 'application.received' event's data, when the company has a webhook. */
  webhookData: Record<string, unknown> | null
}

export type InsertOutcome = 'created' | 'exists' | 'withdrawn' | 'job-not-open'

/**
 * Writes the application with the candidate's confirmation e-mail and, where its company
 * wants them, the recruiters' e-mail and the ATS webhook event, in one transaction: all
 * or nothing. The job is checked in the same transaction (it exists, belongs to the
 * company of the URL, is open), and the messages are composed from it and the new row.
 * A concurrent duplicate (same key) writes nothing and reports 'exists'.
 */
export async function insertApplicationWithEmail(
  sql: Sql,
  application: Omit<NewApplication, 'companyId'> & { companySlug: string },
  compose: (job: ApplicationJob, stored: StoredApplication) => ApplicationMessages | Promise<ApplicationMessages>,
  /** Called once everything is written, just before COMMIT: a failure after it may have committed. */
  committing: () => void = () => {},
): Promise<InsertOutcome> {
  const inserted = sql.begin(async (tx) => {
    const [job] = await tx<(ApplicationJob & { companyId: string })[]>`
      select j.title, c.name as company_name, c.id as company_id, c.applications_email,
        c.applications_webhook_url is not null as has_webhook
      from jobs j join companies c on c.id = j.company_id
      where j.id = ${application.jobId} and c.slug = ${application.companySlug} and j.workspace_id = c.workspace_id
        and ${visibleJob(tx, 'j')}
    `
    if (!job) return 'job-not-open'
    const risk = application.risk ?? { level: 'low', signals: [] }
    const [row] = await tx<StoredApplication[]>`
      insert into applications (idempotency_key, job_id, company_id, first_name, last_name, email, phone_e164,
        cover_letter, cv_key, cv_file_name, cv_size_bytes, cv_sha256, submission_sha256, locale, consent_retention,
        consent_terms, risk_level, risk_signals)
      values (${application.idempotencyKey}, ${application.jobId}, ${job.companyId}, ${application.firstName},
        ${application.lastName}, ${application.email}, ${application.phoneE164}, ${application.coverLetter},
        ${application.cvKey}, ${application.cvFileName}, ${application.cvSizeBytes}, ${application.cvSha256},
        ${application.submissionSha256}, ${application.locale}, true, true, ${risk.level},
        ${`{${risk.signals.join(',')}}`}::text[])
      on conflict (idempotency_key) do nothing
      returning id, created_at as "createdAt", retain_until as "retainUntil"
    `
    if (!row) return 'exists'
    // A key whose application was withdrawn stays unused: the same form posted again must
    // not bring it back. Asked after the insert, in a statement of its own, so that a
    // withdrawal that committed while the insert waited on the key is seen.
    const [withdrawn] =
      await tx`select 1 from withdrawn_application_keys where idempotency_key = ${application.idempotencyKey}`
    if (withdrawn) throw WITHDRAWN_KEY
    // The first row of its status history (ADR 046): received, by the candidate.
    await tx`
      insert into application_status_events (application_id, company_id, status, occurred_at, source, applied)
      values (${row.id}, ${job.companyId}, 'received', ${row.createdAt}, 'candidate', true)
    `
    const messages = await compose(job, row)
    const outbox = (kind: string, dedupeKey: string, email: OutboxEmail) => ({
      kind,
      application_id: row.id,
      dedupe_key: dedupeKey,
      to_address: email.toAddress,
      subject: email.subject,
      html_body: email.htmlBody,
      text_body: email.textBody,
      locale: email.locale,
      headers: tx.json(email.headers ?? {}),
    })
    const key = application.idempotencyKey
    const emails = messages.confirmation
      ? [outbox('application_confirmation', `application:${key}`, messages.confirmation)]
      : []
    if (messages.recruiter)
      emails.push(outbox('recruiter_application', `recruiter_application:${key}`, messages.recruiter))
    if (emails.length > 0) await tx`insert into email_outbox ${tx(emails)}`
    if (messages.webhookData) {
      const data = messages.webhookData
      await queueWebhookEvent(tx, {
        companyId: job.companyId,
        applicationId: row.id,
        eventType: 'application.received',
        data,
      })
    }
    committing()
    return 'created' as const
  })
  // Thrown to roll the row back; the caller only learns the outcome.
  return inserted.catch((error: unknown) => {
    if (error === WITHDRAWN_KEY) return 'withdrawn'
    throw error
  })
}

const WITHDRAWN_KEY = new Error('the form key of a withdrawn application')

/**
 * An application's CV as its signed download link reaches it: null once the application
 * is gone (withdrawn, or purged at the end of its retention).
 */
export async function getApplicationCv(sql: Sql, id: string): Promise<{ cvKey: string; retainUntil: Date } | null> {
  const [row] = await sql<{ cvKey: string; retainUntil: Date }[]>`
    select cv_key as "cvKey", retain_until as "retainUntil" from applications where id = ${id}
  `
  return row ?? null
}

/** Which of these CV object keys an application references. */
export async function referencedCvKeys(sql: Sql, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set()
  const rows = await sql<{ cvKey: string }[]>`select cv_key from applications where cv_key in ${sql(keys)}`
  return new Set(rows.map((row) => row.cvKey))
}

/** The applications created in [from, to), with their CV key, in creation order (keyset pages). */
export async function applicationsCreatedBetween(
  sql: Sql,
  from: Date,
  to: Date,
  after: { createdAt: Date; id: string } | null,
  limit: number,
): Promise<{ id: string; cvKey: string; createdAt: Date }[]> {
  return sql<{ id: string; cvKey: string; createdAt: Date }[]>`
    select id, cv_key, created_at from applications
    where created_at >= ${from} and created_at < ${to}
      ${after ? sql`and (created_at, id) > (${after.createdAt}, ${after.id})` : sql``}
    order by created_at, id
    limit ${limit}
  `
}

/** The oldest applications past their retention date, with their CV keys. */
export async function expiredApplications(sql: Sql, limit: number): Promise<{ id: string; cvKey: string }[]> {
  return sql<{ id: string; cvKey: string }[]>`
    select id, cv_key as "cvKey" from applications
    where retain_until <= now()
    order by retain_until
    limit ${limit}
  `
}

/**
 * Deletes these applications if they are past their retention date, through the only
 * deletion the Worker's role may run (`delete_expired_applications`, ADR 013).
 */
export async function deleteExpiredApplications(sql: Sql, ids: string[]): Promise<number> {
  const removed = await sql`select delete_expired_applications(${`{${ids.join(',')}}`}::uuid[])`
  return removed.count
}
