import postgres from 'postgres'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { JobFacetName, JobFilters } from '#domain/job-list.ts'
import { countJobs, listJobFacets, listJobPage } from '#server/db/queries/job-list.ts'
import { signal } from '../tools/signal.ts'
import { openOwnDatabase } from './own-database.ts'

/**
 * The job list's option counts (ADR 021, supabase/migrations/*_baseline_job_facets.sql)
 * stay what the jobs say through every kind of write, including transactions running side
 * by side: after each step, the maintained rows equal a count made from the jobs
 * themselves, and each option's count is what its filtered list shows. Own database: the
 * writes here (a truncate among them) stay out of the other files' data.
 */
const DATABASE = 'career_job_list_facets'
const WORKSPACE = 'a2000000-0000-4000-8000-000000000001'
const COMPANY = 'c2000000-0000-4000-8000-000000000001'
const OTHER_COMPANY = 'c2000000-0000-4000-8000-000000000002'
const scope = { companyId: COMPANY, workspaceId: WORKSPACE }
const none: JobFilters = { q: '', contract: '', city: '', remote: '' }

let owner: postgres.Sql
/** Several connections, for transactions that overlap. */
let pool: postgres.Sql

beforeAll(async () => {
  const database = await openOwnDatabase(DATABASE)
  owner = database.owner
  pool = postgres(database.url, { max: 12, onnotice: () => {}, transform: { column: { from: postgres.toCamel } } })
})
// Each test starts from the two companies without a job (one test deletes a company): the
// counts each expects are its own jobs', in whatever order the tests run.
beforeEach(async () => {
  await owner`delete from jobs where company_id in (${COMPANY}, ${OTHER_COMPANY})`
  await owner`
    insert into companies (id, slug, name, workspace_id, plan) values
      (${COMPANY}, 'facettes', 'Facettes', ${WORKSPACE}, 'pro'),
      (${OTHER_COMPANY}, 'facettes-bis', 'Facettes bis', ${WORKSPACE}, 'pro')
    on conflict (id) do nothing
  `
})
afterAll(async () => {
  await pool?.end()
  await owner?.end()
})

type NewJob = { status?: string; contract?: string | null; city?: string | null; remote?: string | null }

async function insertJobs(company: string, jobs: NewJob[]): Promise<string[]> {
  const rows = await owner<{ id: string }[]>`
    insert into jobs (company_id, workspace_id, title, status, contract_type, city, remote)
    select ${company}, ${WORKSPACE}, 'Poste ' || n, j.status, j.contract, j.city, j.remote
    from rows from (
      jsonb_to_recordset(${owner.json(jobs.map((job) => ({ status: 'published', ...job })))})
        as (status text, contract text, city text, remote text)
    ) with ordinality as j(status, contract, city, remote, n)
    order by n
    returning id
  `
  return rows.map((row) => row.id)
}

const sorted = (rows: object[]) => rows.map((row) => JSON.stringify(row)).sort()

/** Both tables against a count made from the visible jobs of every company, now. */
async function expectCountsMatchJobs() {
  const fromJobs = await owner`
    select j.company_id, f.facet, public.job_search_key(f.value) as key, btrim(f.value) as spelling,
      count(*)::int as open_count
    from jobs j
    join companies c on c.id = j.company_id and c.workspace_id = j.workspace_id
    cross join lateral (values ('contract', j.contract_type), ('city', j.city), ('remote', j.remote)) f(facet, value)
    where j.status in ('published', 'open', 'active') and public.job_search_key(f.value) <> ''
    group by 1, 2, 3, 4
  `
  const spellings = await owner`select company_id, facet, key, spelling, open_count from company_job_facet_spellings`
  expect(sorted(spellings)).toEqual(sorted(fromJobs))
  const byKey = new Map<string, number>()
  for (const row of fromJobs) {
    const id = `${row.company_id}|${row.facet}|${row.key}`
    byKey.set(id, (byKey.get(id) ?? 0) + row.open_count)
  }
  const keys = await owner`select company_id, facet, key, open_count from company_job_facets`
  expect(new Map(keys.map((row) => [`${row.company_id}|${row.facet}|${row.key}`, row.open_count]))).toEqual(byKey)
}

/** What the list shows: each option's count is the number of rows its filtered list pages through. */
async function expectListAgrees() {
  const facets = await listJobFacets(pool, scope)
  for (const name of Object.keys(facets) as JobFacetName[]) {
    for (const option of facets[name]) {
      const filters = { ...none, [name]: option.value }
      expect(await countJobs(pool, scope, filters)).toEqual({ jobs: option.jobs, capped: false })
      let listed = 0
      for (let page = 1; ; page++) {
        const { jobs, hasNext } = await listJobPage(pool, scope, filters, page)
        listed += jobs.length
        if (!hasNext) break
      }
      expect(listed, `${name} ${option.value}`).toBe(option.jobs)
    }
  }
  return facets
}

const facetsOf = async (name: JobFacetName) => (await listJobFacets(pool, scope))[name]

describe('the option counts follow the jobs', () => {
  it('through publishing, edits, closing and deleting, the shown spelling included', async () => {
    const [first, second, draft] = await insertJobs(COMPANY, [
      { contract: 'CDI', city: 'Paris', remote: 'Hybride' },
      { contract: 'cdi', city: '  paris ', remote: null },
      { status: 'draft', contract: 'CDD', city: 'Lyon', remote: 'Sur site' },
    ])
    await expectCountsMatchJobs()
    expect(await facetsOf('contract')).toEqual([{ value: 'CDI', jobs: 2 }])
    expect(await facetsOf('city')).toEqual([{ value: 'Paris', jobs: 2 }])

    await owner`update jobs set status = 'published' where id = ${draft ?? ''}`
    expect(await facetsOf('contract')).toEqual([
      { value: 'CDD', jobs: 1 },
      { value: 'CDI', jobs: 2 },
    ])
    // The capitalised spelling's only job changes: the option now shows the one left.
    await owner`update jobs set contract_type = 'Stage' where id = ${first ?? ''}`
    expect(await facetsOf('contract')).toEqual([
      { value: 'CDD', jobs: 1 },
      { value: 'cdi', jobs: 1 },
      { value: 'Stage', jobs: 1 },
    ])
    await owner`update jobs set status = 'closed' where id = ${second ?? ''}`
    expect((await facetsOf('contract')).map((option) => option.value)).toEqual(['CDD', 'Stage'])
    // An edit that leaves the status and the filters alone writes no count.
    const versions = () => owner`select xmin::text, key from company_job_facets where company_id = ${COMPANY}`
    const before = await versions()
    await owner`update jobs set title = 'Autre titre', city = 'Paris' where id = ${first ?? ''}`
    expect(await versions()).toEqual(before)
    await owner`delete from jobs where id = ${draft ?? ''}`
    await expectCountsMatchJobs()
    expect(await expectListAgrees()).toEqual({
      contract: [{ value: 'Stage', jobs: 1 }],
      city: [{ value: 'Paris', jobs: 1 }],
      remote: [{ value: 'Hybride', jobs: 1 }],
    })
  })

  it('counts only jobs of the company’s own workspace, and moves a job’s counts with it', async () => {
    const [moved] = await insertJobs(COMPANY, [{ contract: 'Alternance', city: 'Nantes' }])
    await owner`
      insert into jobs (company_id, workspace_id, title, status, contract_type)
      values (${COMPANY}, 'a2000000-0000-4000-8000-00000000ffff', 'Ailleurs', 'published', 'Intérim')
    `
    expect((await facetsOf('contract')).map((option) => option.value)).not.toContain('Intérim')
    await owner`update jobs set company_id = ${OTHER_COMPANY} where id = ${moved ?? ''}`
    expect((await facetsOf('city')).map((option) => option.value)).not.toContain('Nantes')
    const [other] = await owner`
      select open_count from company_job_facets where company_id = ${OTHER_COMPANY} and facet = 'city' and key = 'nantes'
    `
    expect(other?.open_count).toBe(1)
    await expectCountsMatchJobs()
    await expectListAgrees()
  })

  it('through bulk statements: one insert of 600 jobs, one update of all, a company deleted', async () => {
    const bulk = Array.from({ length: 600 }, (_, i) => ({
      contract: ['CDI', 'CDD', 'Freelance'][i % 3] ?? null,
      city: `Ville ${i % 70}`,
      remote: i % 4 === 0 ? null : 'Télétravail complet',
    }))
    await insertJobs(COMPANY, bulk)
    await expectCountsMatchJobs()
    await owner`
      update jobs set status = case when abs(hashtext(id::text)) % 10 < 3 then 'closed' else status end,
        city = case when abs(hashtext(id::text)) % 2 = 0 then upper(city) else city end
      where company_id = ${COMPANY}
    `
    await expectCountsMatchJobs()
    // 70 cities: the 50 most common are listed.
    expect(await facetsOf('city')).toHaveLength(50)
    await expectListAgrees()
    await owner`delete from companies where id = ${OTHER_COMPANY}`
    await expectCountsMatchJobs()
  })
})

describe('transactions side by side', () => {
  /** Waits until another session is blocked on a lock, by asking the server. */
  async function untilSomeoneWaitsForALock() {
    for (;;) {
      const [row] = await owner`
        select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'
      `
      if ((row?.waiting ?? 0) > 0) return
      await new Promise((resolve) => setTimeout(resolve, 20)) // polling: the server has no event for it
    }
  }

  it('a value closed to 0 (its row deleted) while another transaction opens one: counted once', async () => {
    const [closing, opening] = await insertJobs(COMPANY, [{ city: 'Brest' }, { status: 'draft', city: 'Brest' }])
    const { fired: held, fire: release } = signal()
    const { fired: written, fire: wrote } = signal()
    const first = pool.begin(async (tx) => {
      await tx`update jobs set status = 'closed' where id = ${closing ?? ''}`
      wrote()
      await held
    })
    // Wait until the first transaction has written (its count for Brest is 0 and deleted).
    // Not "a session idle in transaction": that is also the first between its BEGIN and its
    // update, and the second then went through unblocked while this test polled forever.
    await written
    // postgres.js sends a query when it is awaited; this one must go now, to wait on the first.
    const second = pool`update jobs set status = 'published' where id = ${opening ?? ''}`.execute()
    await untilSomeoneWaitsForALock()
    release()
    await Promise.all([first, second])
    const [brest] = await owner`
      select open_count from company_job_facets where company_id = ${COMPANY} and facet = 'city' and key = 'brest'
    `
    expect(brest?.open_count).toBe(1)
    await expectCountsMatchJobs()
  })

  it('30 transactions changing statuses, contracts and cities in opposite orders: no deadlock, every count right', async () => {
    const ids = await insertJobs(
      COMPANY,
      Array.from({ length: 60 }, (_, i) => ({
        status: i % 5 === 0 ? 'draft' : 'published',
        contract: i % 2 === 0 ? 'CDI' : 'CDD',
        city: i % 3 === 0 ? 'Lille' : 'Rennes',
        remote: 'Hybride',
      })),
    )
    const runs = Array.from({ length: 30 }, (_, i) =>
      pool.begin(async (tx) => {
        const [x, y] = [ids[2 * i] ?? '', ids[2 * i + 1] ?? '']
        // Two statements, in one order or the other: without a lock per company first,
        // the facet rows of 'CDI'/'CDD' and 'Lille'/'Rennes' would be taken crosswise.
        const statements = [
          () =>
            tx`update jobs set contract_type = case contract_type when 'CDI' then 'CDD' else 'CDI' end where id = ${x}`,
          () => tx`update jobs set city = case city when 'Lille' then 'Rennes' else 'Lille' end,
                     status = case status when 'draft' then 'published' else 'closed' end where id = ${y}`,
        ]
        for (const statement of i % 2 === 0 ? statements : statements.reverse()) await statement()
      }),
    )
    const results = await Promise.allSettled(runs)
    expect(results.filter((result) => result.status === 'rejected')).toEqual([])
    await expectCountsMatchJobs()
    await expectListAgrees()
  })
})

describe('a truncate', () => {
  it('empties the counts with the jobs', async () => {
    await owner`truncate jobs cascade`
    expect(await owner`select * from company_job_facets`).toEqual([])
    expect(await owner`select * from company_job_facet_spellings`).toEqual([])
    expect(await listJobFacets(pool, scope)).toEqual({ contract: [], city: [], remote: [] })
  })
})
