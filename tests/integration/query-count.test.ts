import type { PageContextServer } from 'vike/types'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { RequestDatabase } from '#server/db/client.ts'
import { data as companyPageData } from '../../pages/(company-space)/@slug/(sections)/companie/+data.ts'
import { data as jobListData } from '../../pages/(company-space)/@slug/(sections)/jobs/+data.ts'
import { data as teamData } from '../../pages/(company-space)/@slug/(sections)/team/+data.ts'
import { data as companyHomeData } from '../../pages/(company-space)/@slug/index/+data.ts'
import { data as jobDetailData } from '../../pages/(job-space)/@slug/jobs/@id/(detail)/+data.ts'
import { data as applyFormData } from '../../pages/(job-space)/@slug/jobs/@id/apply/(form)/+data.ts'
import { data as confirmationData } from '../../pages/(job-space)/@slug/jobs/@id/apply/confirmation/+data.ts'
import { type ConnectionCounter, countConnections } from './connection-counter.ts'
import { SEED } from './database.ts'

/**
 * Database work per page: one statement, on one connection (ADR 050). Layouts, heads and titles read `pageContext.data`
 * only, so the page's `+data` is all the database work a render does; every statement it
 * sends is counted here against the real PostgreSQL, and every connection its client
 * opens, through a relay in front of it (what Hyperdrive would see).
 */
const opened: RequestDatabase[] = []
let relay: ConnectionCounter
beforeAll(async () => {
  relay = await countConnections(inject('databaseUrl'))
})
afterAll(() => relay.close())
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()))
})

/** The statements a page's `+data` sends, after checking that they opened one connection. */
async function statementsOf(
  load: (pageContext: PageContextServer) => unknown,
  routeParams: Record<string, string>,
  search = '?q=data&contract=CDI',
): Promise<string[]> {
  const statements: string[] = []
  const db = new RequestDatabase(relay.url, { onQuery: (query) => statements.push(query) })
  opened.push(db)
  relay.reset()
  const pageContext = {
    routeParams,
    db,
    urlParsed: { searchOriginal: search },
    locale: 'fr',
    publicOrigin: 'https://jobs.example',
    // What the loaders tell the error page (its accent): nothing to count here; and a
    // request without the confirmation's cookie.
    hono: {
      set: () => {},
      get: (name: string) => (name === 'config' ? { linkSigningSecret: 'query-count-secret' } : undefined),
      req: { raw: new Request('https://jobs.example/') },
    },
  } as unknown as PageContextServer
  await load(pageContext)
  expect(relay.opened(), `connections opened for ${statements.length} statements`).toBe(1)
  return statements
}

const slug = SEED.completeCompany.slug
const id = SEED.completeJob

describe('database statements per page render', () => {
  it('job detail: 1 statement, the company and the job', async () => {
    expect(await statementsOf(jobDetailData, { slug, id })).toHaveLength(1)
  })

  // The company, one page of jobs and the filters' options, plus the matching count when
  // filtered (the unfiltered count comes with the company). Each part is bounded by an
  // index (job-list-plans.test.ts).
  it('job list: 1 statement, unfiltered or searched and filtered', async () => {
    for (const search of ['?page=1', '?q=data&contract=CDI']) {
      expect(await statementsOf(jobListData, { slug }, search), search).toHaveLength(1)
    }
  })

  it('company home, company page and team: 1 statement each', async () => {
    for (const load of [companyHomeData, companyPageData, teamData]) {
      expect(await statementsOf(load, { slug })).toHaveLength(1)
    }
  })

  it('application form and confirmation: 1 statement each (the job detail loader)', async () => {
    for (const load of [applyFormData, confirmationData]) {
      expect(await statementsOf(load, { slug, id })).toHaveLength(1)
    }
  })
})
