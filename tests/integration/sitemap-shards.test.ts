import { describe, expect, it } from 'vitest'
import { sitemaps } from '#server/routes/sitemaps.ts'
import { mountedRoute } from './mounted-route.ts'
import { setUpScaleDatabase } from './scale-database.ts'

/**
 * A company with more jobs than one sitemap file holds, in a database of its own (its jobs
 * are closed here): split into files of at most 50,000 URLs that together list every
 * visible job, and a lastmod that moves when a job is closed.
 */
const DATABASE = 'career_sitemap_shards'
const ORIGIN = 'https://jobs.example'
const { owner, worker: db } = setUpScaleDatabase(DATABASE, {
  companies: 4,
  jobs: 31_000,
  named: [{ slug: 'huge', visibleJobs: 30_000, hiddenJobs: 100 }],
})

function app() {
  return mountedRoute('/', sitemaps, { sitemapStorageUrl: null, publicOrigin: ORIGIN }, db)
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '')
const lastmodOf = (xml: string, loc: string) =>
  new RegExp(`<loc>${loc.replaceAll('.', '\\.')}</loc>\\s*<lastmod>([^<]+)</lastmod>`).exec(xml)?.[1]

async function get(path: string) {
  const response = await app().request(path)
  return { status: response.status, xml: await response.text() }
}

describe('a company past one file', () => {
  it('is split into files of at most 50,000 URLs that together list each visible job once per language', async () => {
    const index = await get('/sitemap.xml')
    const files = locsOf(index.xml).filter((loc) => loc.includes('company-huge'))
    expect(files).toEqual([`${ORIGIN}/sitemaps/company-huge.xml`, `${ORIGIN}/sitemaps/company-huge.2.xml`])
    const jobUrls: string[] = []
    for (const file of files) {
      const { status, xml } = await get(file.replace(ORIGIN, ''))
      expect(status).toBe(200)
      expect(xml.endsWith('</urlset>\n')).toBe(true)
      const locs = locsOf(xml)
      expect(locs.length).toBeLessThanOrEqual(50_000)
      jobUrls.push(...locs.filter((loc) => loc.includes('/jobs/')))
    }
    expect(jobUrls).toHaveLength(60_000)
    expect(new Set(jobUrls).size).toBe(60_000)
    expect((await get('/sitemaps/company-huge.3.xml')).status).toBe(404)
    expect((await get('/sitemaps/company-huge.1.xml')).status).toBe(404)
  })

  it('moves the lastmod of the company files and of the job when a job is closed or edited', async () => {
    const fileLoc = `${ORIGIN}/sitemaps/company-huge.xml`
    await owner`update companies set page_changed_at = '2026-01-01' where slug = 'huge'`
    await owner`update company_job_stats set jobs_changed_at = '2026-01-01'`
    const before = lastmodOf((await get('/sitemap.xml')).xml, fileLoc)
    expect(before).toBe('2026-01-01T00:00:00Z')

    const [job] = await owner<{ id: string }[]>`
      select j.id from jobs j join companies c on c.id = j.company_id
      where c.slug = 'huge' and j.status = 'published' order by j.id limit 2`
    await owner`update jobs set status = 'closed' where id = ${job?.id ?? ''}`
    try {
      const afterClose = lastmodOf((await get('/sitemap.xml')).xml, fileLoc)
      expect(afterClose).not.toBe(before)
    } finally {
      // Open again: the other tests, in any order, count every one of the 30,000.
      await owner`update jobs set status = 'published' where id = ${job?.id ?? ''}`
    }

    await owner`update company_job_stats set jobs_changed_at = '2026-01-01'`
    await owner`update jobs set title = 'Edited', updated_at = '2026-01-01'
      where id = (select id from jobs where status = 'published' and company_id =
        (select id from companies where slug = 'huge') order by id limit 1) returning id`
    const edited = await owner<{ id: string }[]>`select id from jobs where title = 'Edited'`
    const index = (await get('/sitemap.xml')).xml
    expect(lastmodOf(index, fileLoc)).not.toBe('2026-01-01T00:00:00Z')
    // The edited job's own entry keeps the date its writer set; an edit without one is stamped.
    await owner`update jobs set title = 'Edited again' where id = ${edited[0]?.id ?? ''}`
    const file = (await get('/sitemaps/company-huge.xml')).xml
    expect(lastmodOf(file, `${ORIGIN}/fr/huge/jobs/${edited[0]?.id}`)).not.toBe('2026-01-01T00:00:00Z')
  })

  it('is validated by the company’s last change, not by reading the whole file: a weak ETag, a 304, a new tag after an edit', async () => {
    await owner`update companies set page_changed_at = '2026-01-01' where slug = 'huge'`
    await owner`update company_job_stats set jobs_changed_at = '2026-01-01'`
    const path = '/sitemaps/company-huge.2.xml'
    const first = await app().request(path)
    const etag = first.headers.get('ETag') ?? ''
    // A strong tag would be the SHA-256 of the bytes: the Worker would have held all 20 MB.
    expect(etag).toMatch(/^W\/"/)
    expect(first.headers.get('Last-Modified')).toBe('Thu, 01 Jan 2026 00:00:00 GMT')
    await first.body?.cancel()

    const again = await app().request(path, { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)

    await owner`update jobs set title = 'Edited once more'
      where id = (select id from jobs where status = 'published' and company_id =
        (select id from companies where slug = 'huge') order by id desc limit 1)`
    const edited = await app().request(path, { headers: { 'If-None-Match': etag } })
    expect(edited.status).toBe(200)
    expect(edited.headers.get('ETag')).not.toBe(etag)
    await edited.body?.cancel()
  })
})
