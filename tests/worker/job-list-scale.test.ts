import { seedLargeCompany } from '../tools/large-company.ts'
import { afterAll, beforeAll, describe, expect, openWorkerDatabase, test } from './fixtures.ts'
import { get } from './http.ts'

/**
 * The job list of a company with 500 visible offers (ADR 018): every page's HTML within
 * budget, bad page numbers a 404. Paging and filtering in a browser: tests/e2e/job-list-scale.spec.ts.
 */
const KB = 1000
const JOB_LIST_HTML_BUDGET = 60 * KB

describe('a job list of 500 offers', () => {
  // One company for the group, removed at the end.
  let company: Awaited<ReturnType<typeof seedLargeCompany>> | undefined
  const list = () => `/fr/${company?.slug}/jobs`

  beforeAll(async () => {
    company = await seedLargeCompany(openWorkerDatabase, 0)
  })
  afterAll(async () => {
    await company?.cleanup()
  })

  test(`every page's HTML ≤ ${JOB_LIST_HTML_BUDGET / KB} KB, with the page shown only and no hydration data`, async ({
    annotate,
  }) => {
    for (const path of [list(), `${list()}?page=13`, `${list()}?page=25`, `${list()}?q=ingenieur&city=Ville+1`]) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      const html = response.body.toString()
      await annotate(`${path}: HTML ${html.length} B`, 'weight')
      expect(html.length, path).toBeLessThanOrEqual(JOB_LIST_HTML_BUDGET)
      // HTML-only (ADR 029): React does not hydrate it, so the page carries no copy of its data.
      expect(html, path).not.toContain('id="vike_pageContext"')
      // Each row's apply link once: 20 rows at most, whatever the company's size.
      const rows = html.match(/href="https:\/\/grande-entreprise\.example\/offres\/\d+"/g) ?? []
      expect(rows.length, path).toBeGreaterThan(0)
      expect(rows.length, path).toBeLessThanOrEqual(20)
    }
  })

  test('page numbers the list never writes redirect to the list before any query; pages past the end are a 404', async () => {
    // Junk values: one permanent redirect each, from the cache middleware.
    for (const bad of ['abc', '0', '-1', '2.5', '02', '1', '99999999999999999999']) {
      const response = await get(`${list()}?page=${bad}&q=ingenieur`)
      expect(response.status, bad).toBe(301)
      expect(response.headers.location, bad).toBe(`${list()}?q=ingenieur`)
    }
    for (const beyond of ['26', '999999']) {
      const response = await get(`${list()}?page=${beyond}`)
      expect(response.status, beyond).toBe(404)
      expect(response.text, beyond).toContain('Voir les offres')
    }
    expect((await get(`${list()}?page=`)).status).toBe(200)
    expect((await get(`${list()}?q=zzz&page=2`)).status).toBe(404)
  })
})
