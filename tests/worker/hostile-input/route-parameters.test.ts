import fc from 'fast-check'
import { JOB } from '../../tools/database.ts'
import { propertyRuns } from '../../tools/property-runs.ts'
import { describe, expect, SEED, test } from '../fixtures.ts'
import { origin as workerOrigin } from '../http.ts'
import { expectCleanBody, getFollowing, reachesTheWorker } from './clean-answers.ts'
import { ENCODINGS, encoding, hostile, longString, MALICIOUS, shortHostile } from './hostile-values.ts'
import { rawHttp } from './raw-http.ts'
import { mustBeNotFound, ROUTES, routeNamed } from './routes.ts'

// Random and malicious values in every route parameter, query string and header never get
// a 5xx, a stack trace or SQL back; unknown slugs and ids are a 404. fast-check prints the
// seed and the shrunk counterexample of a failing property (replay with { seed, path }).
//
// What the platform in front of the Worker does here (vike preview: Node's HTTP server,
// then miniflare/workerd): a request target starting with `//` (`//x/fr/`) is read as
// naming the host `x`, so the Worker sees `/fr/` (production keeps the path).

describe('route parameters', () => {
  test('any value in any route position: never a 5xx, a 4xx for what does not exist, one redirect at most', async () => {
    const origin = workerOrigin()
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), hostile, encoding, async (route, value, how) => {
        const encoded = ENCODINGS[how](value)
        const path = route.path(encoded)
        fc.pre(reachesTheWorker(`${origin}${path}`))
        const { last, redirects } = await getFollowing(origin, path)
        // Platform limits (URL too long): answered before the Worker, still a 4xx.
        if ([414, 431].includes(last.status)) return
        expect(redirects, `${route.name}: ${path.slice(0, 200)}`).toBeLessThanOrEqual(1)
        if (mustBeNotFound(route, encoded)) {
          expect([400, 404, 410], `${route.name}: ${path.slice(0, 200)} → ${last.status}`).toContain(last.status)
        }
      }),
      {
        ...propertyRuns(100),
        // Regressions found by earlier runs, always tried first.
        examples: [
          [routeNamed('unprefixed'), 'lumen-energie/', 'raw'],
          [routeNamed('unprefixed'), 'api/save-job/', 'raw'],
          [routeNamed('prefixed sitemap'), '', 'raw'],
          [routeNamed('prefixed sitemap'), 'x', 'component'],
          [routeNamed('sitemap file'), '%E0', 'raw'],
          [routeNamed('sitemap file'), '%', 'raw'],
        ],
      },
    )
  }, 120_000)

  test("Vike's client-navigation URLs (*/index.pageContext.json) are no page's: a 404", async () => {
    const origin = workerOrigin()
    const pageRoutes = ROUTES.filter((route) => !/feed|sitemap/.test(route.name))
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...pageRoutes), shortHostile, encoding, async (route, value, how) => {
        const encoded = ENCODINGS[how](value)
        const pagePath = route.path(encoded)
        fc.pre(reachesTheWorker(`${origin}${pagePath}/index.pageContext.json`))
        const { last } = await getFollowing(origin, `${pagePath}/index.pageContext.json`)
        // No page has a client router (ADR 029): the JSON is never served.
        expect(last.contentType, pagePath).not.toContain('application/json')
        if (new URL(last.url).pathname.endsWith('.pageContext.json')) expect(last.status, pagePath).toBe(404)
        // Else the URL parser made it another page (an encoded `?` or `#`).
        else if (mustBeNotFound(route, encoded)) expect(last.status, pagePath).toBeGreaterThanOrEqual(400)
      }),
      { ...propertyRuns(60), examples: [[routeNamed('company home'), 'no-such-company', 'component']] },
    )
  }, 120_000)

  test('hostile query strings on real pages: the page, with the values escaped, after at most one redirect', async () => {
    const origin = workerOrigin()
    const pages = [
      `/fr/${SEED.completeCompany}/jobs`,
      `/en/${SEED.completeCompany}/jobs`,
      `/fr/${SEED.completeCompany}`,
      `/en/${SEED.completeCompany}/team`,
      `/fr/${SEED.completeCompany}/jobs/${JOB.complete}`,
      `/en/${SEED.completeCompany}/jobs/${JOB.complete}/apply`,
      '/fr/',
    ]
    const query = fc
      .array(
        fc.tuple(
          fc.oneof(fc.constantFrom('q', 'contract', 'city', 'remote', 'saved', 'lang'), shortHostile),
          hostile,
          encoding,
        ),
        {
          minLength: 1,
          maxLength: 4,
        },
      )
      .map((pairs) => pairs.map(([key, value, how]) => `${ENCODINGS[how](key)}=${ENCODINGS[how](value)}`).join('&'))
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...pages), query, async (page, search) => {
        const { hops, last, redirects } = await getFollowing(origin, `${page}?${search}`)
        if ([414, 431].includes(last.status)) return
        // A value the page would read otherwise (a filter with a control character, longer
        // than it reads, `saved` not 1: 301) or a filter value the company does not offer
        // (302): one redirect to the URL it reads (ADR 039).
        expect(redirects).toBeLessThanOrEqual(1)
        if (redirects === 1) expect([301, 302]).toContain(hops[0]?.status)
        expect(last.status, `${page}?${search.slice(0, 200)}`).toBe(200)
      }),
      {
        ...propertyRuns(60),
        // NUL reaches the search and the filters' SQL unless the page removes it first.
        examples: [
          [pages[0], 'q=%00&q=..%2F'],
          [pages[1], 'city=%00&remote=%00&contract=%00'],
        ],
      },
    )
  }, 120_000)

  test('hostile request headers: never a 5xx', async () => {
    const origin = workerOrigin()
    const headerValue = fc
      .oneof(fc.string({ unit: 'binary-ascii', maxLength: 200 }), fc.constantFrom(...MALICIOUS), longString)
      .map((value) => value.replace(/[^\x20-\x7e]/g, '').slice(0, 8_000))
    const names = fc.constantFrom(
      'Accept-Language',
      'Accept',
      'Cookie',
      'Origin',
      'Referer',
      'User-Agent',
      'CF-Connecting-IP',
      'X-Forwarded-For',
      'If-None-Match',
      'If-Modified-Since',
      'Range',
      'Content-Type',
    )
    const paths = ['/', '/fr/', `/en/${SEED.completeCompany}/jobs`, `/fr/${SEED.completeCompany}/jobs/${JOB.complete}`]
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.dictionary(names, headerValue, { minKeys: 1, maxKeys: 4 }),
        async (path, headers) => {
          const { last } = await getFollowing(origin, path, headers)
          if ([304, 400, 413, 416, 431].includes(last.status)) return
          expect(last.status, `${path} ${JSON.stringify(headers).slice(0, 300)}`).toBe(200)
        },
      ),
      propertyRuns(50),
    )
  })

  test('raw request targets the URL parser never sees: traversal, NUL, invalid UTF-8', async () => {
    const port = Number(new URL(workerOrigin()).port)
    const targets = [
      '/fr/../../../../etc/passwd',
      '/fr/lumen-energie/jobs/../../../wrangler.toml',
      '/fr/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/sitemaps/../../package.json',
      '/sitemaps/..%2f..%2fpackage.json',
      '/assets/../../../../etc/passwd',
      '/fr/\u00ff\u00fe',
      '/fr/lumen-energie/jobs/%ff%fe%fd',
      '/fr/a\u0000b',
      '/fr/<script>alert(1)</script>',
      '//evil.example/fr/',
      '/\\evil.example/',
      '*',
      'http://evil.example/fr/',
    ]
    for (const target of targets) {
      const answer = await rawHttp(port, [
        Buffer.from(`GET ${target} HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`, 'latin1'),
      ])
      const context = `raw GET ${JSON.stringify(target)} → ${answer.statusLine ?? answer.error}`
      if (answer.status !== null) expect(answer.status, context).toBeLessThan(500)
      expectCleanBody(answer.body, answer.headers['content-type'] ?? 'text/html', context)
      expect(answer.body, context).not.toMatch(/root:x:0:0|compatibility_date|"name": "career-site"/)
    }
  })
})
