import type postgres from 'postgres'
import { formatDate } from '#domain/format-date.ts'
import { relativePostingAge } from '#domain/posting-age.ts'
import { afterAll, beforeAll, describe, expect, openWorkerDatabase, test } from './fixtures.ts'
import { parseHtml } from './html.ts'
import { get, post } from './http.ts'

// Publication and closing dates, and jobs without a description, as pages, crawl files and
// feeds show them (ADR 035). A company of this file's own, made anew each run: no copy of
// its pages can be in the edge cache, so what is absent is absent from fresh data.

const slug = `dates-${Date.now().toString(36)}`
const ids = { draftPublished: '', open: '', closing: '', closed: '', undescribed: '' }
let sql: postgres.Sql

const jsonLdTypes = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? '{}'),
  )
const posting = async (path: string) =>
  jsonLdTypes((await get(path)).text).find((data) => data['@type'] === 'JobPosting')

beforeAll(async () => {
  sql = openWorkerDatabase()
  const [company] = await sql<{ id: string; workspaceId: string }[]>`
    insert into companies (slug, name, workspace_id, plan) values (${slug}, 'Dates & Cie', gen_random_uuid(), 'pro')
    returning id, workspace_id as "workspaceId"`
  const add = async (title: string, fields: { status?: string; closesAt?: string; description?: string | null }) => {
    const [row] = await sql<{ id: string }[]>`
      insert into jobs (company_id, workspace_id, title, status, created_at, closes_at, description, contract_type)
      values (${company?.id ?? ''}, ${company?.workspaceId ?? ''}, ${title}, ${fields.status ?? 'published'},
        '2026-11-01T09:00:00+01:00', ${fields.closesAt ?? null},
        ${fields.description === undefined ? 'Le poste, en détail.' : fields.description}, 'CDI')
      returning id`
    return row?.id ?? ''
  }
  ids.draftPublished = await add('Ancien brouillon publié', { status: 'draft' })
  await sql`update jobs set status = 'published' where id = ${ids.draftPublished}`
  ids.open = await add('Poste ouvert', {})
  // Midnight in Paris: the last day to apply is the day before.
  ids.closing = await add('Poste avec une date', { closesAt: '2099-12-16T00:00:00+01:00' })
  // Past its date: nobody changed its status, the cron has not run.
  ids.closed = await add('Poste passé', { closesAt: '2026-01-01T00:00:00Z' })
  ids.undescribed = await add('Poste sans description', { description: ' \n ' })
})
afterAll(async () => {
  await sql`delete from companies where slug = ${slug}`
  await sql.end()
})

describe('publication', () => {
  test('a draft published today is dated today: list, page, JobPosting and feeds, and comes first', async () => {
    const [row] = await sql<{ publishedAt: Date }[]>`
      select published_at as "publishedAt" from jobs where id = ${ids.draftPublished}`
    const publishedAt = row?.publishedAt ?? new Date(0)
    expect(publishedAt.getTime()).toBeGreaterThan(Date.parse('2026-11-02'))

    const list = parseHtml((await get(`/fr/${slug}/jobs`)).text)
    const rows = list('[data-testid="job-row"]').toArray()
    expect(list(rows[0]).text()).toContain('Ancien brouillon publié')
    expect(list(rows[0]).text()).toContain(`Publié le ${formatDate(publishedAt, 'fr')}`)
    expect(list(rows[0]).text()).not.toContain('01/11/2026')

    expect((await posting(`/en/${slug}/jobs/${ids.draftPublished}`))?.datePosted).toBe(publishedAt.toISOString())
    // The page's relative age counts from the publication ("il y a 0 minute"), not 25 days.
    const before = new Date()
    const page = parseHtml((await get(`/fr/${slug}/jobs/${ids.draftPublished}`)).text)
    const ages = [before, new Date()].map((now) => `Publié ${relativePostingAge(publishedAt, now, 'fr')}`)
    expect(ages).toContain(page('[data-chip="age"]').text())
    const rss = (await get(`/en/${slug}/jobs/feed.rss`)).text
    expect(rss.indexOf(ids.draftPublished)).toBeLessThan(rss.indexOf(ids.open))
    expect(rss).toContain(`<pubDate>${publishedAt.toUTCString()}</pubDate>`)
    // The aggregators' XML lists every job in id order (its files are id ranges, ADR 036),
    // each dated by its publication.
    const xml = (await get(`/en/${slug}/jobs/feed.xml`)).text
    const item = xml.slice(xml.lastIndexOf('<job>', xml.indexOf(ids.draftPublished)), xml.indexOf(ids.draftPublished))
    expect(item).toContain(`<date><![CDATA[${publishedAt.toUTCString()}]]></date>`)
  })
})

describe('closing date', () => {
  test('shown on the page in both languages and carried as validThrough; no validThrough without one', async () => {
    const fr = parseHtml((await get(`/fr/${slug}/jobs/${ids.closing}`)).text)
    expect(fr('[data-chip="closes"]').text()).toBe("Candidatures jusqu'au 15/12/2099")
    const en = parseHtml((await get(`/en/${slug}/jobs/${ids.closing}`)).text)
    expect(en('[data-chip="closes"]').text()).toBe('Applications until 15/12/2099')
    expect((await posting(`/en/${slug}/jobs/${ids.closing}`))?.validThrough).toBe('2099-12-15T23:00:00.000Z')

    const open = (await get(`/en/${slug}/jobs/${ids.open}`)).text
    expect(parseHtml(open)('[data-chip="closes"]')).toHaveLength(0)
    expect(await posting(`/en/${slug}/jobs/${ids.open}`)).not.toHaveProperty('validThrough')
  })

  test('past it, the job is gone everywhere though its status still says published', async () => {
    for (const path of [`/fr/${slug}/jobs/${ids.closed}`, `/en/${slug}/jobs/${ids.closed}/apply`]) {
      expect((await get(path)).status, path).toBe(410)
    }
    // Nor is it sent by e-mail ("save this job").
    const save = (jobId: string) =>
      post('/api/save-job', {
        json: { email: `dates-${Date.now()}@example.org`, jobId, locale: 'fr' },
        headers: { 'CF-Connecting-IP': '198.51.100.235' },
      })
    expect((await save(ids.closed)).status).toBe(404)
    expect((await save(ids.open)).status).toBe(200)
    const places = [
      `/fr/${slug}/jobs`,
      `/sitemaps/company-${slug}.xml`,
      `/fr/${slug}/jobs/feed.rss`,
      `/fr/${slug}/jobs/feed.json`,
      `/fr/${slug}/jobs/feed.xml`,
    ]
    for (const path of places) {
      const answer = await get(path)
      expect(answer.status, path).toBe(200)
      expect(answer.text, path).toContain(ids.open)
      expect(answer.text, path).not.toContain(ids.closed)
    }
    // The counts the company's pages show, from the counters and from an option's: four
    // visible jobs, not five.
    for (const path of [`/en/${slug}/jobs`, `/en/${slug}/jobs?contract=CDI`]) {
      const list = parseHtml((await get(path)).text)
      expect(list('[data-testid="job-row"]'), path).toHaveLength(4)
      expect(list('body').text(), path).toMatch(/\b4\s+jobs/)
      expect(list('body').text(), path).not.toMatch(/\b5\s+jobs/)
    }
  })
})

describe('a job without a description', () => {
  test('has no JobPosting, says its description is coming, and stays out of the XML feed only', async () => {
    for (const [locale, text] of [
      ['fr', 'La description détaillée de ce poste sera bientôt disponible.'],
      ['en', 'The detailed description of this job will be available soon.'],
    ] as const) {
      const html = (await get(`/${locale}/${slug}/jobs/${ids.undescribed}`)).text
      expect(jsonLdTypes(html).map((data) => data['@type'])).toEqual(['BreadcrumbList'])
      expect(parseHtml(html)('main').text()).toContain(text)
    }
    expect(await posting(`/fr/${slug}/jobs/${ids.open}`)).toMatchObject({ '@type': 'JobPosting' })
    expect((await get(`/en/${slug}/jobs/feed.xml`)).text).not.toContain(ids.undescribed)
    expect((await get(`/en/${slug}/jobs/feed.rss`)).text).toContain(ids.undescribed)
  })
})
