import type { Locale } from '../../../domain/locale.ts'
import type { Sql } from '../client.ts'
import type { OutboxEmail } from './email-outbox.ts'

export type NewApplication = {
  idempotencyKey: string
  jobId: string
  companyId: string
  firstName: string
  lastName: string
  email: string
  phoneE164: string
  coverLetter: string
  cvKey: string
  cvFileName: string
  cvSizeBytes: number
  locale: Locale
}

/** Whether an application with this key was already stored (a retried submission). */
export async function applicationExists(sql: Sql, idempotencyKey: string): Promise<boolean> {
  const rows = await sql`select 1 from applications where idempotency_key = ${idempotencyKey}`
  return rows.length > 0
}

/**
 * Writes the application and the candidate's confirmation e-mail in one transaction:
 * both or neither. A concurrent duplicate (same key) writes nothing and reports it.
 */
export async function insertApplicationWithEmail(
  sql: Sql,
  application: NewApplication,
  email: OutboxEmail,
): Promise<{ created: boolean }> {
  return sql.begin(async (tx) => {
    const [row] = await tx<{ id: string }[]>`
      insert into applications (idempotency_key, job_id, company_id, first_name, last_name, email, phone_e164,
        cover_letter, cv_key, cv_file_name, cv_size_bytes, locale, consent_retention, consent_terms)
      values (${application.idempotencyKey}, ${application.jobId}, ${application.companyId}, ${application.firstName},
        ${application.lastName}, ${application.email}, ${application.phoneE164}, ${application.coverLetter},
        ${application.cvKey}, ${application.cvFileName}, ${application.cvSizeBytes}, ${application.locale}, true, true)
      on conflict (idempotency_key) do nothing
      returning id
    `
    if (!row) return { created: false }
    await tx`
      insert into email_outbox (kind, application_id, dedupe_key, to_address, subject, html_body, text_body, locale)
      values ('application_confirmation', ${row.id}, ${`application:${application.idempotencyKey}`},
        ${email.toAddress}, ${email.subject}, ${email.htmlBody}, ${email.textBody}, ${email.locale})
    `
    return { created: true }
  })
}
