import type { Sql } from '../client.ts'
import type { DatedCompany } from './companies.ts'
import { getCompanyWith } from './company-with.ts'
import { DATED_JOB_DETAIL_DATES, type DatedJobDetail, jobDetailQuery } from './jobs.ts'

/** What a `/{slug}/jobs/{id}` page reads: its company, and the job if one has that id. */
export type JobPageRead = { company: DatedCompany; job: DatedJobDetail | null }

/**
 * The company of a job URL and the job, in one statement (ADR 050): getCompanyBySlug's
 * company and getJobDetail's job, read by its primary key whatever its company (the page
 * tells a job of another company apart). Null when no company has the slug.
 */
export async function getJobPage(sql: Sql, slug: string, jobId: string): Promise<JobPageRead | null> {
  const read = await getCompanyWith(sql, slug, {
    job: { query: jobDetailQuery(sql, jobId), dates: DATED_JOB_DETAIL_DATES },
  })
  return read && { company: read.company, job: read.job[0] ?? null }
}
