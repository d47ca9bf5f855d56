import type postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { RequestDatabase } from '#server/db/client.ts'
import { sitemaps } from '#server/routes/sitemaps.ts'
import { type RecordingServer, startRecordingServer } from '../tools/recording-server.ts'
import { mountedRoute } from './mounted-route.ts'
import { openOwnDatabase } from './own-database.ts'

/**
 * Sitemaps tell the truth about a job's page and never serve a stored file older than what
 * it would list (ADR 036), in a database of its own (companies are edited and removed
 * here), with a local recording server standing in for the storage bucket.
 */
const DATABASE = 'career_sitemap_freshness'
const ORIGIN = 'https://jobs.example'
const COMPANY = 'lumen-energie'
const JOB = 'b0000000-0000-4000-8000-000000000001'
let owner: postgres.Sql
let db: RequestDatabase
let storage: RecordingServer
/** What storage holds: file name → Last-Modified it answers with (null: no such header). */
let stored: Record<string, string | null> = {}

beforeAll(async () => {
  const database = await openOwnDatabase(DATABASE)
  owner = database.owner
  db = new RequestDatabase(database.workerUrl)
  storage = await startRecordingServer({
    answer: ({ path }) => {
      const file = path.replace('/storage/v1/object/public/sitemaps/', '')
      if (!(file in stored)) return { status: 404 }
      const written = stored[file]
      return {
        status: 200,
        body: `<?xml version="1.0"?><urlset from="storage"/>`,
        headers: { 'Content-Type': 'application/xml', ...(written ? { 'Last-Modified': written } : {}) },
      }
    },
  })
}, 60_000)
afterAll(async () => {
  await storage?.close()
  await db?.close()
  await owner?.end()
})

const app = (storageUrl: string | null = storage.url) =>
  mountedRoute('/', sitemaps, { sitemapStorageUrl: storageUrl, publicOrigin: ORIGIN }, db)
const jobLastmod = (xml: string) =>
  new RegExp(`<loc>${ORIGIN}/fr/${COMPANY}/jobs/${JOB}</loc>\\s*<lastmod>([^<]+)</lastmod>`).exec(xml)?.[1]

async function resetDates() {
  await owner`update jobs set updated_at = '2026-01-01', created_at = '2026-01-01' where id = ${JOB}`
  await owner`update companies set page_changed_at = '2026-01-01' where slug = ${COMPANY}`
}

describe('a job’s lastmod', () => {
  it('moves when its company changes what its page shows, not for edits nobody sees', async () => {
    await resetDates()
    const file = `/sitemaps/company-${COMPANY}.xml`
    expect(jobLastmod(await (await app(null).request(file)).text())).toBe('2026-01-01T00:00:00Z')

    await owner`update companies set applications_email = 'rh@lumen.example' where slug = ${COMPANY}`
    expect(jobLastmod(await (await app(null).request(file)).text())).toBe('2026-01-01T00:00:00Z')

    for (const edit of [
      owner`update companies set name = 'Lumen Énergie SA' where slug = ${COMPANY}`,
      owner`update companies set logo_url = '/demo/other-logo.svg' where slug = ${COMPANY}`,
      owner`update companies set description = 'Autre description' where slug = ${COMPANY}`,
    ]) {
      await resetDates()
      await edit
      const lastmod = jobLastmod(await (await app(null).request(file)).text()) ?? ''
      expect(Date.parse(lastmod)).toBeGreaterThan(Date.parse('2026-06-01'))
    }
  })
})

describe('a stored sitemap', () => {
  const future = 'Fri, 01 Jan 2100 00:00:00 GMT'

  it('is served when it is not older than the last change it would list', async () => {
    stored = { 'sitemap.xml': future, [`company-${COMPANY}.xml`]: future, 'pages.xml': null }
    for (const path of ['/sitemap.xml', `/sitemaps/company-${COMPANY}.xml`, '/sitemaps/pages.xml']) {
      const response = await app().request(path)
      expect(await response.text(), path).toContain('from="storage"')
    }
  })

  it('is not served once a job it lists reaches its closing date, though nothing is written until the cron', async () => {
    const [job] = await owner<{ id: string }[]>`
      select j.id from jobs j join companies c on c.id = j.company_id
      where c.slug = ${COMPANY} and j.status = 'published' and j.id <> ${JOB} order by j.id limit 1`
    const id = job?.id ?? ''
    await owner`update jobs set closes_at = now() - interval '1 second' where id = ${id}`
    // Open again after: the other tests, in whatever order, find the company's jobs as seeded.
    onTestFinished(async () => {
      await owner`update jobs set closes_at = null where id = ${id}`
    })
    // The last writes long before: the stored file (a minute old) is newer than any of them.
    await owner`update companies set page_changed_at = '2026-01-01' where slug = ${COMPANY}`
    await owner`update company_job_stats set jobs_changed_at = '2026-01-01'
      where company_id = (select id from companies where slug = ${COMPANY})`
    const [{ written } = { written: new Date() }] = await owner<{ written: Date }[]>`
      select now() - interval '1 minute' as written`
    stored = { 'sitemap.xml': written.toUTCString(), [`company-${COMPANY}.xml`]: written.toUTCString() }
    const file = await (await app().request(`/sitemaps/company-${COMPANY}.xml`)).text()
    expect(file).not.toContain('from="storage"')
    expect(file).not.toContain(id)
    expect(await (await app().request('/sitemap.xml')).text()).not.toContain('from="storage"')
  })

  it('is not served once a job it lists is closed, nor when undated, nor for a company removed', async () => {
    // Written before the close.
    const [{ now } = { now: new Date() }] = await owner<{ now: Date }[]>`select now() - interval '1 second' as now`
    stored = { 'sitemap.xml': now.toUTCString(), [`company-${COMPANY}.xml`]: now.toUTCString() }
    await owner`update jobs set status = 'closed' where id = ${JOB}`
    // Published again after: the lastmod test, in whatever order, finds the job listed.
    onTestFinished(async () => {
      await owner`update jobs set status = 'published' where id = ${JOB}`
    })
    const file = await (await app().request(`/sitemaps/company-${COMPANY}.xml`)).text()
    expect(file).not.toContain('from="storage"')
    expect(file).not.toContain(JOB)
    expect(await (await app().request('/sitemap.xml')).text()).not.toContain('from="storage"')

    stored = { 'sitemap.xml': null, [`company-${COMPANY}.xml`]: null }
    expect(await (await app().request('/sitemap.xml')).text()).not.toContain('from="storage"')

    stored = { 'sitemap.xml': future, 'company-cafe-moka.xml': future }
    await owner`delete from companies where slug = 'cafe-moka'`
    const gone = await app().request('/sitemaps/company-cafe-moka.xml')
    expect(gone.status).toBe(404)
    await gone.body?.cancel()
    // The index written before the removal still lists it: out of date.
    stored = { 'sitemap.xml': now.toUTCString() }
    const index = await (await app().request('/sitemap.xml')).text()
    expect(index).not.toContain('from="storage"')
    expect(index).not.toContain('company-cafe-moka.xml')
  })
})
