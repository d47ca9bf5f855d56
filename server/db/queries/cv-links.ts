import type { Sql } from '../client.ts'

/** What a new CV link needs of an application: its life, its job, and where its company reads. */
export type CvLinkRenewal = {
  id: string
  retainUntil: Date
  jobTitle: string
  companyName: string
  /** The recruiters' address (companies.applications_email), or null: no one to send it to. */
  applicationsEmail: string | null
}

/** The application a CV link names, or null once it is gone (withdrawn or purged). */
export async function findCvLinkRenewal(sql: Sql, applicationId: string): Promise<CvLinkRenewal | null> {
  const [row] = await sql<CvLinkRenewal[]>`
    select a.id, a.retain_until as "retainUntil", j.title as "jobTitle", c.name as "companyName",
      c.applications_email as "applicationsEmail"
    from applications a
    join jobs j on j.id = a.job_id
    join companies c on c.id = a.company_id
    where a.id = ${applicationId}
  `
  return row ?? null
}
