import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { ApplicationStatus } from '#domain/application-status.ts'
import { formatDate } from '#domain/format-date.ts'
import { companyPaths, localizedPath } from '#domain/paths.ts'
import { loadCompanySpace, toBrandedCompany } from '../../page-data/company.server.ts'
import { withdrawalPath, withdrawalToken } from '../../services/withdrawal-link.ts'
import { checkApplicationStatusToken } from './application-status-link.ts'
import { getStatusPage } from './status-queries.ts'

/**
 * The company, an application and its events in one statement (ADR 050), for the candidate's
 * and the recruiter's status pages: the application null once it is gone.
 */
export function loadStatusPage(pageContext: PageContextServer, applicationId: string) {
  return loadCompanySpace(pageContext, (sql, slug) => getStatusPage(sql, slug, applicationId), 'status-unavailable')
}

export type TimelineEntry = { status: ApplicationStatus; on: string; dateTime: string; message: string | null }

/**
 * A candidate's status page (ADR 046), from `?token=`: the job, the timeline of applied
 * statuses with their dates and the company's messages, and the withdrawal (its own signed
 * link, ADR 025). A link whose application is gone (withdrawn, purged) shows that it is
 * erased, and nothing else: nothing of it is left to show.
 */
export async function loadApplicationStatus(pageContext: PageContextServer) {
  const token = pageContext.urlParsed.search.token ?? ''
  const secret = pageContext.hono.get('config').linkSigningSecret
  const check = await checkApplicationStatusToken(secret, token)
  if (!check.ok)
    throw check.reason === 'expired' ? render(410, 'status-link-expired') : render(404, 'status-link-invalid')
  const { company, application, events } = await loadStatusPage(pageContext, check.subject)
  const branded = toBrandedCompany(company)
  if (!application) return { company: branded, application: null }
  if (application.companySlug !== company.slug) throw render(404, 'status-link-invalid')
  const { locale } = pageContext
  const timeline: TimelineEntry[] = events.map((event) => ({
    status: event.status,
    on: formatDate(event.occurredAt, locale),
    dateTime: event.occurredAt.toISOString(),
    message: event.message,
  }))
  const withdrawToken = await withdrawalToken(secret, application)
  return {
    company: branded,
    application: {
      job: { id: application.jobId, title: application.jobTitle },
      receivedOn: formatDate(application.createdAt, locale),
      current: timeline.at(-1)?.status ?? 'received',
      timeline,
      withdrawHref: withdrawalPath(locale, company.slug, withdrawToken),
      jobHref: localizedPath(locale, companyPaths.job(company.slug, application.jobId)),
    },
  }
}
