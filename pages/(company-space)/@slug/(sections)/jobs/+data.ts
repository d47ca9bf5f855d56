import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { JobSummary } from '../../../../../domain/job.ts'
import { parseJobFilters } from '../../../../../domain/job-format.ts'
import { listActiveJobs } from '../../../../../server/db/queries/jobs.ts'
import { loadCompany, toCompanyHeader } from '../../../../../server/page-data/company.ts'

/**
 * Job list: the company (1 round trip) and all its visible jobs (1 more). Filtering
 * happens in the page, from `?q=&contract=`, so a filtered list is server-rendered and
 * shareable, and filtering as one types needs no further request.
 */
export async function data(pageContext: PageContextServer) {
  const company = await loadCompany(pageContext)
  let jobs: JobSummary[]
  try {
    jobs = await listActiveJobs(pageContext.db.sql, { companyId: company.id, workspaceId: company.workspaceId })
  } catch (error) {
    console.error('job list load failed', error instanceof Error ? error.message : 'unknown error')
    throw render(503, 'jobs-load-failed')
  }
  return {
    header: toCompanyHeader(company),
    jobs,
    filters: parseJobFilters(new URLSearchParams(pageContext.urlParsed.searchOriginal ?? '')),
    seo: company.seoPages.jobs ?? null,
  }
}
export type Data = Awaited<ReturnType<typeof data>>
