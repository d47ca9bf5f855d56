import { expect, SEED, test } from './fixtures.ts'
import { get } from './http.ts'

// The legal pages as crawlers and caches see them. The pages in a browser: tests/e2e/legal-pages.spec.ts.

test('privacy and terms are public pages, edge-cached and out of the sitemaps; withdrawals closed to crawlers', async () => {
  expect((await get('/robots.txt')).text).toContain('Disallow: /fr/*/withdraw$\n')
  for (const path of [`/fr/${SEED.completeCompany}/privacy`, `/en/${SEED.completeCompany}/terms`]) {
    const response = await get(path)
    expect(response.headers['cache-control']).toMatch(/^public, /)
  }
  for (const file of ['/sitemaps/pages.xml', `/sitemaps/company-${SEED.completeCompany}.xml`]) {
    const sitemap = await get(file)
    expect(sitemap.status).toBe(200)
    expect(sitemap.text).not.toMatch(/privacy|terms|withdraw/)
  }
})
