import type { FeedJob } from '#domain/feeds.ts'
import type { IdRange } from '#domain/sitemap-shards.ts'
import type { Sql } from '../client.ts'
import { visibleJob } from './visible-jobs.ts'

/** A company as the sitemaps list it: `lastmod` also moves when one of its jobs is closed or edited. */
export type SitemapCompany = { id: string; workspaceId: string; slug: string; lastmod: Date; visibleJobs: number }

const sitemapCompanyColumns = (sql: Sql) => sql`
  c.id, c.workspace_id, c.slug, greatest(c.updated_at, s.jobs_changed_at) as lastmod,
  coalesce(s.visible_jobs, 0) as visible_jobs
  from companies c left join company_job_stats s on s.company_id = c.id
`

/** Every company, one row each from the maintained stats: the index never reads a job. */
export async function listSitemapCompanies(sql: Sql): Promise<SitemapCompany[]> {
  return sql<SitemapCompany[]>`select ${sitemapCompanyColumns(sql)} order by c.slug`
}

export async function getSitemapCompany(sql: Sql, slug: string): Promise<SitemapCompany | null> {
  const [company] = await sql<SitemapCompany[]>`select ${sitemapCompanyColumns(sql)} where c.slug = ${slug}`
  return company ?? null
}

export type SitemapJob = { id: string; lastmod: Date }

/**
 * A company's visible jobs in a range of ids, in id order, at most `limit`, read from the
 * database in batches as the file is written: one range scan of jobs_sitemap_idx.
 */
export function sitemapJobs(
  sql: Sql,
  company: Pick<SitemapCompany, 'id' | 'workspaceId'>,
  range: IdRange,
  limit: number,
): AsyncIterable<SitemapJob[]> {
  return sql<SitemapJob[]>`
    select id, greatest(updated_at, created_at) as lastmod
    from jobs
    where company_id = ${company.id} and workspace_id = ${company.workspaceId} and ${visibleJob(sql)}
      ${range.from === null ? sql`` : sql`and id >= ${range.from}`}
      ${range.to === null ? sql`` : sql`and id < ${range.to}`}
    order by id
    limit ${limit}
  `.cursor(1_000)
}

export type FeedCompany = {
  id: string
  slug: string
  name: string
  website: string | null
  description: string | null
  workspaceId: string
}

/** What feeds publish of a job; the URL is built by the route. */
export type FeedJobRow = Omit<FeedJob, 'url' | 'companyDescription'>

export type FeedPage = { company: FeedCompany; jobs: FeedJobRow[]; hasMore: boolean }

/**
 * A company and a page of its visible jobs, newest first: the `limit` newest, or those
 * after job `before` (the last of the previous page) in that order. One row more than the
 * page is read, to know whether another page follows.
 */
export async function getCompanyFeed(
  sql: Sql,
  slug: string,
  page: { limit: number; before: string | null },
): Promise<FeedPage | null> {
  const [company] = await sql<FeedCompany[]>`
    select id, slug, name, website, description, workspace_id from companies where slug = ${slug}
  `
  if (!company) return null
  const rows = await sql<FeedJobRow[]>`
    select id, title, published_at, description, profile, recruitment_process, city, zip_code, country_code, contract_type, remote,
           salary_min::text, salary_max::text, salary_currency, salary_period
    from jobs
    where company_id = ${company.id} and workspace_id = ${company.workspaceId} and ${visibleJob(sql)}
      ${
        page.before === null
          ? sql``
          : sql`and (published_at, id) < (select b.published_at, b.id from jobs b where b.id = ${page.before})`
      }
    order by published_at desc, id desc
    limit ${page.limit + 1}
  `
  return { company, jobs: rows.slice(0, page.limit), hasMore: rows.length > page.limit }
}
