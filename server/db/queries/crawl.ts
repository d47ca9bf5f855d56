import type { FeedJob } from '../../../domain/feeds.ts'
import { VISIBLE_JOB_STATUSES } from '../../../domain/job.ts'
import type { Sql } from '../client.ts'

export type CrawlCompany = {
  slug: string
  updatedAt: Date
  jobs: { id: string; lastmod: Date }[]
}

/**
 * Everything the sitemaps list, in one query: every company with its visible jobs.
 * Hidden (draft, closed...) jobs never appear.
 */
export async function listCompaniesForSitemap(sql: Sql): Promise<CrawlCompany[]> {
  return sql<CrawlCompany[]>`
    select c.slug, c.updated_at,
      coalesce((
        select json_agg(json_build_object('id', j.id, 'lastmod', greatest(j.updated_at, j.created_at))
                        order by j.created_at desc)
        from jobs j
        where j.company_id = c.id and j.workspace_id = c.workspace_id
          and j.status in ${sql(VISIBLE_JOB_STATUSES)}
      ), '[]'::json) as jobs
    from companies c
    order by c.slug
  `.then((rows) =>
    rows.map((row) => ({ ...row, jobs: row.jobs.map((job) => ({ id: job.id, lastmod: new Date(job.lastmod) })) })),
  )
}

export type FeedCompany = { id: string; slug: string; name: string; website: string | null; workspaceId: string }

/** What feeds publish of a job; the URL is built by the route. */
export type FeedJobRow = Omit<FeedJob, 'url'>

/** A company and its visible jobs, newest first, with what feeds publish. */
export async function getCompanyFeed(
  sql: Sql,
  slug: string,
): Promise<{ company: FeedCompany; jobs: FeedJobRow[] } | null> {
  const [company] = await sql<FeedCompany[]>`
    select id, slug, name, website, workspace_id from companies where slug = ${slug}
  `
  if (!company) return null
  const jobs = await sql<FeedJobRow[]>`
    select id, title, created_at, description, city, zip_code, country_code, contract_type, remote,
           salary_min::text, salary_max::text, salary_currency, salary_period
    from jobs
    where company_id = ${company.id} and workspace_id = ${company.workspaceId}
      and status in ${sql(VISIBLE_JOB_STATUSES)}
    order by created_at desc, id
  `
  return { company, jobs }
}
