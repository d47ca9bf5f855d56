import type { StatusTransaction } from '../../features/application-status/status-queries.ts'
import type { OutboxEmail } from '../../features/deliveries/email-outbox.ts'
import { queueWebhookEvent } from '../../features/deliveries/webhook-deliveries.ts'
import type { Sql } from '../client.ts'
import { getCompanyWith } from './company-with.ts'

/** An application a withdrawal link names, as its page shows it: no candidate data. */
export type ApplicationToWithdraw = {
  id: string
  jobId: string
  jobTitle: string
  companySlug: string
  createdAt: Date
}

/** The statement reading a withdrawal link's application: no row once it is gone (withdrawn or purged). */
export function applicationToWithdrawQuery(sql: Sql, applicationId: string) {
  return sql<ApplicationToWithdraw[]>`
    select a.id, a.job_id as "jobId", j.title as "jobTitle", c.slug as "companySlug", a.created_at as "createdAt"
    from applications a join jobs j on j.id = a.job_id join companies c on c.id = a.company_id
    where a.id = ${applicationId}
  `
}

/** The withdrawal page's company and application, in one statement (ADR 050); null: no such company. */
export async function getWithdrawalPage(sql: Sql, slug: string, applicationId: string) {
  const read = await getCompanyWith(sql, slug, {
    application: { query: applicationToWithdrawQuery(sql, applicationId), dates: ['createdAt'] },
  })
  return read && { company: read.company, application: read.application[0] ?? null }
}

/** A deleted application, with what its company's notifications need. */
export type WithdrawnApplication = {
  id: string
  jobId: string
  jobTitle: string
  companyId: string
  companySlug: string
  createdAt: Date
  cvKey: string
  /** Where the company wants its e-mails, and whether it has a webhook (null / false: none). */
  applicationsEmail: string | null
  hasWebhook: boolean
}

/** The company's notifications of one withdrawal; null where the company has no channel. */
export type WithdrawalNotices = { email: OutboxEmail | null; webhookPayload: Record<string, unknown> | null }

/** The application belongs to another company than the URL's: nothing is deleted. */
export class OtherCompanyError extends Error {}

/**
 * Deletes the application through `withdraw_application` (its e-mails and webhook rows go
 * by cascade, its CV key is queued for removal) and writes the company's notifications, in
 * one transaction: all of it or nothing. Null when the application is already gone: a used
 * link, or the loser of two concurrent withdrawals, which waited for the winner's row lock.
 * Throws OtherCompanyError (rolled back) when it is not `companySlug`'s application.
 */
export async function withdrawApplication(
  sql: Sql,
  { applicationId, companySlug }: { applicationId: string; companySlug: string },
  composeNotices: (withdrawn: WithdrawnApplication) => Promise<WithdrawalNotices>,
  // The workspace's erasure runs it in its tenant's transaction (server/features/desk).
  transaction: StatusTransaction = (work) => sql.begin(work) as never,
): Promise<WithdrawnApplication | null> {
  return transaction<WithdrawnApplication | null>(async (tx) => {
    const [withdrawn] = await tx<WithdrawnApplication[]>`
      select w.id, w.job_id as "jobId", j.title as "jobTitle", w.company_id as "companyId",
        c.slug as "companySlug", w.created_at as "createdAt", w.cv_key as "cvKey",
        c.applications_email as "applicationsEmail", c.applications_webhook_url is not null as "hasWebhook"
      from withdraw_application(${applicationId}) w
      -- Left joins: under the workspace's row-level security another company's job and
      -- company are invisible, and the row must still come back to be refused (rolled back).
      left join jobs j on j.id = w.job_id
      left join companies c on c.id = w.company_id
    `
    if (!withdrawn) return null
    if (withdrawn.companySlug !== companySlug) throw new OtherCompanyError()
    const { email, webhookPayload } = await composeNotices(withdrawn)
    if (email) {
      // One e-mail per withdrawal, whatever happens: the dedupe key names the application.
      await tx`
        insert into email_outbox (kind, job_id, dedupe_key, to_address, subject, html_body, text_body, locale)
        values ('recruiter_withdrawal', ${withdrawn.jobId}, ${`withdrawal:${withdrawn.id}`}, ${email.toAddress},
          ${email.subject}, ${email.htmlBody}, ${email.textBody}, ${email.locale})
      `
    }
    if (webhookPayload) {
      // No application id: the application is gone, and the event must outlive it.
      await queueWebhookEvent(tx, {
        companyId: withdrawn.companyId,
        applicationId: null,
        eventType: 'application.withdrawn',
        data: webhookPayload,
      })
    }
    return withdrawn
  })
}

/** CV objects of withdrawn applications still to delete from R2, oldest first. */
export async function queuedCvObjects(sql: Sql, limit: number): Promise<string[]> {
  const rows = await sql<{ cvKey: string }[]>`
    select cv_key as "cvKey" from cv_objects_to_delete order by queued_at limit ${limit}
  `
  return rows.map((row) => row.cvKey)
}

/** Forgets queued CV objects once they are deleted from R2. */
export async function forgetQueuedCvObjects(sql: Sql, keys: string[]): Promise<void> {
  if (keys.length > 0) await sql`delete from cv_objects_to_delete where cv_key in ${sql(keys)}`
}
