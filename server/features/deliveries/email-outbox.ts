import type { Locale } from '#domain/locale.ts'
import type { Queryable, Sql } from '../../db/client.ts'
import { type Claim, claimDue, type LeaseRows, releaseClaims } from '../../db/queries/delivery-queue.ts'
import { withStrangerEmail } from '../../db/queries/stranger-email-cap.ts'

export type OutboxEmail = {
  toAddress: string
  subject: string
  htmlBody: string
  textBody: string
  locale: Locale
  /** Extra message headers: the Reply-To of the recruiters' e-mail (the candidate). */
  headers?: Record<string, string>
}

/**
 * Queues one e-mail of a `kind` that a request or the cron writes on its own: a job saved by
 * e-mail (about a job), a recruiters' new CV link (about an application), a company's
 * weekly statistics. `dedupeKey` makes
 * a retried, double-clicked or concurrent request a no-op: the result says whether a new
 * row was written.
 */
export async function queueEmail(
  sql: Queryable,
  email: OutboxEmail & { dedupeKey: string } & (
      | { kind: 'saved_job'; jobId: string }
      | { kind: 'recruiter_cv_link'; applicationId: string }
      // A company's weekly statistics (ADR 043): its key names the company and the week.
      | { kind: 'company_statistics_weekly' }
      // An owner's Enterprise request to sales (ADR 061): its key names the company and the request.
      | { kind: 'sales_contact' }
    ),
): Promise<{ queued: boolean }> {
  const jobId = email.kind === 'saved_job' ? email.jobId : null
  const applicationId = email.kind === 'recruiter_cv_link' ? email.applicationId : null
  const rows = await sql`
    insert into email_outbox (kind, job_id, application_id, dedupe_key, to_address, subject, html_body, text_body, locale,
      headers)
    values (${email.kind}, ${jobId}, ${applicationId}, ${email.dedupeKey}, ${email.toAddress},
            ${email.subject}, ${email.htmlBody}, ${email.textBody}, ${email.locale}, ${sql.json(email.headers ?? {})})
    on conflict (dedupe_key) do nothing
    returning id
  `
  return { queued: rows.length === 1 }
}

/**
 * A save-by-email message (spec section 2, "Recevoir ce job sur votre Email"): anyone can
 * type any address, so a queued one takes one of the address's e-mails of the day (ADR
 * 039) in the same transaction; 'capped' when they are spent (nothing queued). A repeat
 * (same dedupe key) queues nothing and takes nothing.
 */
export function queueSavedJobEmail(
  sql: Sql,
  email: OutboxEmail & { jobId: string; dedupeKey: string },
): Promise<{ queued: boolean } | 'capped'> {
  return withStrangerEmail(
    sql,
    email.toAddress,
    (tx) => queueEmail(tx, { ...email, kind: 'saved_job' }),
    (result) => result.queued,
  )
}

/** A due e-mail as delivery sends it. */
export type ClaimedEmail = {
  id: string
  dedupeKey: string
  toAddress: string
  subject: string
  htmlBody: string
  textBody: string
  attempts: number
  /** Extra message headers (List-Unsubscribe of job alerts); {} for most e-mails. */
  headers: Record<string, string>
}

/** The e-mails' lease, returning what delivery sends. */
const leaseEmails: LeaseRows<ClaimedEmail> = (tx, { dueRows, leaseEnd }) => tx`
  with due as (${dueRows})
  update email_outbox o
  set next_attempt_at = ${leaseEnd}
  from due where o.id = due.id
  returning o.id, o.dedupe_key as "dedupeKey", o.to_address as "toAddress", o.subject,
    o.html_body as "htmlBody", o.text_body as "textBody", o.attempts, o.headers
`

/**
 * Claims up to `limit` due e-mails and leases them: rows locked by another run are
 * skipped, and once committed the pushed next_attempt_at keeps them out of any run until
 * the lease ends. `clock` null is the database's own (a Worker's Date only moves on I/O).
 * Columns are aliased in camelCase so this works with or without the client's transform.
 */
export const claimDueEmails = (sql: Sql, claim: Claim) => claimDue(sql, 'email_outbox', claim, leaseEmails)

/** Claimed e-mails a run did not finish: due again at once (see releaseClaims). */
export const releaseEmailClaims = (sql: Sql, ids: string[], clock: Date | null) =>
  releaseClaims(sql, 'email_outbox', ids, clock)

export async function recordSent(sql: Sql, id: string, providerId: string | null, clock: Date | null) {
  await sql`
    update email_outbox
    set status = 'sent', sent_at = coalesce(${clock}::timestamptz, now()), provider_id = ${providerId},
      attempts = attempts + 1, last_error = null
    where id = ${id} and status = 'pending'
  `
}

/** A failed attempt: pending again after `delayMs`, or failed for good when `final`. */
export async function recordFailure(
  sql: Sql,
  id: string,
  failure: { final: boolean; attempts: number; error: string; delayMs: number; clock: Date | null },
) {
  await sql`
    update email_outbox
    set status = ${failure.final ? 'failed' : 'pending'}, attempts = ${failure.attempts}, last_error = ${failure.error},
      next_attempt_at = coalesce(${failure.clock}::timestamptz, now()) + ${failure.delayMs} * interval '1 millisecond'
    where id = ${id} and status = 'pending'
  `
}

/**
 * Clears the recipient and message of e-mails finished more than 7 days ago
 * (`redact_finished_emails`, ADR 013): status, provider id and dates stay for auditing.
 */
export async function redactFinishedEmails(sql: Sql): Promise<{ redacted: number }> {
  const [row] = await sql<{ redacted: number }[]>`select redact_finished_emails() as redacted`
  return { redacted: row?.redacted ?? 0 }
}
