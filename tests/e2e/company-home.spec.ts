import { BOTH, expect, expectNoAxeViolations, LOCALES, SEED, test } from './fixtures.ts'

// Both languages in each test (BOTH, fixtures.ts): twice the time before it counts as hung.
test.describe.configure({ timeout: 60_000 })

test.describe('company home', () => {
  test(`shows logo, name, baseline, the HR assistant card and the three buttons ${BOTH}`, async ({ page }) => {
    for (const locale of LOCALES) {
      await page.goto(`/${locale}/${SEED.completeCompany}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lumen Énergie')
      await expect(page.locator('main header img').last()).toHaveAttribute('src', '/demo/lumen-logo.svg')
      const call = page.getByRole('link', { name: locale === 'fr' ? /Appeler le/ : /Call/ })
      await expect(call).toHaveAttribute('href', /^tel:\+33/)
      const names =
        locale === 'fr' ? ['À propos', 'Notre équipe', 'Voir les offres'] : ['About us', 'Our team', 'View jobs']
      const paths = ['companie', 'team', 'jobs']
      for (const [index, name] of names.entries()) {
        await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute(
          'href',
          `/${locale}/${SEED.completeCompany}/${paths[index]}`,
        )
      }
      await expect(page.getByText(locale === 'fr' ? 'Propulsé par' : 'Powered by')).toBeVisible()
      await expectNoAxeViolations(page, 'company-home')
    }
  })

  test(`a company without phone has no HR assistant card and a first-letter logo ${BOTH}`, async ({ page }) => {
    for (const locale of LOCALES) {
      await page.goto(`/${locale}/${SEED.sparseCompany}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Atelier Brique')
      await expect(page.locator('a[href^="tel:"]')).toHaveCount(0)
      await expect(page.locator('main img')).toHaveCount(0)
      await expectNoAxeViolations(page, 'company-home')
    }
  })
})

test('the language switch keeps the current page', async ({ page }) => {
  await page.goto(`/fr/${SEED.completeCompany}`)
  await page.getByRole('link', { name: 'EN', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/en/${SEED.completeCompany}$`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('link', { name: 'View jobs' })).toBeVisible()
})

test(`landing and not-found pages pass axe ${BOTH}`, { tag: '@phone' }, async ({ page }) => {
  for (const locale of LOCALES) {
    await page.goto(`/${locale}/`)
    await expectNoAxeViolations(page, 'landing')
    await page.goto(`/${locale}/not-found`)
    await expectNoAxeViolations(page, 'not-found')
  }
})
