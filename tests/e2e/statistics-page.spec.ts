import { LOCAL_LINK_SIGNING_SECRET } from '#server/env.ts'
import { statisticsPath, statisticsToken } from '#server/features/statistics/statistics-link.ts'
import { SEED_COMPANIES, SEED_JOBS, SEED_VISIBLE_JOBS } from '../tools/seed-ids.ts'
import { insertDemoStatistics } from '../tools/statistics-rows.ts'
import { openE2eDatabase } from './database.ts'
import { expect, expectNoAxeViolations, LOCALES, test } from './fixtures.ts'
import { readmeScreenshot } from './readme-screenshots.ts'

/**
 * A company's statistics page in Chromium (ADR 043): accessible in both languages, no
 * horizontal overflow from 320 to 414 px, and the README's screenshots at 375 and 1280 px,
 * over 90 days of rows as the counting would write them.
 */
const lumen = SEED_COMPANIES.complete
const jobs = [...SEED_VISIBLE_JOBS.filter(([slug]) => slug === lumen.slug).map(([, id]) => id), SEED_JOBS.closed]

// Idempotent, and never cleared: the two languages' tests may run side by side, and one
// must not take away the rows the other is showing.
test.beforeAll(async () => {
  const sql = openE2eDatabase()
  try {
    await insertDemoStatistics(sql, lumen.id, jobs)
  } finally {
    await sql.end()
  }
})

for (const locale of LOCALES) {
  test(`statistics page (${locale}): accessible, fits a phone, README screenshots`, async ({ page }) => {
    test.setTimeout(90_000) // Two audits of a long page, and its screenshots.
    const token = await statisticsToken(LOCAL_LINK_SIGNING_SECRET, lumen.id)
    const response = await page.goto(statisticsPath(locale, lumen.slug, token, { period: '30d' }))
    expect(response?.status()).toBe(200)
    await expect(page.locator('h1')).toContainText('Lumen Énergie')
    await expect(page.locator('#job-table tbody tr')).toHaveCount(jobs.length)
    // The figures' table opens without a script: audited open on a computer (all that the
    // closed page shows, and the table), closed on a phone.
    await page.locator('details summary').click()
    await expect(page.locator('details')).toHaveAttribute('open', '')
    await expectNoAxeViolations(page, 'statistics')
    await page.locator('details summary').click()
    // From the top: the brand bar stays at the top of the window, which a full-page
    // screenshot would otherwise show where the page was scrolled to.
    await page.evaluate(() => window.scrollTo(0, 0))
    await readmeScreenshot(page, `statistics-${locale}-1280`, { fullPage: true })
    // A phone's width, in the accessibility statement's list (ADR 048).
    await page.setViewportSize({ width: 375, height: 800 })
    await expectNoAxeViolations(page, 'statistics')
    await readmeScreenshot(page, `statistics-${locale}-375`, { fullPage: true })
    for (const narrow of [320, 414]) {
      await page.setViewportSize({ width: narrow, height: 800 })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(narrow)
    }
  })
}
