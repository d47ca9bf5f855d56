import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JOB_LIST_PAGE_SIZE, type JobFilters } from '../../domain/job-list.ts'
import { countJobs, listJobFacets, listJobPage } from '../../server/db/queries/job-list.ts'
import { createOwnDatabase } from './own-database.ts'
import { explainEach, type PlanNode, recordingClient, type SentStatement } from './query-plan.ts'

/**
 * Every statement of the job list runs on an index, at any size (ADR 018): the real query
 * functions run against 10 companies of 3,000 jobs each, and the plan PostgreSQL chose for
 * each statement they sent (same text, same parameters) is read with EXPLAIN ANALYZE.
 * Own database in the test cluster: the seeded companies stay out of other files' counts.
 */
const DATABASE = 'career_job_list_plans'
const JOBS_PER_COMPANY = 3000
const COMPANIES = 10
const WORKSPACE = 'a1000000-0000-4000-8000-000000000001'
const COMPANY = 'c1000000-0000-4000-8000-000000000001'

let owner: postgres.Sql
const sent: SentStatement[] = []
/** The Worker's client options, with a hook that keeps each statement and its parameters. */
let client: postgres.Sql

beforeAll(async () => {
  const { url } = await createOwnDatabase(DATABASE)
  owner = postgres(url, { max: 1, onnotice: () => {} })
  await owner.unsafe(`
    insert into companies (id, slug, name, workspace_id)
    select ('c1000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, 'plans-' || n, 'Plans ' || n,
           ('a1000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid
    from generate_series(1, ${COMPANIES}) n;
    insert into jobs (company_id, workspace_id, title, status, created_at, city, contract_type, remote)
    select c.id, c.workspace_id,
           (array['Développeur·se', 'Ingénieur·e data', 'Chargé·e de projets', 'Technicien·ne', 'Commercial·e'])[1 + i % 5]
             || ' ' || i,
           (array['published', 'open', 'active', 'published', 'draft', 'closed'])[1 + i % 6],
           timestamptz '2026-01-01' + i * interval '1 hour',
           'Ville ' || (i % 40),
           (array['CDI', 'cdi', 'CDD', 'Stage', 'Alternance', 'Freelance', 'Intérim'])[1 + i % 7],
           (array['Hybride', 'Sur site', 'Télétravail complet', null])[1 + i % 4]
    from companies c cross join generate_series(1, ${JOBS_PER_COMPANY}) i
    where c.slug like 'plans-%';
  `)
  // As autovacuum would: statistics, and the visibility map index-only scans rely on.
  await owner.unsafe('vacuum (analyze) jobs')
  client = recordingClient(url, sent)
}, 120_000)

afterAll(async () => {
  await client?.end()
  await owner?.end()
})

/** The plans of the statements `run` sends, executed (EXPLAIN ANALYZE) with their parameters. */
async function plansOf(run: (sql: postgres.Sql) => Promise<unknown>): Promise<PlanNode[][]> {
  sent.length = 0
  await run(client)
  expect(sent.length).toBeGreaterThan(0)
  return explainEach(owner, sent.splice(0))
}

/** Rows of `jobs` a plan reads from the table (not from an index alone). */
function tableRowsRead(plan: PlanNode[]): number {
  return plan
    .filter((node) => node['Relation Name'] === 'jobs')
    .reduce((sum, node) => {
      if (node['Node Type'] === 'Index Only Scan') return sum + (node['Heap Fetches'] ?? 0)
      return sum + node['Actual Rows'] * node['Actual Loops']
    }, 0)
}

const scope = { companyId: COMPANY, workspaceId: WORKSPACE }
const none: JobFilters = { q: '', contract: '', city: '', remote: '' }
const visiblePerCompany = JOBS_PER_COMPANY - 2 * (JOBS_PER_COMPANY / 6)
const lastPage = Math.ceil(visiblePerCompany / JOB_LIST_PAGE_SIZE)

type Case = { name: string; run: (sql: postgres.Sql) => Promise<unknown>; bounded: boolean; index?: string }
const CASES: Case[] = [
  { name: 'page 1', run: (sql) => listJobPage(sql, scope, none, 1), bounded: true },
  { name: 'deep page', run: (sql) => listJobPage(sql, scope, none, lastPage), bounded: true },
  { name: 'contract filter', run: (sql) => listJobPage(sql, scope, { ...none, contract: 'cdi' }, 3), bounded: true },
  { name: 'city filter', run: (sql) => listJobPage(sql, scope, { ...none, city: 'ville 7' }, 1), bounded: true },
  { name: 'remote filter', run: (sql) => listJobPage(sql, scope, { ...none, remote: 'hybride' }, 2), bounded: true },
  // A substring search must check every candidate row the trigram index returns.
  {
    name: 'search',
    run: (sql) => listJobPage(sql, scope, { ...none, q: 'DATA 12' }, 1),
    bounded: false,
    index: 'jobs_company_title_search_idx',
  },
  {
    name: 'search count',
    run: (sql) => countJobs(sql, scope, { ...none, q: 'ingenieur' }),
    bounded: false,
    index: 'jobs_company_title_search_idx',
  },
  { name: 'filter count', run: (sql) => countJobs(sql, scope, { ...none, city: 'Ville 3' }), bounded: false },
  { name: 'filter options', run: (sql) => listJobFacets(sql, scope), bounded: false },
]

describe('job list statements on a company of 3,000 jobs among 30,000', () => {
  it('has the data it claims: a table no index-less plan could read cheaply', async () => {
    const [row] = await owner`select count(*)::int as jobs from jobs`
    expect(row?.jobs).toBeGreaterThanOrEqual(COMPANIES * JOBS_PER_COMPANY)
    expect((await listJobPage(client, scope, none, lastPage)).jobs.length).toBeGreaterThan(0)
    expect((await listJobPage(client, scope, none, lastPage + 1)).jobs).toEqual([])
    expect((await listJobPage(client, scope, { ...none, q: 'DATA 12' }, 1)).jobs.length).toBeGreaterThan(0)
  })

  for (const { name, run, bounded, index } of CASES) {
    it(`${name}: no sequential scan of jobs${bounded ? `, at most ${JOB_LIST_PAGE_SIZE + 1} rows read from the table` : ''}`, async () => {
      for (const plan of await plansOf(run)) {
        const scans = plan.filter((node) => node['Relation Name'] === 'jobs')
        expect(scans.length).toBeGreaterThan(0)
        expect(scans.map((node) => node['Node Type'])).not.toContain('Seq Scan')
        if (bounded) expect(tableRowsRead(plan)).toBeLessThanOrEqual(JOB_LIST_PAGE_SIZE + 1)
        // The search's candidates come from the trigram index, not from the company's every job.
        if (index) expect(plan.map((node) => node['Index Name'])).toContain(index)
      }
    })
  }

  it('filter options are read from the indexes alone', async () => {
    const [plan] = await plansOf((sql) => listJobFacets(sql, scope))
    const scans = (plan ?? []).filter((node) => node['Relation Name'] === 'jobs')
    expect(scans.map((node) => node['Node Type'])).toEqual(Array(3).fill('Index Only Scan'))
    expect(tableRowsRead(plan ?? [])).toBe(0)
  })
})
