import { JOB } from './database.ts'
import { expect, LOCALES, SEED, test } from './fixtures.ts'

/**
 * The route table of spec section 2, row by row, at the HTTP level (status and Location,
 * redirects not followed) and as a browser navigates it.
 */
const noFollow = { maxRedirects: 0 } as const

test.describe('root', () => {
  test('/ redirects once to /fr/ by default', async ({ request }) => {
    const response = await request.get('/', noFollow)
    expect(response.status()).toBe(302)
    expect(response.headers().location).toBe('/fr/')
    expect(response.headers().vary).toContain('Accept-Language')
  })

  test('/ redirects to /en/ when the visitor prefers English, query kept', async ({ request }) => {
    const response = await request.get('/?utm_source=mail', {
      ...noFollow,
      headers: { 'Accept-Language': 'en-GB,en;q=0.9,fr;q=0.5' },
    })
    expect(response.status()).toBe(302)
    expect(response.headers().location).toBe('/en/?utm_source=mail')
  })

  for (const [browserLocale, expected] of [
    ['fr-FR', 'fr'],
    ['en-US', 'en'],
    ['de-DE', 'fr'],
  ] as const) {
    test(`a ${browserLocale} browser opening / lands on /${expected}/ in one hop`, async ({ browser }) => {
      const context = await browser.newContext({ locale: browserLocale })
      const page = await context.newPage()
      const response = await page.goto('/')
      expect(page.url()).toMatch(new RegExp(`/${expected}/$`))
      expect(response?.status()).toBe(200)
      expect(response?.request().redirectedFrom()?.redirectedFrom()).toBeFalsy()
      await expect(page.locator('html')).toHaveAttribute('lang', expected)
      await context.close()
    })
  }
})

for (const locale of LOCALES) {
  test.describe(`/${locale}`, () => {
    test(`/${locale}/ is the landing page, linking to the example career space`, async ({ page }) => {
      const response = await page.goto(`/${locale}/`)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      const demoLink = page.getByRole('link', {
        name: locale === 'fr' ? "Voir un exemple d'espace carrière" : 'See an example career space',
      })
      await expect(demoLink).toHaveAttribute('href', `/${locale}/${SEED.completeCompany}`)
      await demoLink.click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/${SEED.completeCompany}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lumen Énergie')
    })

    test(`/${locale} (no slash) redirects to /${locale}/`, async ({ request }) => {
      const response = await request.get(`/${locale}?a=1`, noFollow)
      expect(response.status()).toBe(301)
      expect(response.headers().location).toBe(`/${locale}/?a=1`)
    })

    for (const path of ['/sitemap.xml', '/sitemaps', '/sitemaps/companies-1.xml']) {
      test(`/${locale}${path} redirects to ${path}, query kept`, async ({ request }) => {
        const response = await request.get(`/${locale}${path}?page=2&x=%C3%A9`, noFollow)
        expect(response.status()).toBe(301)
        expect(response.headers().location).toBe(`${path}?page=2&x=%C3%A9`)
      })
    }

    test(`/${locale}/not-found is the not-found screen with status 404`, async ({ page }) => {
      const response = await page.goto(`/${locale}/not-found`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        locale === 'fr' ? 'Page non trouvée' : 'Page not found',
      )
      const home = page.getByRole('link', { name: locale === 'fr' ? "Retourner à l'accueil" : 'Back to the home page' })
      await expect(home).toHaveAttribute('href', `/${locale}/`)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    })

    test(`/${locale}/{slug} is the company home; an unknown slug is a 404`, async ({ page }) => {
      expect((await page.goto(`/${locale}/${SEED.completeCompany}`))?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lumen Énergie')
      for (const slug of ['no-such-company', 'Bad%20Slug', '%27%3B--']) {
        const response = await page.goto(`/${locale}/${slug}`)
        expect(response?.status(), slug).toBe(404)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          locale === 'fr' ? 'Entreprise introuvable' : 'Company not found',
        )
      }
    })

    test(`an unknown /${locale}/ route renders the not-found page with 404`, async ({ page }) => {
      const response = await page.goto(`/${locale}/${SEED.completeCompany}/nothing/here`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        locale === 'fr' ? 'Page non trouvée' : 'Page not found',
      )
    })

    test(`/${locale}/x/ (trailing slash) redirects to /${locale}/x`, async ({ request }) => {
      const response = await request.get(`/${locale}/${SEED.completeCompany}/?q=1`, noFollow)
      expect(response.status()).toBe(301)
      expect(response.headers().location).toBe(`/${locale}/${SEED.completeCompany}?q=1`)
    })
  })
}

test.describe('unprefixed sitemap paths are the sitemap module, never /fr-prefixed', () => {
  for (const [path, status] of [
    ['/sitemap.xml', 200],
    ['/sitemaps', 200],
    ['/sitemaps/company-lumen-energie.xml', 200],
    ['/sitemaps/companies-1.xml', 404],
  ] as const) {
    test(path, async ({ request }) => {
      const response = await request.get(path, noFollow)
      // No storage is configured in tests: the module generates them (see the
      // sitemap-storage integration test for the storage proxy), never a redirect.
      expect(response.status()).toBe(status)
      expect(response.headers().location).toBeUndefined()
      if (status === 200) expect(response.headers()['content-type']).toContain('application/xml')
    })
  }
})

test.describe('catch-all', () => {
  test('any other path is redirected to the same path under /fr, query kept', async ({ request }) => {
    for (const path of ['/lumen-energie', '/lumen-energie/jobs?contract=CDI', '/french']) {
      const response = await request.get(path, noFollow)
      expect(response.status(), path).toBe(301)
      expect(response.headers().location, path).toBe(`/fr${path}`)
    }
  })

  test('a permanent redirect is one hop to a page that exists, never to a 404', async ({ request }) => {
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
      const response = await request.get(path, noFollow)
      expect(response.status(), path).toBe(301)
      expect(response.headers().location, path).toBe(location)
      expect((await request.get(location, noFollow)).status(), location).toBe(200)
    }
  })

  test('a browser following it gets the page or the not-found screen in one hop', async ({ page }) => {
    const found = await page.goto('/lumen-energie?ref=x')
    expect(page.url()).toMatch(/\/fr\/lumen-energie\?ref=x$/)
    expect(found?.status()).toBe(200)
    const missing = await page.goto('/nowhere/at/all')
    expect(page.url()).toMatch(/\/fr\/nowhere\/at\/all$/)
    expect(missing?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page non trouvée')
  })
})
