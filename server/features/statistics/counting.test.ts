import { afterEach, describe, expect, it } from 'vitest'
import { takeBuffered } from './buffer.ts'
import { countedPage, countPageView } from './counting.ts'
import { deviceOf, isPersonsBrowser } from './visitors.ts'

const JOB = '0b6f7f0e-2d6a-4d3c-9c55-5b2f0a6a1c11'
const BROWSER = {
  'User-Agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0 Safari/537.36',
  'Accept-Language': 'fr-FR,fr;q=0.9',
  'Sec-Fetch-Mode': 'navigate',
  'Sec-Fetch-Dest': 'document',
}
const request = (path: string, headers: Record<string, string> = BROWSER, method = 'GET') =>
  new Request(`https://jobs.example${path}`, { method, headers })
const ok = () => new Response('<html></html>', { status: 200 })

afterEach(() => {
  takeBuffered()
})

describe('what is counted', () => {
  it('knows the company pages, job pages and forms by their path', () => {
    expect(countedPage('/fr/lumen-energie')).toEqual({ slug: 'lumen-energie', jobId: null, event: 'views' })
    expect(countedPage('/en/lumen-energie/team')).toMatchObject({ jobId: null })
    expect(countedPage('/fr/lumen-energie/jobs/')).toMatchObject({ jobId: null })
    expect(countedPage(`/fr/lumen-energie/jobs/${JOB.toUpperCase()}`)).toEqual({
      slug: 'lumen-energie',
      jobId: JOB,
      event: 'views',
    })
    expect(countedPage(`/fr/lumen-energie/jobs/${JOB}/apply`)).toMatchObject({ event: 'formViews' })
    for (const other of [
      '/fr/',
      '/fr/lumen-energie/privacy',
      '/fr/lumen-energie/accessibility',
      '/en/accessibility',
      '/fr/lumen-energie/jobs/feed.rss',
      '/sitemap.xml',
    ]) {
      expect(countedPage(other), other).toBeNull()
    }
  })

  it('counts a job view for the job and makes its visitor a visitor of the company space', () => {
    expect(countPageView(request(`/fr/lumen-energie/jobs/${JOB}?utm_source=x`), ok())).toBe(true)
    const { entries } = takeBuffered()
    const company = entries.find((entry) => entry.key.jobId === null)
    const job = entries.find((entry) => entry.key.jobId === JOB)
    expect(company?.counts.views).toBe(0)
    expect(company?.visitors.size).toBe(1)
    expect(job?.counts.views).toBe(1)
    expect(job?.key).toMatchObject({ slug: 'lumen-energie', source: 'x', device: 'desktop' })
    expect([...(job?.visitors ?? [])][0]).toMatch(/^[0-9a-f]{64}$/)
  })

  it('keeps no address, even in memory: the buffer holds digests only', () => {
    const headers = { ...BROWSER, 'CF-Connecting-IP': '203.0.113.7' }
    countPageView(request('/fr/lumen-energie', headers), ok())
    const { entries } = takeBuffered()
    expect(JSON.stringify(entries.map((entry) => [entry.key, [...entry.visitors]]))).not.toContain('203.0.113.7')
  })

  it('counts nothing for a crawler, a script, a prefetch, a HEAD, a redirect or an error', () => {
    const cases: [Request, Response][] = [
      [request('/fr/lumen-energie', { ...BROWSER, 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }), ok()],
      [request('/fr/lumen-energie', { ...BROWSER, 'User-Agent': 'curl/8.5.0' }), ok()],
      [request('/fr/lumen-energie', { 'User-Agent': BROWSER['User-Agent'] }), ok()],
      [request('/fr/lumen-energie', { ...BROWSER, 'Sec-Fetch-Mode': 'cors' }), ok()],
      [request('/fr/lumen-energie', { ...BROWSER, 'Sec-Purpose': 'prefetch' }), ok()],
      [request('/fr/lumen-energie', BROWSER, 'HEAD'), ok()],
      [request('/fr/lumen-energie'), new Response('', { status: 404 })],
      [request('/fr/lumen-energie'), new Response('', { status: 301 })],
    ]
    for (const [req, res] of cases) expect(countPageView(req, res)).toBe(false)
    expect(takeBuffered().entries).toEqual([])
  })

  it('counts a page the browser shows again from its copy (304): a reload is a view', () => {
    expect(countPageView(request('/fr/lumen-energie'), new Response(null, { status: 304 }))).toBe(true)
    expect(takeBuffered().entries[0]?.counts.views).toBe(1)
  })

  it('tells phones from desktops by the client hint, else the user agent', () => {
    expect(deviceOf(request('/', { 'Sec-CH-UA-Mobile': '?1' }))).toBe('phone')
    expect(deviceOf(request('/', { 'Sec-CH-UA-Mobile': '?0', 'User-Agent': 'Mozilla/5.0 (iPhone)' }))).toBe('desktop')
    expect(deviceOf(request('/', { 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Mobile/15E148' }))).toBe(
      'phone',
    )
    expect(deviceOf(request('/', BROWSER))).toBe('desktop')
    expect(isPersonsBrowser(request('/', BROWSER))).toBe(true)
  })
})

describe('the statistics day', () => {
  it('is the day in Europe/Paris, also right after its midnight', async () => {
    const { statisticsDay } = await import('./visitors.ts')
    expect(statisticsDay(new Date('2026-11-26T22:59:59.999Z'))).toBe('2026-11-26')
    expect(statisticsDay(new Date('2026-11-26T23:00:00.000Z'))).toBe('2026-11-27')
    expect(statisticsDay(new Date('2026-11-26T22:59:30.000Z'))).toBe('2026-11-26')
    // Summer time: UTC+2.
    expect(statisticsDay(new Date('2026-06-30T21:59:59.000Z'))).toBe('2026-06-30')
    expect(statisticsDay(new Date('2026-06-30T22:00:00.000Z'))).toBe('2026-07-01')
  })
})
