import type postgres from 'postgres'
import type { PageContextServer } from 'vike/types'
import { describe, expect, it } from 'vitest'
import { JOB_COUNT_CAP, JOB_LIST_PAGE_SIZE, type JobFilters } from '#domain/job-list.ts'
import { countJobs, JOB_FACET_OPTION_LIMIT, listJobFacets, listJobPage } from '#server/db/queries/job-list.ts'
import { data as jobListData } from '../../pages/(company-space)/@slug/(sections)/jobs/+data.ts'
import { numberedCompaniesSql } from './own-database.ts'
import { explainEach, openPlanDatabase, type PlanNode } from './query-plan.ts'

/**
 * Every statement of the job list runs on an index and reads what it shows, at any size
 * (ADR 018, 021): the real query functions run against 10 companies of 3,000 jobs each, and
 * the plan PostgreSQL chose for each statement they sent (same text, same parameters) is
 * read with EXPLAIN ANALYZE. Own database in the test cluster: the seeded companies stay
 * out of other files' counts.
 */
const DATABASE = 'career_job_list_plans'
const JOBS_PER_COMPANY = 3000
const COMPANIES = 10
const WORKSPACE = 'a1000000-0000-4000-8000-000000000001'
const COMPANY = 'c1000000-0000-4000-8000-000000000001'

const db = openPlanDatabase(DATABASE, 120_000, async (owner) => {
  // A bulk load: no search engine notifications queued for it (ADR 045).
  await owner.unsafe(`
    set career_site.search_engines = 'off';
    ${numberedCompaniesSql(1, COMPANIES)}
    insert into jobs (company_id, workspace_id, title, status, created_at, city, contract_type, remote)
    select c.id, c.workspace_id,
           'Poste de ' || (array['Développeur·se', 'Ingénieur·e data', 'Chargé·e de projets', 'Technicien·ne',
             'Commercial·e'])[1 + i % 5] || ' ' || i,
           (array['published', 'open', 'active', 'published', 'draft', 'closed'])[1 + i % 6],
           timestamptz '2026-01-01' + i * interval '1 hour',
           'Ville ' || (i % 80),
           (array['CDI', 'cdi', 'CDD', 'Stage', 'Alternance', 'Freelance', 'Intérim'])[1 + i % 7],
           (array['Hybride', 'Sur site', 'Télétravail complet', null])[1 + i % 4]
    from companies c cross join generate_series(1, ${JOBS_PER_COMPANY}) i
    where c.slug like 'plans-%';
  `)
  // As autovacuum would: statistics, and the visibility map index-only scans rely on.
  await owner.unsafe('vacuum (analyze) jobs, company_job_facets, company_job_facet_spellings')
})

/** The plans of the statements `run` sends, executed (EXPLAIN ANALYZE) with their parameters. */
async function plansOf(run: (sql: postgres.Sql) => Promise<unknown>): Promise<PlanNode[][]> {
  db.sent.length = 0
  await run(db.client)
  expect(db.sent.length).toBeGreaterThan(0)
  return explainEach(db.owner, db.sent.splice(0))
}

/**
 * Rows of `relation` a plan reads from the table (not from an index alone), those its
 * filters or rechecks then discard included.
 */
function rowsRead(plan: PlanNode[], relation = 'jobs'): number {
  return plan
    .filter((node) => node['Relation Name'] === relation)
    .reduce((sum, node) => {
      if (node['Node Type'] === 'Index Only Scan') return sum + (node['Heap Fetches'] ?? 0)
      const discarded = (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)
      return sum + (node['Actual Rows'] + discarded) * node['Actual Loops']
    }, 0)
}

/** Index entries and rows a plan visits in `relation`, from an index or the table. */
function entriesVisited(plan: PlanNode[], relation: string): number {
  return plan
    .filter((node) => node['Relation Name'] === relation)
    .reduce(
      (sum, node) => sum + (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops'],
      0,
    )
}

/** Tables that grow with the jobs; `companies` is read by its key, a few rows here. */
const GROWING = ['jobs', 'company_job_facets', 'company_job_facet_spellings']
const seqScans = (plan: PlanNode[]) =>
  plan.filter((node) => node['Node Type'] === 'Seq Scan' && GROWING.includes(node['Relation Name'] ?? ''))

const scope = { companyId: COMPANY, workspaceId: WORKSPACE }
const none: JobFilters = { q: '', contract: '', city: '', remote: '' }
const visiblePerCompany = JOBS_PER_COMPANY - 2 * (JOBS_PER_COMPANY / 6)
const lastPage = Math.ceil(visiblePerCompany / JOB_LIST_PAGE_SIZE)
const PAGE_ROWS = JOB_LIST_PAGE_SIZE + 1
const COUNT_ROWS = JOB_COUNT_CAP + 1

const TRIGRAM_INDEX = 'jobs_company_title_search_idx'

/**
 * `jobs`: the most rows of jobs the statements may read from the table (null: as many as
 * the search matches, a rare word's case, ADR 021); `index`: an index they read;
 * `skipped`: an index they do not read.
 */
type Case = {
  name: string
  run: (sql: postgres.Sql) => Promise<unknown>
  jobs: number | null
  index?: string
  skipped?: string
}
const CASES: Case[] = [
  { name: 'page 1', run: (sql) => listJobPage(sql, scope, none, 1), jobs: PAGE_ROWS },
  { name: 'deep page', run: (sql) => listJobPage(sql, scope, none, lastPage), jobs: PAGE_ROWS },
  { name: 'contract filter', run: (sql) => listJobPage(sql, scope, { ...none, contract: 'cdi' }, 3), jobs: PAGE_ROWS },
  { name: 'city filter', run: (sql) => listJobPage(sql, scope, { ...none, city: 'ville 7' }, 1), jobs: PAGE_ROWS },
  { name: 'remote filter', run: (sql) => listJobPage(sql, scope, { ...none, remote: 'hybride' }, 2), jobs: PAGE_ROWS },
  // A common word: found among the newest jobs in the list's order (1 in 5 titles: about 105 read).
  {
    name: 'search for a common word',
    run: (sql) => listJobPage(sql, scope, { ...none, q: 'ingenieur' }, 1),
    jobs: JOB_COUNT_CAP + PAGE_ROWS,
    skipped: TRIGRAM_INDEX,
  },
  // A rare word, absent from the newest 1,000: every match, from the trigram index.
  {
    name: 'search for a rare word',
    run: (sql) => listJobPage(sql, scope, { ...none, q: 'DATA 12' }, 1),
    jobs: null,
    index: TRIGRAM_INDEX,
  },
  {
    name: 'search count',
    run: (sql) => countJobs(sql, scope, { ...none, q: 'ingenieur' }),
    jobs: COUNT_ROWS,
    index: TRIGRAM_INDEX,
  },
  {
    name: 'search count past the cap',
    run: (sql) => countJobs(sql, scope, { ...none, q: 'poste' }),
    jobs: COUNT_ROWS,
  },
  {
    name: 'two-filter count',
    run: (sql) => countJobs(sql, scope, { ...none, contract: 'CDI', city: 'Ville 3' }),
    jobs: COUNT_ROWS,
  },
  { name: 'one-filter count', run: (sql) => countJobs(sql, scope, { ...none, city: 'Ville 3' }), jobs: 0 },
  { name: 'filter options', run: (sql) => listJobFacets(sql, scope), jobs: 0 },
]

describe(`job list statements on a company of ${JOBS_PER_COMPANY} jobs among ${COMPANIES * JOBS_PER_COMPANY}`, () => {
  it('has the data it claims: a table no index-less plan could read cheaply', async () => {
    const [row] = await db.owner`select count(*)::int as jobs from jobs`
    expect(row?.jobs).toBeGreaterThanOrEqual(COMPANIES * JOBS_PER_COMPANY)
    expect((await listJobPage(db.client, scope, none, lastPage)).jobs.length).toBeGreaterThan(0)
    expect((await listJobPage(db.client, scope, none, lastPage + 1)).jobs).toEqual([])
    expect((await listJobPage(db.client, scope, { ...none, q: 'DATA 12' }, 1)).jobs.length).toBeGreaterThan(0)
  })

  for (const { name, run, jobs, index, skipped } of CASES) {
    const bound = jobs === null ? '' : `, at most ${jobs} rows read from the table`
    it(`${name}: no sequential scan${bound}`, async () => {
      for (const plan of await plansOf(run)) {
        expect(seqScans(plan)).toEqual([])
        if (jobs !== null) expect(rowsRead(plan)).toBeLessThanOrEqual(jobs)
        // The search's candidates come from the trigram index, not from the company's every job.
        const read = plan.filter((node) => node['Actual Loops'] > 0).map((node) => node['Index Name'])
        if (index) expect(read).toContain(index)
        if (skipped) expect(read).not.toContain(skipped)
      }
    })
  }

  it.each([
    ['a common word', 'ingenieur'],
    ['a rare word', 'DATA 12'],
    ['a word of every title', 'POSTE'],
  ])('a search for %s lists the same pages whichever way it finds them', async (_name, q) => {
    const key = q.toLowerCase()
    for (const page of [1, 2, 5, 20, 60]) {
      const expected = await db.owner`
        select id from jobs
        where company_id = ${COMPANY} and workspace_id = ${WORKSPACE} and status in ('published', 'open', 'active')
          and public.job_search_key(title) like ${`%${key}%`}
        order by created_at desc, id
        limit ${PAGE_ROWS} offset ${(page - 1) * JOB_LIST_PAGE_SIZE}
      `
      const { jobs, hasNext } = await listJobPage(db.client, scope, { ...none, q }, page)
      expect(jobs.map((job) => job.id)).toEqual(expected.slice(0, JOB_LIST_PAGE_SIZE).map((row) => row.id))
      expect(hasNext).toBe(expected.length === PAGE_ROWS)
    }
  })

  it('counts exactly up to the cap, then says more than it', async () => {
    expect(await countJobs(db.client, scope, { ...none, q: 'ingenieur' })).toEqual({
      jobs: visiblePerCompany / 5,
      capped: false,
    })
    expect(await countJobs(db.client, scope, { ...none, q: 'poste' })).toEqual({ jobs: COUNT_ROWS, capped: true })
    expect(visiblePerCompany).toBeGreaterThan(COUNT_ROWS)
  })

  it('filter options and one-filter counts read a few maintained rows and no job', async () => {
    const [options] = await plansOf((sql) => listJobFacets(sql, scope))
    // Of jobs, only those past their closing date the cron has not expired yet (ADR 035;
    // none here), from their own index alone.
    const closedByDateOnly = (plan: PlanNode[]) => {
      const jobs = plan.filter((node) => node['Relation Name'] === 'jobs')
      expect(jobs.map((node) => [node['Node Type'], node['Index Name']])).toEqual([
        ['Index Only Scan', 'jobs_closing_idx'],
      ])
      expect(entriesVisited(plan, 'jobs')).toBe(0)
      expect(rowsRead(plan)).toBe(0)
    }
    closedByDateOnly(options ?? [])
    // 80 cities, 5 contract types, 3 remote modes: at most 50 values per filter, and one
    // spelling each, whatever the number of jobs.
    expect(entriesVisited(options ?? [], 'company_job_facets')).toBeLessThanOrEqual(3 * JOB_FACET_OPTION_LIMIT)
    expect(entriesVisited(options ?? [], 'company_job_facet_spellings')).toBeLessThanOrEqual(3 * JOB_FACET_OPTION_LIMIT)
    expect((await listJobFacets(db.client, scope)).city).toHaveLength(JOB_FACET_OPTION_LIMIT)
    const [count] = await plansOf((sql) => countJobs(sql, scope, { ...none, contract: 'cdi' }))
    expect(entriesVisited(count ?? [], 'company_job_facets')).toBe(1)
    closedByDateOnly(count ?? [])
  })

  it.each([
    ['the whole list', ''],
    ['a deep page', `?page=${lastPage}`],
    ['one filter', '?city=Ville+7&page=2'],
  ])('%s: the page data reads at most its page and one more row of jobs', async (_name, search) => {
    const context = {
      routeParams: { slug: 'plans-1' },
      db: { sql: db.client },
      urlParsed: { searchOriginal: search },
      locale: 'en', // the options and rows worded in English: the page's data, whatever its language
    } as unknown as PageContextServer
    const plans = await plansOf(() => jobListData(context))
    expect(plans).toHaveLength(1) // ADR 050: the company, the page, the options in one statement
    expect(seqScans(plans.flat())).toEqual([])
    expect(plans.reduce((sum, plan) => sum + rowsRead(plan), 0)).toBeLessThanOrEqual(PAGE_ROWS)
  })

  // The page's one statement holds the page's and the count's subqueries: each keeps the
  // plan it has alone (the cases above), bounded by the sum of their bounds.
  it.each([
    ['a common word', '?q=ingenieur', JOB_COUNT_CAP + PAGE_ROWS + COUNT_ROWS, TRIGRAM_INDEX],
    ['a rare word', '?q=DATA+12', null, TRIGRAM_INDEX],
    ['two filters', '?contract=CDI&city=Ville+3', PAGE_ROWS + COUNT_ROWS, null],
  ])('searched or filtered by %s: one statement, on indexes', async (_name, search, jobs, index) => {
    const context = {
      routeParams: { slug: 'plans-1' },
      db: { sql: db.client },
      urlParsed: { searchOriginal: search },
      locale: 'fr',
    } as unknown as PageContextServer
    const plans = await plansOf(() => jobListData(context))
    expect(plans).toHaveLength(1)
    const [plan = []] = plans
    expect(seqScans(plan)).toEqual([])
    if (jobs !== null) expect(rowsRead(plan)).toBeLessThanOrEqual(jobs)
    if (index)
      expect(plan.filter((node) => node['Actual Loops'] > 0).map((node) => node['Index Name'])).toContain(index)
  })
})
