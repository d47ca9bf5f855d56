import type { Sql } from '../client.ts'
import { fromJsonRow } from '../json-rows.ts'
import { companyBySlugQuery, type DatedCompany } from './companies.ts'
import { DATED_JOB_DETAIL_DATES, type DatedJobDetail, jobDetailQuery } from './jobs.ts'

/** What a `/{slug}/jobs/{id}` page reads: its company, and the job if one has that id. */
export type JobPageRead = { company: DatedCompany; job: DatedJobDetail | null }

/**
 * The company of a job URL and the job, in one statement (ADR 050): the request's one
 * connection answers it in one round trip, where two statements would take two each
 * (postgres.js describes an unprepared statement before executing it). The company's
 * columns come as getCompanyBySlug's, the job as getJobDetail's row in JSON, read by the
 * primary key whatever its company (the page tells a job of another company apart).
 * Null when no company has the slug.
 */
export async function getJobPage(sql: Sql, slug: string, jobId: string): Promise<JobPageRead | null> {
  const [row] = await sql<(DatedCompany & { jobRow: Record<string, unknown> | null })[]>`
    select page_company.*, (select to_jsonb(job) from (${jobDetailQuery(sql, jobId)}) as job) as job_row
    from (${companyBySlugQuery(sql, slug)}) as page_company
  `
  if (!row) return null
  const { jobRow, ...company } = row
  return { company, job: jobRow && fromJsonRow<DatedJobDetail>(jobRow, DATED_JOB_DETAIL_DATES) }
}
