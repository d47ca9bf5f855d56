import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { toBrandedCompany } from '../../page-data/company.server.ts'
import { loadStatusPage } from './application-status.server.ts'
import { checkRecruiterStatusToken } from './application-status-link.ts'

/**
 * A recruiter's status link (ADR 046): the confirmation page of one status for one
 * application, named by its reference and job only (the Worker cannot read the candidate).
 * Its form's `eventId` is new at each display: the same form posted twice is one event.
 */
export async function loadRecruiterStatus(pageContext: PageContextServer) {
  const token = pageContext.urlParsed.search.token ?? ''
  const check = await checkRecruiterStatusToken(pageContext.hono.get('config').linkSigningSecret, token)
  if (!check.ok)
    throw check.reason === 'expired' ? render(410, 'recruiter-link-expired') : render(404, 'recruiter-link-invalid')
  const { company, application, events } = await loadStatusPage(pageContext, check.applicationId)
  if (!application) throw render(410, 'recruiter-link-expired')
  if (application.companySlug !== company.slug) throw render(404, 'recruiter-link-invalid')
  const { done, failed } = pageContext.urlParsed.search
  return {
    company: toBrandedCompany(company),
    reference: application.id,
    jobTitle: application.jobTitle,
    status: check.status,
    current: events.at(-1)?.status ?? 'received',
    token,
    eventId: crypto.randomUUID(),
    outcome: done === '1' ? ('done' as const) : failed === '1' ? ('failed' as const) : null,
  }
}
