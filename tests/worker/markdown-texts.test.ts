import { randomBytes, randomUUID } from 'node:crypto'
import { load } from 'cheerio'
import { markdownToHtml } from '#domain/markdown.ts'
import { beforeAll, describe, expect, openWorkerDatabase, test } from './fixtures.ts'
import { parseHtml } from './html.ts'
import { get } from './http.ts'

// A company's Markdown-like texts (domain/markdown.ts) come out as the same HTML on the job page,
// in its JobPosting and in the JSON feed: what the editor's preview shows is what every reader gets.

const DESCRIPTION = [
  '# Le poste',
  'Vous concevez nos **centrales solaires**,',
  'voir [notre site](https://lumen-energie.example/centrales).',
  '',
  '## Vos missions',
  '- dimensionner ;',
  '- calculer.',
  '',
  '1. Entretien',
  '2. Proposition',
  '',
  '[piège](javascript:window.__pwned=1) <!-- commentaire',
].join('\n')
const PROFILE = 'Bac+5, **PVsyst** exigé.'

/** HTML as a parser serialises it, so that equal markup compares equal whatever its quoting. */
const normalised = (html: string) => load(html, null, false).html()

describe('a job written in Markdown', () => {
  const slug = `markdown-${randomBytes(5).toString('hex')}`
  const jobId = randomUUID()
  beforeAll(async () => {
    const sql = openWorkerDatabase()
    try {
      const [company] = await sql<{ id: string; workspace_id: string }[]>`
        insert into companies (slug, name, workspace_id, plan)
        values (${slug}, 'Markdown SA', gen_random_uuid(), 'pro') returning id, workspace_id`
      await sql`
        insert into jobs (id, company_id, workspace_id, title, status, city, country_code, description, profile)
        values (${jobId}, ${company?.id ?? ''}, ${company?.workspace_id ?? ''}, 'Ingénieur·e', 'published', 'Paris',
          'FR', ${DESCRIPTION}, ${PROFILE})`
    } finally {
      await sql.end()
    }
  })

  test('the page, the JobPosting and the JSON feed carry the one HTML of domain/markdown.ts', async () => {
    const page = await get(`/fr/${slug}/jobs/${jobId}`)
    expect(page.status).toBe(200)
    const $ = parseHtml(page.text)
    const sections = $('article details > div').toArray()
    expect(sections.map((section) => normalised($(section).html() ?? ''))).toEqual([
      normalised(markdownToHtml(DESCRIPTION)),
      normalised(markdownToHtml(PROFILE)),
    ])
    expect($('article details h3').first().text()).toBe('Le poste')
    expect($('article details a[href="https://lumen-energie.example/centrales"]').text()).toBe('notre site')
    expect($('article a[href^="javascript:" i]')).toHaveLength(0)
    expect($('article details').first().text()).toContain('[piège](javascript:window.__pwned=1) <!-- commentaire')

    const posting = $('script[type="application/ld+json"]')
      .toArray()
      .map((script) => JSON.parse($(script).text()))
      .find((data) => data['@type'] === 'JobPosting')
    expect(posting.description).toBe(markdownToHtml(DESCRIPTION) + markdownToHtml(PROFILE))

    const feed = (await get(`/fr/${slug}/jobs/feed.json`)).json<{ items: { id: string; content_html: string }[] }>()
    expect(feed.items.find((item) => item.id === jobId)?.content_html).toBe(posting.description)
  })
})
