import type { JobSummary } from '#domain/job.ts'
import { hasJobFilters, type JobCount, type JobFilters } from '#domain/job-list.ts'
import type { Sql } from '../client.ts'
import { fromJsonRow } from '../json-rows.ts'
import { companyBySlugQuery, type DatedCompany } from './companies.ts'
import {
  JOB_SUMMARY_DATES,
  type JobFacetRow,
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

type Row = DatedCompany & {
  listedJobs: Record<string, unknown>[]
  facetOptions: JobFacetRow[]
  matchingJobs: JobCount | null
}

/**
 * A company's job list page in one statement (ADR 050): the company (getCompanyBySlug's
 * columns), and for it, as JSON columns, the page of jobPageQuery, the options of
 * jobFacetsQuery and, when filtered, the count of jobCountQuery (unfiltered, the company's
 * own count). The same statements as listJobPage, listJobFacets and countJobs, each a
 * subquery on the company's row, so their plans stay bounded by the same indexes
 * (job-list-plans.test.ts). Null when no company has the slug.
 */
export async function getJobListPage(
  sql: Sql,
  slug: string,
  filters: JobFilters,
  page: number,
): Promise<JobListPageRead | null> {
  const scope = { companyId: sql`page_company.id`, workspaceId: sql`page_company.workspace_id` }
  const filtered = hasJobFilters(filters)
  const [row] = await sql<Row[]>`
    select page_company.*,
      (select coalesce(jsonb_agg(listed order by listed.published_at desc, listed.id), '[]')
        from (${jobPageQuery(sql, scope, filters, page)}) as listed) as listed_jobs,
      (select coalesce(jsonb_agg(option), '[]') from (${jobFacetsQuery(sql, scope)}) as option) as facet_options,
      ${filtered ? sql`(select to_jsonb(counted) from (${jobCountQuery(sql, scope, filters)}) as counted)` : sql`null`}
        as matching_jobs
    from (${companyBySlugQuery(sql, slug)}) as page_company
  `
  if (!row) return null
  const { listedJobs, facetOptions, matchingJobs, ...company } = row
  return {
    company,
    page: toJobPage(listedJobs.map((job) => fromJsonRow<JobSummary>(job, JOB_SUMMARY_DATES))),
    facets: toJobFacets(facetOptions),
    count: matchingJobs ?? { jobs: company.activeJobCount, capped: false },
  }
}
