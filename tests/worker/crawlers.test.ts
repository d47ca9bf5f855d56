import { JOB } from '../tools/database.ts'
import { checkJobPosting } from '../tools/job-posting-check.ts'
import { SEED_JOB_POSTAL_ADDRESS } from '../tools/seed-postal-address.ts'
import { validateAgainstXsd } from '../tools/validators.ts'
import { describe, expect, openWorkerDatabase, SEED, test } from './fixtures.ts'
import { parseHtml, parseXml, rootName } from './html.ts'
import { get, origin, post } from './http.ts'

// Sitemaps and feeds use PUBLIC_ORIGIN (wrangler.toml); the test server runs elsewhere.
const PUBLIC_ORIGIN = 'http://localhost:3000'
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '')

type JsonFeed = {
  version: string
  title: string
  items: { id: string; content_html?: string; content_text?: string }[]
}

/** What a browser's XML parser says of a file: the first error (the JDK's parser), else null, and the root's name. */
async function parseXmlFile(xml: string) {
  const { valid, output } = await validateAgainstXsd('well-formed', xml)
  return { error: valid ? null : output, root: rootName(parseXml(xml)) }
}

describe('crawlers', () => {
  test('robots.txt opens the pages, closes the endpoints and names the sitemap', async () => {
    const response = await get('/robots.txt')
    expect(response.status).toBe(200)
    const text = response.text
    expect(text).toContain('Disallow: /api/')
    expect(text).toContain('Disallow: /en/*/jobs/*/apply/confirmation$')
    expect(text).toContain(`Sitemap: ${PUBLIC_ORIGIN}/sitemap.xml`)
  })

  test('sitemaps: valid, listing every page in fr and en, every URL answering 200, no hidden job', async () => {
    const index = await get('/sitemap.xml')
    expect(index.headers['content-type']).toContain('application/xml')
    const indexXml = index.text
    expect(await validateAgainstXsd('siteindex', indexXml)).toMatchObject({ valid: true })
    const files = locsOf(indexXml)
    expect(files).toContain(`${PUBLIC_ORIGIN}/sitemaps/company-${SEED.completeCompany}.xml`)
    const pageUrls: string[] = []
    // The site's pages and the demo companies: other tests running beside this one add and
    // remove companies of their own (a 500-offer one for the job list), whose files may list
    // offers gone a moment later.
    const SEEDED = /\/sitemaps\/(pages|company-(lumen-energie|atelier-brique|cafe-moka)(\.\d+)?)\.xml$/
    for (const file of files.filter((name) => SEEDED.test(name))) {
      const xml = (await get(file.replace(PUBLIC_ORIGIN, origin()))).text
      expect(await validateAgainstXsd('sitemap', xml), file).toMatchObject({ valid: true })
      expect(xml).toContain('hreflang="x-default"')
      pageUrls.push(...locsOf(xml))
    }
    expect(pageUrls).toContain(`${PUBLIC_ORIGIN}/en/${SEED.completeCompany}/jobs/${JOB.complete}`)
    expect(pageUrls).toContain(`${PUBLIC_ORIGIN}/fr/`)
    for (const hidden of [JOB.closed, JOB.draft, JOB.archived]) {
      expect(pageUrls.some((url) => url.includes(hidden))).toBe(false)
    }
    for (const url of pageUrls) {
      const response = await get(url.replace(PUBLIC_ORIGIN, origin()))
      expect(response.status, url).toBe(200)
    }
    // The closed job's own URL: gone, not a soft 404.
    const closed = await get(`/fr/${SEED.completeCompany}/jobs/${JOB.closed}`)
    expect(closed.status).toBe(410)
  }, 120_000)

  test("a job's French and English pages have titles of their own, with or without the company's SEO texts", async () => {
    for (const company of [SEED.completeCompany, SEED.sparseCompany]) {
      const jobPath = parseHtml((await get(`/fr/${company}/jobs`)).text)('a[href*="/jobs/"]')
        .toArray()
        .map((link) => link.attribs.href ?? '')
        .find((href) => /\/jobs\/[0-9a-f-]{36}$/.test(href))
      const id = jobPath?.split('/').pop() ?? ''
      const title = async (locale: string) =>
        parseHtml((await get(`/${locale}/${company}/jobs/${id}`)).text)('title').text()
      expect(await title('fr'), company).not.toBe(await title('en'))
    }
  })

  test('feeds: RSS 2.0, JSON Feed 1.1 and the job XML feed, linked from the job list', async () => {
    const list = parseHtml((await get(`/fr/${SEED.completeCompany}/jobs`)).text)
    const rssHref = list('link[rel="alternate"][type="application/rss+xml"]').attr('href')
    const jsonHref = list('link[rel="alternate"][type="application/feed+json"]').attr('href')
    expect(rssHref).toBe(`/fr/${SEED.completeCompany}/jobs/feed.rss`)
    // The job boards' XML feed is linked too, not only known to those told its address.
    expect(list('link[rel="alternate"][type="application/xml"]').attr('href')).toBe(
      `/fr/${SEED.completeCompany}/jobs/feed.xml`,
    )

    const rss = await get(rssHref ?? '')
    expect(rss.headers['content-type']).toContain('application/rss+xml')
    const rssXml = rss.text
    expect(await parseXmlFile(rssXml)).toEqual({ error: null, root: 'rss' })
    const items = [...rssXml.matchAll(/<item>[\s\S]*?<pubDate>([^<]+)<\/pubDate>/g)].map((m) => Date.parse(m[1] ?? ''))
    expect(items).toHaveLength(9)
    expect(items).toEqual([...items].sort((a, b) => b - a))
    expect(rssXml).not.toContain(JOB.closed)

    const json = (await get(jsonHref ?? '')).json<JsonFeed>()
    expect(json.version).toBe('https://jsonfeed.org/version/1.1')
    expect(json.title).toBeTruthy()
    expect(json.items).toHaveLength(9)
    for (const item of json.items) {
      expect(item.id).toBeTruthy()
      expect(item.content_html ?? item.content_text).toBeTruthy()
    }

    const jobsXml = (await get(`/en/${SEED.completeCompany}/jobs/feed.xml`)).text
    expect(await parseXmlFile(jobsXml)).toEqual({ error: null, root: 'source' })
    // Every visible job but job 07, which has no description (ADR 035).
    expect(jobsXml.match(/<job>/g)).toHaveLength(8)
    expect(jobsXml).not.toContain(JOB.noDescription)
    for (const field of ['title', 'date', 'referencenumber', 'url', 'company', 'city', 'country', 'description']) {
      expect(jobsXml, field).toContain(`<${field}>`)
    }
    expect(jobsXml).toContain('<salary>')
    expect(jobsXml).toContain('<jobtype>')
    expect((await get(`/fr/no-such-company/jobs/feed.rss`)).status).toBe(404)

    // Every file of the XML feed, named by an index in the sitemap index format (ADR 036).
    const feedIndex = (await get(`/en/${SEED.completeCompany}/jobs/feed-index.xml`)).text
    expect(await validateAgainstXsd('siteindex', feedIndex)).toMatchObject({ valid: true })
    expect(locsOf(feedIndex)).toEqual([`${PUBLIC_ORIGIN}/en/${SEED.completeCompany}/jobs/feed.xml`])
    // English feeds in English: the seed's French contracts, remote modes and experience are translated.
    const english = (await get(`/en/${SEED.completeCompany}/jobs/feed.json`)).json<{ items: { tags?: string[] }[] }>()
    const tags = english.items.flatMap((item) => item.tags ?? [])
    expect(tags).toContain('Permanent contract')
    expect(tags).toContain('Experienced')
    for (const french of ['CDI', 'Hybride', 'Confirmé']) expect(tags).not.toContain(french)
    expect(jobsXml).toContain('<experience><![CDATA[Experienced]]></experience>')
    expect(jobsXml).not.toContain('<experience><![CDATA[Confirmé]]></experience>')
  })

  test('the XML feed of a company whose every visible job lacks a description is whole, listing none', async () => {
    for (const locale of ['fr', 'en']) {
      const response = await get(`/${locale}/${SEED.sparseCompany}/jobs/feed.xml`)
      expect(response.status, locale).toBe(200)
      expect(await parseXmlFile(response.text), locale).toEqual({ error: null, root: 'source' })
      expect(response.text.match(/<job>/g), locale).toBeNull()
    }
  })

  test('structured data: WebSite, Organization, BreadcrumbList', async () => {
    const jsonLd = async (path: string) =>
      [...(await get(path)).text.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
        (match) => JSON.parse(match[1] ?? '{}')['@type'],
      )
    expect(await jsonLd('/fr/')).toEqual(['WebSite'])
    expect(await jsonLd(`/fr/${SEED.completeCompany}/companie`)).toEqual(['Organization'])
    expect(await jsonLd(`/en/${SEED.completeCompany}/jobs/${JOB.complete}`)).toEqual(['JobPosting', 'BreadcrumbList'])
  })

  test('job pages: the company as og:site_name, its card as og:image (its cover is SVG); the JobPosting with a region, no invented end', async () => {
    const html = (await get(`/en/${SEED.completeCompany}/jobs/${JOB.complete}`)).text
    expect(html).toContain('<meta property="og:site_name" content="Lumen Énergie"/>')
    expect(html).toMatch(
      new RegExp(
        `<meta property="og:image" content="${PUBLIC_ORIGIN}/share-cards/company/${SEED.completeCompany}\\.png\\?v=[0-9a-z]+"/>`,
      ),
    )
    const posting = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}')
    // The job has no closing date: no validThrough (ADR 035).
    expect(posting).not.toHaveProperty('validThrough')
    expect(posting.jobLocation.address).toEqual(SEED_JOB_POSTAL_ADDRESS)
  })

  test('a job outside its company’s workspace is nowhere: not its page, the list, the sitemap nor the form', async () => {
    const sql = openWorkerDatabase()
    const id = crypto.randomUUID()
    try {
      await sql`
        insert into jobs (id, company_id, workspace_id, title, status, city)
        select ${id}, id, gen_random_uuid(), 'Poste d''un autre espace', 'published', 'Paris'
        from companies where slug = ${SEED.completeCompany}`
      for (const path of [`/fr/${SEED.completeCompany}/jobs/${id}`, `/en/${SEED.completeCompany}/jobs/${id}/apply`]) {
        expect((await get(path)).status, path).toBe(404)
      }
      expect((await get(`/fr/${SEED.completeCompany}/jobs?q=autre+espace`)).text).not.toContain(id)
      const sitemap = await get(`/sitemaps/company-${SEED.completeCompany}.xml`)
      expect(sitemap.text).not.toContain(id)
      const posted = await post(`/fr/${SEED.completeCompany}/jobs/${id}/apply`, {
        headers: { Origin: new URL(sitemap.url).origin },
        multipart: { firstName: 'A', lastName: 'B', email: 'a@example.org', phone: '+33612345678' },
      })
      expect(posted.status).toBeGreaterThanOrEqual(400)
      expect(posted.status).toBeLessThan(500)
      expect(await sql`select 1 from applications where job_id = ${id}`).toHaveLength(0)
    } finally {
      await sql`delete from jobs where id = ${id}`
      await sql.end()
    }
  })

  test('one posting, one indexable URL: the application form is noindex and carries the job page’s JobPosting', async ({
    sql,
  }) => {
    const postingsOf = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
        .map((match) => JSON.parse(match[1] ?? '{}'))
        .filter((data) => data['@type'] === 'JobPosting')
    // A job without any location: the posting's location falls back to France (spec section 4).
    const id = crypto.randomUUID()
    await sql`
      insert into jobs (id, company_id, workspace_id, title, status, description)
      select ${id}, id, workspace_id, 'Poste sans lieu', 'published', 'Une description du poste.'
      from companies where slug = ${SEED.completeCompany}`
    try {
      for (const locale of ['fr', 'en']) {
        for (const jobId of [JOB.complete, id]) {
          const jobPath = `/${locale}/${SEED.completeCompany}/jobs/${jobId}`
          const response = await get(`${jobPath}/apply`)
          expect(response.status).toBe(200)
          const page = parseHtml(response.text)
          expect(page('meta[name="robots"]').attr('content')).toBe('noindex,follow')
          const postings = postingsOf(response.text)
          expect(postings, jobPath).toHaveLength(1)
          const posting = postings[0]
          expect(checkJobPosting(posting), jobPath).toEqual([])
          // The same posting as the job page's, naming the page as its one URL (the dates
          // aside: each render reads its own clock).
          const { validThrough: _, ...fromForm } = posting
          const { validThrough: __, ...fromPage } = postingsOf((await get(jobPath)).text)[0] ?? {}
          expect(fromForm).toEqual(fromPage)
          expect(posting.url).toBe(`${PUBLIC_ORIGIN}${jobPath}`)
          if (jobId === id) expect(posting.jobLocation.address.addressCountry).toBe('FR')
        }
      }
    } finally {
      await sql`delete from jobs where id = ${id}`
    }
  })
})

test('sitemaps and feeds are cached at the edge like pages, 60 s at most', async () => {
  for (const path of ['/sitemaps/pages.xml', `/en/${SEED.completeCompany}/jobs/feed.json`]) {
    const first = await get(path)
    expect(first.status).toBe(200)
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30')
    await expect.poll(async () => (await get(path)).headers['x-edge-cache'], { message: path }).toBe('HIT')
  }
})
