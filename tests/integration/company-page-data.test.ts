import type { PageContextServer } from 'vike/types'
import { afterAll, describe, expect, it } from 'vitest'
import { RequestDatabase, type Sql } from '#server/db/client.ts'
import { getCompanyBySlug } from '#server/db/queries/companies.ts'
import { loadCompany, loadCompanySpace } from '#server/page-data/company.server.ts'
import { openTestDatabase, SEED } from './database.ts'

const db = openTestDatabase()
// Nothing listens on port 9: every query fails to connect, as during an outage.
const downDb = new RequestDatabase('postgres://postgres:postgres@127.0.0.1:9/career')
afterAll(() => Promise.all([db.close(), downDb.close()]))

function pageContextFor(slug: string, database: RequestDatabase) {
  return { routeParams: { slug }, db: database } as unknown as PageContextServer
}

/** What Vike's `throw render(status, reason)` carries. */
async function abortOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  )
  const abort = (error as { _pageContextAbort?: { abortStatusCode: number; abortReason: string } } | null)
    ?._pageContextAbort
  return abort ? { status: abort.abortStatusCode, reason: abort.abortReason } : error
}

describe('loadCompany', () => {
  it('returns the company of the slug', async () => {
    const company = await loadCompany(pageContextFor(SEED.completeCompany.slug, db))
    expect(company.id).toBe(SEED.completeCompany.id)
  })

  it('aborts with 404 for an unknown or malformed slug, without querying for the malformed one', async () => {
    expect(await abortOf(loadCompany(pageContextFor('no-such-company', db)))).toEqual({
      status: 404,
      reason: 'company-not-found',
    })
    // The database is down: a malformed slug never reaches it.
    expect(await abortOf(loadCompany(pageContextFor("x' or 1=1--", downDb)))).toEqual({
      status: 404,
      reason: 'company-not-found',
    })
  })

  it('aborts with 503 and the load-failure reason when the database is unreachable', async () => {
    expect(await abortOf(loadCompany(pageContextFor(SEED.completeCompany.slug, downDb)))).toEqual({
      status: 503,
      reason: 'company-load-failed',
    })
  })
})

describe('loadCompanySpace', () => {
  const withCompany = async (sql: Sql, slug: string) => {
    const company = await getCompanyBySlug(sql, slug)
    return company && { company }
  }

  it('aborts with 404 when the read finds no company, and with the page’s own 503 when the database is unreachable', async () => {
    expect(await abortOf(loadCompanySpace(pageContextFor('no-such-company', db), withCompany))).toEqual({
      status: 404,
      reason: 'company-not-found',
    })
    // One statement reads the company and the page's rows: its failure is the page's.
    const down = pageContextFor(SEED.completeCompany.slug, downDb)
    expect(await abortOf(loadCompanySpace(down, withCompany, 'status-unavailable'))).toEqual({
      status: 503,
      reason: 'status-unavailable',
    })
  })
})
