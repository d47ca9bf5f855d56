import { expect, expectNoAxeViolations, LOCALES, SEED, test } from './fixtures.ts'

/**
 * The accessibility statements in a browser (ADR 048): reached from a footer, accessible on a
 * desktop and at 320 px, without horizontal scrolling there (the narrowest phone stands for
 * the others: no second run in the phone project). Their content, headers and
 * every footer's link: tests/worker/accessibility-statement.test.ts.
 */
const LINK = { fr: 'Accessibilité : non conforme', en: 'Accessibility: not compliant' } as const
const TITLE = { fr: "Déclaration d'accessibilité", en: 'Accessibility statement' } as const

for (const locale of LOCALES) {
  test(`the statements, from the footers: accessible, and fit 320 px (${locale})`, async ({ page }) => {
    test.setTimeout(60_000) // Two axe audits of long pages on a loaded 2-core machine.
    await page.goto(`/${locale}/`)
    await page.locator('footer').getByRole('link', { name: LINK[locale] }).click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/accessibility$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE[locale])
    await expectNoAxeViolations(page, 'accessibility-statement')

    await page.goto(`/${locale}/${SEED.completeCompany}`)
    await page.locator('footer').getByRole('link', { name: LINK[locale] }).click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/${SEED.completeCompany}/accessibility$`))
    await page.setViewportSize({ width: 320, height: 800 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    await expectNoAxeViolations(page, 'accessibility-statement')
  })
}
