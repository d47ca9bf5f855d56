import type { FeedJob } from '#domain/feeds.ts'
import type { IdRange } from '#domain/sitemap-shards.ts'
import type { Sql } from '../client.ts'
import { type SitemapCompany, sitemapCompanyColumns, sitemapJobs } from './crawl.ts'
import { visibleJob } from './visible-jobs.ts'

/**
 * A company as its feeds show it, with what dates and sizes them: `lastmod`, the last change
 * of anything its feeds list (ADR 036), and its number of visible jobs, both from the
 * maintained stats (ADR 019).
 */
export type FeedCompany = SitemapCompany & {
  name: string
  website: string | null
  description: string | null
}

/** What feeds publish of a job; its URL and its words in the feed's language are the route's. */
export type FeedJobRow = Omit<FeedJob, 'url' | 'companyDescription' | 'labels'>

export type FeedPage = { company: FeedCompany; jobs: FeedJobRow[]; hasMore: boolean }

const FEED_JOB_COLUMNS = (sql: Sql) => sql`
  id, title, published_at, description, profile, recruitment_process, city, zip_code, country_code, contract_type,
  remote, experience_level, salary_min::text, salary_max::text, salary_currency, salary_period
`

/**
 * The order of the paged feeds (RSS, JSON Feed), newest first, and the key of their next
 * page: one place, so that a change of the date that orders them changes both.
 */
const FEED_ORDER = (sql: Sql) => sql`order by published_at desc, id desc`
// The key from `k`, the statement's one read of the previous page's last job, as a subquery:
// a constant the index scan starts from (as a join's column it filtered the first page's rows).
const AFTER_FEED_KEY = (sql: Sql) => sql`(published_at, id) < (select k.key_published_at, k.key_id from k)`

export async function getFeedCompany(sql: Sql, slug: string): Promise<FeedCompany | null> {
  const [company] = await sql<FeedCompany[]>`
    select c.name, c.website, c.description, ${sitemapCompanyColumns(sql)} where c.slug = ${slug}
  `
  return company ?? null
}

/**
 * A company and a page of its visible jobs, newest first: the `limit` newest, or those
 * after job `before` (the last of the previous page) in that order. One row more than the
 * page is read, to know whether another page follows. Null when no company has the slug,
 * or when `before` is no job of the company's (whatever its state since): not a page.
 */
export async function getCompanyFeed(
  sql: Sql,
  slug: string,
  page: { limit: number; before: string | null },
): Promise<FeedPage | null> {
  const company = await getFeedCompany(sql, slug)
  if (!company) return null
  const after = page.before !== null
  const pageQuery = sql`
    select ${FEED_JOB_COLUMNS(sql)}
    from jobs
    where company_id = ${company.id} and workspace_id = ${company.workspaceId} and ${visibleJob(sql)}
      ${after ? sql`and ${AFTER_FEED_KEY(sql)}` : sql``}
    ${FEED_ORDER(sql)}
    limit ${page.limit + 1}
  `
  if (page.before === null) {
    const rows = await sql<FeedJobRow[]>`${pageQuery}`
    return { company, jobs: rows.slice(0, page.limit), hasMore: rows.length > page.limit }
  }
  // The key (read once) and the page in one statement; a row for the key alone when nothing follows it.
  const rows = await sql<({ anchored: boolean } & FeedJobRow)[]>`
    with k as (
      select b.published_at as key_published_at, b.id as key_id from jobs b
      where b.id = ${page.before} and b.company_id = ${company.id}
    )
    select exists (select from k) as anchored, p.* from (select) one left join lateral (${pageQuery}) p on true
  `
  if (!rows[0]?.anchored) return null
  const jobs = rows.filter((row) => row.id !== null).map(({ anchored, ...job }) => job)
  return { company, jobs: jobs.slice(0, page.limit), hasMore: jobs.length > page.limit }
}

/** Jobs per batch of an XML file. */
const FEED_BATCH = 250

/**
 * Every visible job of a company in a range of ids, in id order, as the aggregators' XML
 * file is written: each batch of the sitemap's keyset walk (sitemapJobs: index-only range
 * scans of jobs_sitemap_idx, 1,000 ids at a time), then those jobs' rows by primary key.
 * In one query the planner preferred another index and a sort of every job after the key,
 * which reads a file's jobs again for each batch (quadratic).
 */
export async function* feedFileJobs(
  sql: Sql,
  company: Pick<FeedCompany, 'id' | 'workspaceId' | 'pageChangedAt'>,
  range: IdRange,
): AsyncGenerator<FeedJobRow[]> {
  for await (const batch of sitemapJobs(sql, company, range, Number.POSITIVE_INFINITY, FEED_BATCH)) {
    const ids = batch.map((job) => job.id)
    // Aggregators want each job's full description: a job without one (null, empty or only
    // blanks, domain/blank-text.ts) waits until it has it (ADR 035).
    yield await sql<FeedJobRow[]>`
      select ${FEED_JOB_COLUMNS(sql)} from jobs
      where id in ${sql(ids)} and public.has_visible_text(description)
      order by id
    `
  }
}
