import { JOB } from '../tools/database.ts'
import { describe, expect, LOCALES, SEED, test } from './fixtures.ts'
import { get } from './http.ts'

/**
 * The route table of spec section 2, row by row, at the HTTP level: status and Location,
 * redirects not followed. As a browser navigates it: tests/e2e/route-table.spec.ts.
 */
describe('root', () => {
  test('/ redirects once to /fr/ by default', async () => {
    const response = await get('/')
    expect(response.status).toBe(302)
    expect(response.headers.location).toBe('/fr/')
    expect(response.headers.vary).toContain('Accept-Language')
  })

  test('/ redirects to /en/ when the visitor prefers English, query kept', async () => {
    const response = await get('/?utm_source=mail', {
      headers: { 'Accept-Language': 'en-GB,en;q=0.9,fr;q=0.5' },
    })
    expect(response.status).toBe(302)
    expect(response.headers.location).toBe('/en/?utm_source=mail')
  })
})

for (const locale of LOCALES) {
  describe(`/${locale}`, () => {
    test(`/${locale} (no slash) redirects to /${locale}/`, async () => {
      const response = await get(`/${locale}?a=1`)
      expect(response.status).toBe(301)
      expect(response.headers.location).toBe(`/${locale}/?a=1`)
    })

    for (const path of ['/sitemap.xml', '/sitemaps', '/sitemaps/companies-1.xml']) {
      test(`/${locale}${path} redirects to ${path}, query kept`, async () => {
        const response = await get(`/${locale}${path}?page=2&x=%C3%A9`)
        expect(response.status).toBe(301)
        expect(response.headers.location).toBe(`${path}?page=2&x=%C3%A9`)
      })
    }

    test(`/${locale}/x/ (trailing slash) redirects to /${locale}/x`, async () => {
      const response = await get(`/${locale}/${SEED.completeCompany}/?q=1`)
      expect(response.status).toBe(301)
      expect(response.headers.location).toBe(`/${locale}/${SEED.completeCompany}?q=1`)
    })
  })
}

describe('unprefixed sitemap paths are the sitemap module, never /fr-prefixed', () => {
  for (const [path, status] of [
    ['/sitemap.xml', 200],
    ['/sitemaps', 200],
    ['/sitemaps/company-lumen-energie.xml', 200],
    ['/sitemaps/companies-1.xml', 404],
  ] as const) {
    test(path, async () => {
      const response = await get(path)
      // No storage is configured in tests: the module generates them (see the
      // sitemap-storage integration test for the storage proxy), never a redirect.
      expect(response.status).toBe(status)
      expect(response.headers.location).toBeUndefined()
      if (status === 200) expect(response.headers['content-type']).toContain('application/xml')
    })
  }
})

describe('catch-all', () => {
  test('any other path is redirected to the same path under /fr, query kept', async () => {
    for (const path of ['/lumen-energie', '/lumen-energie/jobs?contract=CDI', '/french']) {
      const response = await get(path)
      expect(response.status, path).toBe(301)
      expect(response.headers.location, path).toBe(`/fr${path}`)
    }
  })

  test('a permanent redirect is one hop to a page that exists, never to a 404', async () => {
    const job = `${SEED.completeCompany}/jobs/${JOB.complete}`
    const cases: [string, string][] = [
      [`/FR/${SEED.completeCompany}`, `/fr/${SEED.completeCompany}`],
      [`/En/${SEED.completeCompany}/jobs`, `/en/${SEED.completeCompany}/jobs`],
      [`/de/${SEED.completeCompany}`, `/fr/${SEED.completeCompany}`],
      ['/FR', '/fr/'],
      ['/robots.txt/', '/robots.txt'],
      [`/fr/${SEED.completeCompany}/jobs/${JOB.complete.toUpperCase()}`, `/fr/${job}`],
      [`/en/${SEED.completeCompany}/jobs/${JOB.complete.toUpperCase()}/apply`, `/en/${job}/apply`],
    ]
    for (const [path, location] of cases) {
      const response = await get(path)
      expect(response.status, path).toBe(301)
      expect(response.headers.location, path).toBe(location)
      expect((await get(location)).status, location).toBe(200)
    }
  })
})
