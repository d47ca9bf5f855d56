import type { PageContextServer } from 'vike/types'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { RequestDatabase } from '#server/db/client.ts'
import { data as companyPageData } from '../../pages/(company-space)/@slug/(sections)/companie/+data.ts'
import { data as jobListData } from '../../pages/(company-space)/@slug/(sections)/jobs/+data.ts'
import { data as teamData } from '../../pages/(company-space)/@slug/(sections)/team/+data.ts'
import { data as companyHomeData } from '../../pages/(company-space)/@slug/index/+data.ts'
import { data as jobDetailData } from '../../pages/(job-space)/@slug/jobs/@id/(detail)/+data.ts'
import { data as applyFormData } from '../../pages/(job-space)/@slug/jobs/@id/apply/(form)/+data.ts'
import { SEED } from './database.ts'

/**
 * Database work per page (at most 2 round trips for a job list and a job detail,
 * nothing read twice). Layouts, heads and titles read `pageContext.data` only, so the
 * page's `+data` is all the database work a render does; every statement it sends is
 * counted here against the real PostgreSQL.
 */
const opened: RequestDatabase[] = []
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()))
})

async function statementsOf(
  load: (pageContext: PageContextServer) => unknown,
  routeParams: Record<string, string>,
  search = '?q=data&contract=CDI',
): Promise<string[]> {
  const statements: string[] = []
  const db = new RequestDatabase(inject('databaseUrl'), { onQuery: (query) => statements.push(query) })
  opened.push(db)
  const pageContext = {
    routeParams,
    db,
    urlParsed: { searchOriginal: search },
    locale: 'fr',
    publicOrigin: 'https://jobs.example',
    // What the loaders tell the error page (its accent): nothing to count here.
    hono: { set: () => {} },
  } as unknown as PageContextServer
  await load(pageContext)
  return statements
}

const slug = SEED.completeCompany.slug
const id = SEED.completeJob

describe('database statements per page render', () => {
  it('job detail: 2 statements, sent together (1 round trip of latency), none repeated', async () => {
    const statements = await statementsOf(jobDetailData, { slug, id })
    expect(statements).toHaveLength(2)
    expect(new Set(statements).size).toBe(2)
  })

  // The company, then together (1 more round trip): one page of jobs and the filters'
  // options, plus the matching count when filtered (the unfiltered count comes with the
  // company). Each is bounded by an index (job-list-plans.test.ts), none reads the list twice.
  it('job list: 3 statements unfiltered, none repeated', async () => {
    const statements = await statementsOf(jobListData, { slug }, '?page=1')
    expect(statements).toHaveLength(3)
    expect(new Set(statements).size).toBe(3)
  })

  it('job list: 4 statements searched or filtered (the matching count), none repeated', async () => {
    const statements = await statementsOf(jobListData, { slug })
    expect(statements).toHaveLength(4)
    expect(new Set(statements).size).toBe(4)
  })

  it('company home, company page and team: 1 statement each', async () => {
    for (const load of [companyHomeData, companyPageData, teamData]) {
      expect(await statementsOf(load, { slug })).toHaveLength(1)
    }
  })

  it('application form: 2 statements (the job detail loader)', async () => {
    expect(await statementsOf(applyFormData, { slug, id })).toHaveLength(2)
  })
})
