import type { PageContextServer } from 'vike/types'
import { describe, expect, it } from 'vitest'
import {
  getSitemapCompany,
  getSitemapIndexLastChange,
  listSitemapCompanies,
  sitemapJobs,
} from '#server/db/queries/crawl.ts'
import { feedFileJobs, getCompanyFeed, getFeedCompany } from '#server/db/queries/feeds.ts'
import { EDITOR_LIST_SIZE, EDITOR_VIEWS_DAYS, listEditorJobs } from '#server/features/editor/job-queries.ts'
import { data as companyPageData } from '../../pages/(company-space)/@slug/(sections)/companie/+data.ts'
import { data as companyHomeData } from '../../pages/(company-space)/@slug/index/+data.ts'
import { data as jobDetailData } from '../../pages/(job-space)/@slug/jobs/@id/(detail)/+data.ts'
import { type ScaleShape, seedScaleDataset, visibleJobOf } from '../../scripts/scale-dataset.ts'
import { explainEach, openPlanDatabase } from './query-plan.ts'

/**
 * Every page and crawl query on an index, on a dataset of the production shape in a
 * database of its own: each statement a request sends is captured with its parameters and
 * explained (ANALYZE), and no node may scan `jobs` sequentially or read more of its rows
 * than the request shows (plus one that tells whether a next page exists).
 */
const SHAPE: ScaleShape = {
  companies: 300,
  jobs: 30_000,
  named: [
    { slug: 'scale-small', visibleJobs: 10, hiddenJobs: 10 },
    { slug: 'scale-large', visibleJobs: 3_000, hiddenJobs: 3_000 },
  ],
}
const DATABASE = 'career_query_plans'

const db = openPlanDatabase(DATABASE, 120_000, async (owner) => {
  await seedScaleDataset(owner, SHAPE)
  await owner`vacuum analyze jobs`
})

/** What `run` sends, each statement explained: its scans of `relations` and the rows they read, per relation. */
async function readBy<R extends string>(
  run: () => Promise<unknown>,
  relations: readonly R[],
): Promise<Record<R, { scans: string[]; indexes: string[]; rowsRead: number }>> {
  db.sent.length = 0
  await run()
  const plans = await explainEach(db.owner, db.sent.splice(0))
  const reads = {} as Record<R, { scans: string[]; indexes: string[]; rowsRead: number }>
  for (const relation of relations) {
    const read = { scans: [] as string[], indexes: [] as string[], rowsRead: 0 }
    for (const node of plans.flat().filter((n) => n['Relation Name'] === relation)) {
      read.scans.push(node['Node Type'])
      // A bitmap heap scan names its indexes in its children (Bitmap Index Scan).
      for (const index of [node, ...(node.Plans ?? [])]) if (index['Index Name']) read.indexes.push(index['Index Name'])
      const removed = (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)
      read.rowsRead += node['Actual Rows'] * node['Actual Loops'] + removed
    }
    reads[relation] = read
  }
  return reads
}

/** What `run` sends, each statement explained: its scans of `jobs` and the rows they read. */
const jobsReadBy = async (run: () => Promise<unknown>) => (await readBy(run, ['jobs'])).jobs

/**
 * What a date of "last change" reads of jobs (ADR 035, 036): only the closing index's jobs
 * past their date that the cron has not swept yet (none here), to date a closing that
 * nothing wrote.
 */
const ONLY_CLOSINGS_REACHED = { scans: ['Index Only Scan'], indexes: ['jobs_closing_idx'], rowsRead: 0 }

const pageContext = (routeParams: Record<string, string>) =>
  ({
    routeParams,
    db: { sql: db.client },
    urlParsed: { searchOriginal: '' },
    locale: 'fr',
    hono: { set: () => {}, get: () => undefined },
  }) as unknown as PageContextServer

describe('page and crawl queries at scale', () => {
  it.each(['scale-small', 'scale-large'])('%s: company home and company page read no job', async (slug) => {
    for (const load of [companyHomeData, companyPageData]) {
      const { scans, rowsRead } = await jobsReadBy(() => load(pageContext({ slug })))
      expect(scans).not.toContain('Seq Scan')
      expect(rowsRead).toBe(0)
    }
  })

  it('job detail reads its job by the primary key', async () => {
    const id = await visibleJobOf(db.owner, 'scale-large')
    const { scans, rowsRead } = await jobsReadBy(() => jobDetailData(pageContext({ slug: 'scale-large', id })))
    expect(scans.length).toBeGreaterThan(0)
    expect(scans).not.toContain('Seq Scan')
    expect(rowsRead).toBeLessThanOrEqual(2) // the job; the company's own query reads none
  })

  it('sitemap index reads no job but closings reached; a company file reads exactly the jobs it lists', async () => {
    expect(await jobsReadBy(() => listSitemapCompanies(db.client))).toEqual(ONLY_CLOSINGS_REACHED)
    const company = await getSitemapCompany(db.client, 'scale-large')
    expect(company?.visibleJobs).toBe(3_000)
    let listed = 0
    const { scans, rowsRead } = await jobsReadBy(async () => {
      if (!company) return
      for await (const batch of sitemapJobs(db.client, company, { from: null, to: null }, 25_000))
        listed += batch.length
    })
    expect(listed).toBe(3_000)
    expect(scans).not.toContain('Seq Scan')
    expect(rowsRead).toBe(listed)
  })

  it('the XML feed reads exactly the jobs it lists, on the index; a stored index’s date reads no job but closings reached', async () => {
    expect(await jobsReadBy(() => getSitemapIndexLastChange(db.client))).toEqual(ONLY_CLOSINGS_REACHED)
    const company = await getFeedCompany(db.client, 'scale-large')
    let listed = 0
    const { scans, rowsRead } = await jobsReadBy(async () => {
      if (!company) return
      for await (const batch of feedFileJobs(db.client, company, { from: null, to: null })) listed += batch.length
    })
    expect(listed).toBe(3_000)
    expect(scans).not.toContain('Seq Scan')
    // Each job twice, once a batch: its index entry (the batch's ids), then its row by key.
    expect(rowsRead, scans.join()).toBe(2 * listed)
  })

  it('feeds read their page and one more, the next page from its key', async () => {
    const first = await jobsReadBy(() => getCompanyFeed(db.client, 'scale-large', { limit: 50, before: null }))
    expect(first.scans).not.toContain('Seq Scan')
    expect(first.rowsRead).toBeLessThanOrEqual(51)
    const page = await getCompanyFeed(db.client, 'scale-large', { limit: 50, before: null })
    const before = page?.jobs.at(-1)?.id ?? null
    const next = await jobsReadBy(() => getCompanyFeed(db.client, 'scale-large', { limit: 50, before }))
    expect(next.scans).not.toContain('Seq Scan')
    expect(next.rowsRead).toBeLessThanOrEqual(52) // and the previous page's last job, the key
  })

  it("the workspace's offers read their page of jobs and, per offer, its last 30 days of views", async () => {
    const [company] = await db.owner<{ id: string }[]>`select id from companies where slug = 'scale-large'`
    const companyId = company?.id ?? ''
    // Views of the first pages' offers on 90 days, both devices: three times the window.
    await db.owner`
      insert into stats_daily (company_id, day, job_id, device, views)
      select j.company_id, current_date - d, j.id, device, 1
      from (select id, company_id from jobs where company_id = ${companyId}
            order by updated_at desc, id desc limit ${3 * EDITOR_LIST_SIZE}) j,
           generate_series(0, 89) d, (values ('phone'), ('desktop')) devices (device)
      on conflict do nothing`
    await db.owner`analyze stats_daily`
    const read = async (after: { updatedAt: Date; id: string } | null) => {
      let rows: Awaited<ReturnType<typeof listEditorJobs>> = []
      const reads = await readBy(async () => {
        rows = await listEditorJobs(db.client, companyId, after, true)
      }, ['jobs', 'stats_daily'])
      return { rows, jobs: reads.jobs, stats: reads.stats_daily }
    }
    const first = await read(null)
    expect(first.rows).toHaveLength(EDITOR_LIST_SIZE)
    expect(first.jobs.scans).not.toContain('Seq Scan')
    expect(first.jobs.indexes).toContain('jobs_editor_list_idx')
    expect(first.jobs.rowsRead).toBeLessThanOrEqual(EDITOR_LIST_SIZE)
    // Each listed offer's days in the window (and the day the window starts, read and left), no more.
    expect(first.stats.scans).not.toContain('Seq Scan')
    expect(first.stats.indexes).toContain('stats_daily_job_views_idx')
    expect(first.stats.rowsRead).toBeLessThanOrEqual(EDITOR_LIST_SIZE * (EDITOR_VIEWS_DAYS + 1) * 2)
    expect(first.rows.every((row) => row.views !== null && row.views <= EDITOR_VIEWS_DAYS * 2)).toBe(true)
    const last = first.rows.at(-1)
    const next = await read(last ? { updatedAt: last.updatedAt, id: last.id } : null)
    expect(next.rows).toHaveLength(EDITOR_LIST_SIZE)
    expect(next.rows[0]?.id).not.toBe(first.rows[0]?.id)
    expect(next.jobs.rowsRead).toBeLessThanOrEqual(EDITOR_LIST_SIZE)
  })
})
