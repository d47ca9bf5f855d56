import { outageURL } from '../../playwright.config.ts'
import { expect, expectNoAxeViolations, LOCALES, SEED, test } from './fixtures.ts'

/** Pages served by a Worker whose database is unreachable. */
for (const locale of LOCALES) {
  test(`company pages answer 503 with the load-failure message (${locale})`, async ({ page }) => {
    for (const path of ['', '/companie', '/team']) {
      const response = await page.goto(`${outageURL}/${locale}/${SEED.completeCompany}${path}`)
      expect(response?.status(), path).toBe(503)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        locale === 'fr' ? "Erreur lors du chargement de l'entreprise" : 'Error while loading the company',
      )
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      await expect(page.getByRole('link', { name: locale === 'fr' ? 'Réessayer' : 'Try again' })).toBeVisible()
    }
    await expectNoAxeViolations(page, 'load-failure')
  })
}
