import type { Sql } from '../client.ts'
import { visibleJob } from './visible-jobs.ts'

/**
 * The cron's care of jobs (ADR 035): jobs past their closing date become 'expired', which
 * the counters' triggers count out (the pages already hide them from their closing date
 * on); returns how many. Runs expire_closed_jobs(), the one write on jobs the Worker's
 * role may make.
 */
export async function expireClosedJobs(sql: Sql): Promise<number> {
  const [row] = await sql<{ expired: number }[]>`select public.expire_closed_jobs() as expired`
  return row?.expired ?? 0
}

/**
 * Companies with visible jobs that have no description (no JobPosting, not in the XML
 * feed until they have one), with how many: slugs and counts only. A text of white space
 * only is no description, as for the pages (domain/job-description.ts).
 */
export async function companiesWithUndescribedJobs(sql: Sql, limit: number): Promise<{ slug: string; jobs: number }[]> {
  return sql<{ slug: string; jobs: number }[]>`
    select c.slug, count(*)::int as jobs
    from jobs j join companies c on c.id = j.company_id and c.workspace_id = j.workspace_id
    where ${visibleJob(sql, 'j')} and (j.description is null or not public.has_visible_text(j.description))
    group by c.slug
    order by c.slug
    limit ${limit}
  `
}
