import { createHash } from 'node:crypto'
import { JOB } from '../tools/database.ts'
import { LANDING_AND_COMPANY_PAGES } from '../tools/public-pages.ts'
import { describe, expect, SEED, test } from './fixtures.ts'
import { get, outageOrigin, post, send } from './http.ts'

/**
 * What every response says about caching and security, checked on the
 * production Worker: public pages come from the edge cache with validators; personal
 * pages, errors and POSTs are never stored; security headers are everywhere.
 */
const company = SEED.completeCompany
const jobPath = `/fr/${company}/jobs/${JOB.complete}`
const PUBLIC_PAGES = [...LANDING_AND_COMPANY_PAGES, `/fr/${company}/jobs?q=donn%C3%A9es&contract=CDI`, jobPath]

/** The ETag the Worker gives a body (server/features/edge-cache/http-validators.ts). */
const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest().subarray(0, 18).toString('base64url')}"`

describe('edge cache', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} is served from the edge cache with validators`, async () => {
      const first = await get(path)
      expect(first.status).toBe(200)
      expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30')
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/)
      // Dated by their data (tests/worker/data-dates.test.ts); the landing shows none.
      if (path === '/fr/') expect(first.headers['last-modified']).toBeUndefined()
      else expect(Date.parse(first.headers['last-modified'] ?? '')).not.toBeNaN()
      await expect.poll(async () => (await get(path)).headers['x-edge-cache'], { message: path }).toBe('HIT')
      // The stored copy keeps the validators of its body. (Not necessarily the first
      // response's body: other tests visit these pages, so the first may have been a stale
      // copy, replaced since.)
      const cached = await get(path)
      expect(cached.headers.etag).toBe(etagOf(cached.body))
      if (path !== '/fr/') expect(Date.parse(cached.headers['last-modified'] ?? '')).not.toBeNaN()
    })
  }

  test('HEAD of a page answers as its GET does, validators and cache policy included, without a body', async () => {
    const page = await get(jobPath)
    const head = await send('HEAD', jobPath)
    expect(head.status).toBe(200)
    expect(head.headers['cache-control']).toBe(page.headers['cache-control'])
    expect(head.headers.etag).toMatch(/^"[\w-]+"$/)
    expect(head.body.length).toBe(0)
  })

  test('conditional requests get 304 without a body', async () => {
    const page = await get(jobPath)
    const etag = page.headers.etag ?? ''
    const byTag = await get(jobPath, { headers: { 'If-None-Match': etag } })
    expect(byTag.status).toBe(304)
    expect(byTag.headers.etag).toBe(etag)
    expect(byTag.body.length).toBe(0)
    const byList = await get(jobPath, { headers: { 'If-None-Match': `"other", W/${etag}` } })
    expect(byList.status).toBe(304)
    const byDate = await get(jobPath, {
      headers: { 'If-Modified-Since': page.headers['last-modified'] ?? '' },
    })
    expect(byDate.status).toBe(304)
    const changed = await get(jobPath, { headers: { 'If-None-Match': '"something-else"' } })
    expect(changed.status).toBe(200)
    expect(changed.text).toContain('<html')
  })

  test('the application form, the confirmation, error pages and POSTs are never cached', async () => {
    for (const path of [
      `${jobPath}/apply`,
      `${jobPath}/apply/confirmation`,
      `/fr/${company}/jobs/b0000000-0000-4000-8000-000000000099`,
      `/fr/${company}/jobs/${JOB.closed}`,
      // Vike's client-navigation JSON: no page has a client router (ADR 029), so none is served.
      `/fr/${company}/jobs/index.pageContext.json`,
      `/fr/${company}/jobs/${JOB.closed}/index.pageContext.json`,
    ]) {
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await get(path)
        expect(response.headers['cache-control'], path).toMatch(/^no-store\b/)
        expect(response.headers['x-edge-cache'], path).toBeUndefined()
        expect(response.headers.etag, path).toBeUndefined()
      }
    }
    for (const path of [
      `/fr/${company}/jobs/index.pageContext.json`,
      `/fr/${company}/jobs/${JOB.closed}/index.pageContext.json`,
    ]) {
      expect((await get(path)).status, path).toBe(404)
    }
    const form = await get(`${jobPath}/apply`)
    const key = (html: string) => /name="idempotencyKey"[^>]*value="([^"]+)"/.exec(html)?.[1]
    // Each visitor gets their own form (its own idempotency key), never a shared copy.
    expect(key(form.text)).not.toBe(key(await (await get(`${jobPath}/apply`)).text))
    const saved = await post('/api/save-job', {
      headers: { Origin: new URL(form.url).origin },
      json: { email: 'not-an-address', jobId: JOB.complete },
    })
    expect(saved.status).toBe(422)
    expect(saved.headers['cache-control']).toMatch(/^no-store\b/)
  })
})

describe('security headers', () => {
  const expectSecurityHeaders = (headers: Record<string, string>, what: string) => {
    expect(headers['strict-transport-security'], what).toBe('max-age=63072000; includeSubDomains; preload')
    expect(headers['x-content-type-options'], what).toBe('nosniff')
    expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
    expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'")
    expect(headers['set-cookie'], what).toBeUndefined()
  }

  test('every kind of response carries them; the Worker’s CSP allows one inline script, the page script’s loader', async () => {
    const responses = {
      landing: await get('/fr/'),
      'company page': await get(`/fr/${company}/companie`),
      'job detail': await get(jobPath),
      'application form': await get(`${jobPath}/apply`),
      'not found': await get('/fr/no-such-company'),
      'closed job': await get(`/fr/${company}/jobs/${JOB.closed}`),
      redirect: await get('/'),
      sitemap: await get('/sitemap.xml'),
      feed: await get(`/fr/${company}/jobs/feed.rss`),
      robots: await get('/robots.txt'),
      'save endpoint': await post('/api/save-job', { json: {} }),
      'static asset': await get('/favicon.svg'),
      flag: await get('/flags/FR.svg'),
    }
    for (const [what, response] of Object.entries(responses)) {
      expect(response.status, what).toBeLessThan(500)
      expectSecurityHeaders(response.headers, what)
    }
    const csp = responses['job detail'].headers['content-security-policy'] ?? ''
    const directives = new Map(csp.split(/;\s*/).map((directive) => [directive.split(' ')[0], directive]))
    // One inline script runs, the page script's loader (ADR 052), allowed by its hash and by
    // nothing wider; the page's other inline scripts are data (JSON), which CSP never runs.
    const html = responses['job detail'].text
    const inlineScripts = [...html.matchAll(/<script(?: type="([^"]*)")?>([^<]*)<\/script>/g)]
    const executable = inlineScripts.filter(([, type]) => type === undefined).map(([, , text]) => text ?? '')
    expect(executable).toHaveLength(1)
    const loaderHash = `sha256-${createHash('sha256')
      .update(executable[0] ?? '')
      .digest('base64')}`
    expect(directives.get('script-src')).toBe(`script-src 'self' '${loaderHash}'`)
    expect(directives.get('default-src')).toBe("default-src 'self'")
    expect(directives.get('object-src')).toBe("object-src 'none'")
    expect(directives.get('base-uri')).toBe("base-uri 'none'")
    // The application form's CV reader, a worker script of the site's own (ADR 047), and nothing else.
    expect(directives.get('worker-src')).toBe("worker-src 'self'")
    expect(responses['job detail'].headers['permissions-policy']).toContain('camera=()')
    // Hashed assets are immutable; the rest revalidates.
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? ''
    const asset = await get(script)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expectSecurityHeaders(asset.headers, 'script')
  })

  test('a database outage answers 503 with Retry-After and is not cached', async () => {
    const response = await get(`${outageOrigin()}/fr/${company}/jobs`)
    expect(response.status).toBe(503)
    expect(response.headers['retry-after']).toBe('30')
    expect(response.headers['cache-control']).toMatch(/^no-store\b/)
    expectSecurityHeaders(response.headers, 'outage')
    // One retry delay everywhere: pages, feeds and sitemaps.
    for (const path of [`/fr/${company}/jobs/feed.rss`, `/sitemaps/company-${company}.xml`, '/sitemap.xml']) {
      const crawlFile = await get(`${outageOrigin()}${path}`)
      expect(crawlFile.status, path).toBe(503)
      expect(crawlFile.headers['retry-after'], path).toBe('30')
    }
  })
})
