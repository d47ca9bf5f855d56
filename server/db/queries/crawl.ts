import type { IdRange } from '#domain/sitemap-shards.ts'
import type { Sql } from '../client.ts'
import { lastClosingReached, visibleJob } from './visible-jobs.ts'

/**
 * A company as the sitemaps and feeds list it: `lastmod` is the last change of anything its
 * files list (its pages' content, or a job published, edited, closed or past its closing
 * date); `pageChangedAt`
 * the last change of what its jobs' pages show of it (ADR 036).
 */
export type SitemapCompany = {
  id: string
  workspaceId: string
  slug: string
  lastmod: Date
  pageChangedAt: Date
  visibleJobs: number
  /** The company is served on its own domain (ADR 044): listed there, not in the platform's index. */
  hasOwnDomain: boolean
}

export const sitemapCompanyColumns = (sql: Sql) => sql`
  c.id, c.workspace_id, c.slug,
  greatest(c.page_changed_at, s.jobs_changed_at, ${lastClosingReached(sql, 'c')}) as lastmod,
  c.page_changed_at, coalesce(s.visible_jobs, 0) as visible_jobs,
  exists (select 1 from company_domains d where d.company_id = c.id) as has_own_domain
  from companies c left join company_job_stats s on s.company_id = c.id
`

/**
 * Every company on the platform (not those on their own domain, whose domain lists them:
 * ADR 044, nor deleted spaces: ADR 067), one row each from the maintained stats: the index never reads a job.
 */
export async function listSitemapCompanies(sql: Sql): Promise<SitemapCompany[]> {
  return sql<SitemapCompany[]>`
    select ${sitemapCompanyColumns(sql)}
    where not exists (select 1 from company_domains d where d.company_id = c.id) and c.deleted_at is null
    order by c.slug
  `
}

export async function getSitemapCompany(sql: Sql, slug: string): Promise<SitemapCompany | null> {
  // A deleted space has no sitemap (ADR 067): its URLs answer 410.
  const [company] = await sql<SitemapCompany[]>`
    select ${sitemapCompanyColumns(sql)} where c.slug = ${slug} and c.deleted_at is null`
  return company ?? null
}

/**
 * The last change the sitemap index lists: a company's pages edited or its files' jobs
 * changed (their lastmods, a closing date reached included), or a company removed (its files leave the index).
 */
export async function getSitemapIndexLastChange(sql: Sql): Promise<Date | null> {
  const [row] = await sql<{ lastChange: Date | null }[]>`
    select greatest(
      (select max(page_changed_at) from companies),
      (select max(jobs_changed_at) from company_job_stats),
      ${lastClosingReached(sql, null)},
      (select removed_at from company_removals)
    ) as last_change
  `
  return row?.lastChange ?? null
}

export type SitemapJob = { id: string; lastmod: Date }

/**
 * A company's visible jobs in a range of ids, in id order, at most `limit`, read in batches
 * of 1,000 as the file is written (keysetBatches): range scans of jobs_sitemap_idx. A job's
 * lastmod is its own last edit or its company's last visible one, whichever is later: its
 * page shows the company's name, logo and description.
 */
export function sitemapJobs(
  sql: Sql,
  company: Pick<SitemapCompany, 'id' | 'workspaceId' | 'pageChangedAt'>,
  range: IdRange,
  limit: number,
  batch = 1_000,
): AsyncIterable<SitemapJob[]> {
  return keysetBatches(
    { batch, limit },
    (after, batch) => sql<SitemapJob[]>`
    select id, greatest(updated_at, created_at, ${company.pageChangedAt}::timestamptz) as lastmod
    from jobs
    where company_id = ${company.id} and workspace_id = ${company.workspaceId} and ${visibleJob(sql)}
      and ${idRange(sql, range)} ${after === null ? sql`` : sql`and id > ${after}`}
    order by id
    limit ${batch}
  `,
  )
}

/**
 * Rows in id order, `batch` at a time, each batch its own statement starting after the last
 * id read (`read(after, batch)`), up to `limit` rows: the Worker holds one batch, and no
 * statement outlives it. A cursor would be one statement for the whole file, which the
 * Worker role's 5 s statement_timeout cuts short when writing it takes longer (measured: a
 * 25,000-job feed stopped at 16,000).
 */
export async function* keysetBatches<Row extends { id: string }>(
  { batch, limit = Number.POSITIVE_INFINITY }: { batch: number; limit?: number },
  read: (after: string | null, batch: number) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  let after: string | null = null
  let left = limit
  while (left > 0) {
    const size = Math.min(batch, left)
    const rows = await read(after, size)
    if (rows.length > 0) yield rows
    if (rows.length < size) return
    left -= rows.length
    after = rows.at(-1)?.id ?? null
  }
}

/** `id` within `range` (either end open), for the shards of sitemaps and feeds. */
export function idRange(sql: Sql, range: IdRange) {
  return sql`true ${range.from === null ? sql`` : sql`and id >= ${range.from}`}
    ${range.to === null ? sql`` : sql`and id < ${range.to}`}`
}
