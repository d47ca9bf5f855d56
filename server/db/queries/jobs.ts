import type { JobDetail } from '#domain/job.ts'
import type { Sql } from '../client.ts'

/** Spec section 7, "read one job (detail)": zero or one row, whatever its status. */
export async function getJobDetail(sql: Sql, jobId: string): Promise<JobDetail | null> {
  const rows = await sql<JobDetail[]>`
    select id, company_id, workspace_id, title, status, published_at, closes_at, apply_url, city, zip_code,
           country_code, contract_type, experience_level, education_level, office_address,
           remote, duration, salary_min::text, salary_max::text, salary_currency,
           salary_period, description, profile, recruitment_process
    from jobs
    where id = ${jobId}
  `
  return rows[0] ?? null
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
