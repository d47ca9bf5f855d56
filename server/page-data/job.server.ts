import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { readableAccent } from '#domain/brand-color.ts'
import { parseUuid } from '#domain/identifiers.ts'
import { isEndedJobStatus, isJobVisible, isVisibleJobStatus, type JobDetail } from '#domain/job.ts'
import type { DatedCompany } from '../db/queries/companies.ts'
import { getJobPage, type JobPageRead } from '../db/queries/job-page.ts'
import { logFailure } from '../log-failure.ts'
import { companySlugOf } from './company.server.ts'
import { noteDataChangedAt } from './data-changed-at.server.ts'

/**
 * The company and job of a `/{slug}/jobs/{id}` URL, in one statement on the request's one
 * database connection (ADR 050). Unknown company or job → 404 with the spec's message; a
 * job of another company → the site root in the page's language (spec section 4); a job
 * that was published and has ended (closed, or past its closing date) → 410, so a closed offer is never a soft 404; a hidden
 * job never published (a draft) or one outside the company's workspace → 404, as if it
 * did not exist.
 */
export async function loadJobPage(pageContext: PageContextServer): Promise<{ company: DatedCompany; job: JobDetail }> {
  const slug = companySlugOf(pageContext)
  const jobId = parseUuid(pageContext.routeParams.id)
  if (!jobId) throw render(404, 'job-not-found')
  let read: JobPageRead | null
  try {
    read = await getJobPage(pageContext.db.sql, slug, jobId)
  } catch (error) {
    logFailure('job load', error)
    throw render(503, 'job-load-failed')
  }
  if (!read) throw render(404, 'company-not-found')
  const { company, job } = read
  // From here on an error page is about this company's space: it keeps its colour.
  pageContext.hono.set('errorPageAccent', readableAccent(company.accentColor))
  if (!job) throw render(404, 'job-not-found')
  // The spec's "site root", in the visitor's language: `/` would negotiate the language
  // again and take a second hop.
  if (job.companyId !== company.id) throw redirect(`/${pageContext.locale}/`)
  // One rule with the list, the sitemaps and the feeds: a job of another workspace than
  // its company's is not part of the company's space.
  if (job.workspaceId !== company.workspaceId) throw render(404, 'job-not-found')
  if (!isJobVisible(job, new Date())) {
    // Past its closing date a job has ended like a closed one, before the cron marks it
    // 'expired' (ADR 035).
    const ended = isEndedJobStatus(job.status) || isVisibleJobStatus(job.status)
    throw ended ? render(410, 'job-closed') : render(404, 'job-not-found')
  }
  // The page shows the job and its company's name, logo and description (ADR 036).
  noteDataChangedAt(pageContext, job.changedAt > company.pageChangedAt ? job.changedAt : company.pageChangedAt)
  return { company, job }
}
