import type { Sql } from '../client.ts'
import type { OutboxEmail } from './email-outbox.ts'

/** What a new CV link needs of an application: its life, its job, and where its company reads. */
export type CvLinkRenewal = {
  id: string
  retainUntil: Date
  jobTitle: string
  companyName: string
  /** The recruiters' address (companies.applications_email), or null: no one to send it to. */
  applicationsEmail: string | null
}

/** The application a CV link names, or null once it is gone (withdrawn or purged). */
export async function findCvLinkRenewal(sql: Sql, applicationId: string): Promise<CvLinkRenewal | null> {
  const [row] = await sql<CvLinkRenewal[]>`
    select a.id, a.retain_until as "retainUntil", j.title as "jobTitle", c.name as "companyName",
      c.applications_email as "applicationsEmail"
    from applications a
    join jobs j on j.id = a.job_id
    join companies c on c.id = a.company_id
    where a.id = ${applicationId}
  `
  return row ?? null
}

/**
 * Queues the recruiters' e-mail with a new CV link. `dedupeKey` names the application and
 * the day, so a second request that day (a double click, two recruiters, a concurrent
 * post) writes nothing: the result says whether this one queued it.
 */
export async function queueCvLinkEmail(
  sql: Sql,
  email: OutboxEmail & { applicationId: string; dedupeKey: string },
): Promise<{ queued: boolean }> {
  const rows = await sql`
    insert into email_outbox (kind, application_id, dedupe_key, to_address, subject, html_body, text_body, locale)
    values ('recruiter_cv_link', ${email.applicationId}, ${email.dedupeKey}, ${email.toAddress}, ${email.subject},
            ${email.htmlBody}, ${email.textBody}, ${email.locale})
    on conflict (dedupe_key) do nothing
    returning id
  `
  return { queued: rows.length === 1 }
}
