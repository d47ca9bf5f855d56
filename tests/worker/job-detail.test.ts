import { JOB, VISIBLE_JOBS } from '../tools/database.ts'
import { checkJobPosting } from '../tools/job-posting-check.ts'
import { describe, expect, LOCALES, SEED, test } from './fixtures.ts'
import { parseHtml, titleOf } from './html.ts'
import { fieldRefusal, get, post } from './http.ts'

// The job detail at the HTTP level: a job under another company, the save-job endpoint, every
// demo job's JobPosting, titles and descriptions (the page is HTML-only, ADR 029). The page in a browser: tests/e2e/job-detail.spec.ts.

const jobPath = (locale: string, id: string, slug: string = SEED.completeCompany) => `/${locale}/${slug}/jobs/${id}`

for (const locale of LOCALES) {
  test(`a job opened under another company sends the visitor to the site root in one hop (${locale})`, async () => {
    for (const path of [
      jobPath(locale, JOB.complete, SEED.sparseCompany),
      `${jobPath(locale, JOB.complete, SEED.sparseCompany)}/apply`,
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(302)
      expect(response.headers.location, path).toBe(`/${locale}/`)
      expect((await get(`/${locale}/`)).status).toBe(200)
    }
  })
}

describe('save-job endpoint', () => {
  const body = (email: string, jobId: string = JOB.complete) => ({ email, jobId, locale: 'fr' })

  test('validates, refuses hidden jobs and cross-site posts, and is idempotent', async ({ sql }) => {
    const address = `api-${Date.now()}@example.org`
    const ip = { 'CF-Connecting-IP': `198.51.100.${Date.now() % 200}` }
    const bad = await post('/api/save-job', { json: body('not-an-email'), headers: ip })
    expect(bad.status).toBe(422)
    expect(bad.json()).toEqual(fieldRefusal('invalid-email', 'Veuillez saisir un email valide.'))
    expect((await post('/api/save-job', { json: body(address, JOB.closed), headers: ip })).status).toBe(404)
    expect((await post('/api/save-job', { json: { email: address }, headers: ip })).status).toBe(422)
    const crossSite = await post('/api/save-job', {
      json: body(address),
      headers: { ...ip, Origin: 'https://evil.example' },
    })
    expect(crossSite.status).toBe(403)
    for (let i = 0; i < 2; i++) {
      expect((await post('/api/save-job', { json: body(address), headers: ip })).status).toBe(200)
    }
    expect((await sql`select count(*)::int as n from email_outbox where to_address = ${address}`)[0]?.n).toBe(1)
  })

  test('is rate-limited per client (429 after 10 a minute)', async () => {
    const ip = { 'CF-Connecting-IP': `203.0.113.${(Date.now() % 200) + 1}` }
    const statuses: number[] = []
    // Fixed one-minute windows: 21 quick requests meet the limit even across a window end.
    for (let i = 0; i < 21 && !statuses.includes(429); i++) {
      statuses.push((await post('/api/save-job', { json: body('x'), headers: ip })).status)
    }
    expect(statuses.slice(0, 10).every((status) => status === 422)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })
})

test("every job page's title and description name the job, even with the company's shared SEO texts", async () => {
  const seen = { titles: new Set<string>(), descriptions: new Set<string>() }
  const jobs = VISIBLE_JOBS.filter(([slug]) => slug === SEED.completeCompany).slice(0, 3)
  for (const [slug, id] of jobs) {
    const page = parseHtml((await get(jobPath('fr', id, slug))).text)
    const heading = page('h1').text()
    const title = titleOf(page)
    const description = page('meta[name="description"]').attr('content') ?? ''
    expect(title, id).toContain(heading)
    // The company's seo_pages.job_detail texts are still there.
    expect(title, id).toContain("Offre d'emploi — Lumen Énergie")
    expect(description, id).toContain(heading)
    seen.titles.add(title)
    seen.descriptions.add(description)
  }
  expect(seen.titles.size).toBe(jobs.length)
  expect(seen.descriptions.size).toBe(jobs.length)
})

test('every visible demo job with a description has a valid JobPosting, the others none (ADR 035)', async ({ sql }) => {
  const described = new Set(
    (await sql<{ id: string }[]>`select id from jobs where description ~ '[^[:space:]]'`).map((row) => row.id),
  )
  expect(described.has(JOB.complete)).toBe(true)
  expect(described.has(JOB.noDescription)).toBe(false)
  for (const [slug, id] of VISIBLE_JOBS) {
    const html = (await get(jobPath('fr', id, slug))).text
    const postings = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
      .map((match) => JSON.parse(match[1] ?? '{}'))
      .filter((data) => data['@type'] === 'JobPosting')
    expect(postings, id).toHaveLength(described.has(id) ? 1 : 0)
    for (const posting of postings) expect(checkJobPosting(posting), id).toEqual([])
  }
})
