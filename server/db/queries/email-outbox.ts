import type { Locale } from '../../../domain/locale.ts'
import type { Sql } from '../client.ts'

export type OutboxEmail = {
  toAddress: string
  subject: string
  htmlBody: string
  textBody: string
  locale: Locale
}

/**
 * Queues a save-by-email message. `dedupeKey` makes a retried or double-clicked request
 * a no-op: the result says whether a new row was written.
 */
export async function queueSavedJobEmail(
  sql: Sql,
  email: OutboxEmail & { jobId: string; dedupeKey: string },
): Promise<{ queued: boolean }> {
  const rows = await sql`
    insert into email_outbox (kind, job_id, dedupe_key, to_address, subject, html_body, text_body, locale)
    values ('saved_job', ${email.jobId}, ${email.dedupeKey}, ${email.toAddress}, ${email.subject},
            ${email.htmlBody}, ${email.textBody}, ${email.locale})
    on conflict (dedupe_key) do nothing
    returning id
  `
  return { queued: rows.length === 1 }
}
