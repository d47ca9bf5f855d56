import { hasJobFilters, type JobCount, type JobFilters } from '#domain/job-list.ts'
import type { Sql } from '../client.ts'
import type { DatedCompany } from './companies.ts'
import { getCompanyWith } from './company-with.ts'
import {
  JOB_SUMMARY_DATES,
  type JobFacets,
  type JobPage,
  jobCountQuery,
  jobFacetsQuery,
  jobPageQuery,
  toJobFacets,
  toJobPage,
} from './job-list.ts'

/** What a job list page reads: its company, one page of jobs, the filters' options, the count. */
export type JobListPageRead = { company: DatedCompany; page: JobPage; facets: JobFacets; count: JobCount }

/**
 * A company's job list page in one statement (ADR 050): the company, and for it the page of
 * jobPageQuery, the options of jobFacetsQuery and, when filtered, the count of
 * jobCountQuery (unfiltered, the company's own count). The statements of listJobPage,
 * listJobFacets and countJobs, each run once on the company's row, so their plans keep the
 * same indexes (job-list-plans.test.ts). Null when no company has the slug.
 */
export async function getJobListPage(
  sql: Sql,
  slug: string,
  filters: JobFilters,
  page: number,
): Promise<JobListPageRead | null> {
  const scope = { companyId: sql`page_company.id`, workspaceId: sql`page_company.workspace_id` }
  const filtered = hasJobFilters(filters)
  const read = await getCompanyWith(sql, slug, {
    listed: { query: jobPageQuery(sql, scope, filters, page), dates: JOB_SUMMARY_DATES },
    options: { query: jobFacetsQuery(sql, scope), dates: [] },
    // Unfiltered, no row: the count comes with the company.
    matching: {
      query: filtered
        ? jobCountQuery(sql, scope, filters)
        : sql<JobCount[]>`select 0 as jobs, false as capped where false`,
      dates: [],
    },
  })
  if (!read) return null
  const { company, listed, options, matching } = read
  return {
    company,
    page: toJobPage(listed),
    facets: toJobFacets(options),
    count: matching[0] ?? { jobs: company.activeJobCount, capped: false },
  }
}
