import type { JobDetail } from '#domain/job.ts'
import type { Sql } from '../client.ts'

/** Spec section 7, "read one job (detail)": zero or one row, whatever its status. */
export async function getJobDetail(sql: Sql, jobId: string): Promise<DatedJobDetail | null> {
  const rows = await jobDetailQuery(sql, jobId)
  return rows[0] ?? null
}

/** A job's detail with the date of its last change (ADR 036). */
export type DatedJobDetail = JobDetail & { changedAt: Date }

/** Its timestamps, as JSON gives them back as strings (job-page.ts reads the job as JSON). */
export const DATED_JOB_DETAIL_DATES = ['publishedAt', 'closesAt', 'changedAt'] as const

/** The statement of getJobDetail, for a page that reads more in the same statement (job-page.ts). */
export function jobDetailQuery(sql: Sql, jobId: string) {
  return sql<DatedJobDetail[]>`
    select id, company_id, workspace_id, title, status, published_at, closes_at,
           greatest(updated_at, created_at) as changed_at, apply_url, city, zip_code,
           country_code, contract_type, experience_level, education_level, office_address,
           remote, duration, salary_min::text, salary_max::text, salary_currency,
           salary_period, description, profile, recruitment_process
    from jobs
    where id = ${jobId}
  `
}

export type JobWithCompanyName = {
  id: string
  title: string
  status: string
  closesAt: Date | null
  companyId: string
  companySlug: string
  companyName: string
}

/** A job and the names an e-mail about it needs, in one round trip. */
export async function getJobWithCompanyName(sql: Sql, jobId: string): Promise<JobWithCompanyName | null> {
  const rows = await sql<JobWithCompanyName[]>`
    select j.id, j.title, j.status, j.closes_at, c.id as company_id, c.slug as company_slug, c.name as company_name
    from jobs j join companies c on c.id = j.company_id
    where j.id = ${jobId}
  `
  return rows[0] ?? null
}
