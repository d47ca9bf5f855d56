import { expect, LOCALES, SEED, test } from './fixtures.ts'

/**
 * The route table of spec section 2 as a browser navigates it. Row by row at the HTTP level
 * (status and Location, redirects not followed): tests/worker/route-table.test.ts.
 */

test.describe('root', () => {
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

// Both languages in each test, one after the other in the same page: a test (its browser
// context and page) per language cost more than the second page load.
test.describe('the language prefixes', () => {
  test(`/{${LOCALES.join(',')}}/ is the landing page, linking to the example career space`, async ({ page }) => {
    for (const locale of LOCALES) {
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
    }
  })

  test(`/{${LOCALES.join(',')}}/not-found is the not-found screen with status 404`, async ({ page }) => {
    for (const locale of LOCALES) {
      const response = await page.goto(`/${locale}/not-found`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        locale === 'fr' ? 'Page non trouvée' : 'Page not found',
      )
      const home = page.getByRole('link', { name: locale === 'fr' ? "Retourner à l'accueil" : 'Back to the home page' })
      await expect(home).toHaveAttribute('href', `/${locale}/`)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    }
  })

  test(`/{${LOCALES.join(',')}}/{slug} is the company home; an unknown slug is a 404`, async ({ page }) => {
    for (const locale of LOCALES) {
      expect((await page.goto(`/${locale}/${SEED.completeCompany}`))?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lumen Énergie')
      for (const slug of ['no-such-company', 'Bad%20Slug', '%27%3B--']) {
        const response = await page.goto(`/${locale}/${slug}`)
        expect(response?.status(), slug).toBe(404)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          locale === 'fr' ? 'Entreprise introuvable' : 'Company not found',
        )
      }
    }
  })

  test(`an unknown /{${LOCALES.join(',')}}/ route renders the not-found page with 404`, async ({ page }) => {
    for (const locale of LOCALES) {
      const response = await page.goto(`/${locale}/${SEED.completeCompany}/nothing/here`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        locale === 'fr' ? 'Page non trouvée' : 'Page not found',
      )
    }
  })
})

test.describe('catch-all', () => {
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
