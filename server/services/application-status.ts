import type { CompanyStatus } from '#domain/application-status.ts'
import type { Sql } from '../db/client.ts'
import { errorCode } from '../db/errors.ts'
import {
  type NewStatusEvent,
  type RecordOptions,
  type RecordOutcome,
  recordStatusEvent,
  type StatusApplication,
  type StatusNotices,
} from '../db/queries/application-status.ts'
import { applicationStatusEmail } from './application-status-email.ts'
import { applicationJobUrl, applicationStatusUrl } from './application-status-link.ts'
import { primaryHostnames } from './company-hosts.ts'
import type { LinkSigning } from './link-signing.ts'

export type StatusChangeDependencies = {
  sql: Sql
  links: LinkSigning
  /** Starts delivery after the response (the cron retries it anyway). */
  deliverAfterResponse?: (queued: { email: boolean; webhook: boolean }) => void
}

export type StatusChangeOutcome = RecordOutcome | { status: 'unavailable' }

/**
 * Records a status event from the company (its ATS, a recruiter's link) and, when it is
 * applied, queues the candidate's e-mail (unless the company turned them off) and the
 * company's `application.status_changed` webhook event, in one transaction (ADR 046).
 * Logs outcome codes only.
 */
export async function changeApplicationStatus(
  deps: StatusChangeDependencies,
  event: NewStatusEvent,
  expectedCompanyId: string | null,
  options: RecordOptions = {},
): Promise<StatusChangeOutcome> {
  let queued = { email: false, webhook: false }
  try {
    const outcome = await recordStatusEvent(
      deps.sql,
      event,
      expectedCompanyId,
      async (application, tx) => {
        // The links go to the company's own domain when it has one (ADR 044). Read in the
        // transaction: it holds the request's one connection (ADR 050).
        const companyHosts = await primaryHostnames(tx, [application.companySlug])
        const links = { ...deps.links, origins: { platform: deps.links.origin, companyHosts } }
        const notices = await statusNotices(links, application, event)
        queued = { email: notices.email !== null, webhook: notices.webhookData !== null }
        return notices
      },
      options,
    )
    if (outcome.status === 'applied') deps.deliverAfterResponse?.(queued)
    return outcome
  } catch (error) {
    // A withdrawal that committed while this waited: the application is gone.
    if (errorCode(error) === '23503') return { status: 'gone' }
    console.error(`status change failed: database (${errorCode(error)})`)
    return { status: 'unavailable' }
  }
}

/** The candidate's e-mail and the webhook's data of one applied change. */
export async function statusNotices(
  links: LinkSigning,
  application: StatusApplication,
  event: Pick<NewStatusEvent, 'status' | 'occurredAt' | 'source' | 'eventId' | 'message'>,
): Promise<StatusNotices> {
  const { locale } = application
  const email = application.notifyCandidates
    ? {
        // One e-mail per event: the key names the company's event.
        dedupeKey: `application_status:${application.companyId}:${event.eventId}`,
        ...applicationStatusEmail({
          locale,
          status: event.status as CompanyStatus,
          jobTitle: application.jobTitle,
          companyName: application.companyName,
          message: event.message,
          statusUrl: await applicationStatusUrl(links, locale, application),
          // The form requires the consent to keep the data (2 years): a rejection keeps it.
          keptUntil: application.retainUntil,
        }),
      }
    : null
  const jobUrl = applicationJobUrl(links, locale, application)
  const webhookData = application.hasWebhook
    ? {
        application: { id: application.id },
        job: { id: application.jobId, title: application.jobTitle, url: jobUrl },
        company: { slug: application.companySlug },
        status: {
          value: event.status,
          occurred_at: event.occurredAt.toISOString(),
          source: event.source,
          event_id: event.eventId,
          message: event.message,
        },
      }
    : null
  return { email, webhookData }
}
