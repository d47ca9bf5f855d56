import { ALL_PAYLOADS, BASELINE, COMPANY_NAME, JOB_TITLE, PAYLOAD } from '../../tools/hostile-input/hostile-texts.ts'
import { expect, LOCALES, test, waitForEnhancement } from '../fixtures.ts'
import { expectCleanBody, expectInertPage, useHostileCompany } from './hostile-company.ts'

// Hostile company and job texts render inert everywhere: pages here; feeds, the sitemap and
// the e-mails in tests/worker/hostile-input/hostile-company.test.ts.

test.describe('a company whose texts are hostile', () => {
  const company = useHostileCompany()

  for (const locale of LOCALES) {
    test(`every page renders the texts inert (${locale})`, async ({ page }) => {
      test.setTimeout(90_000)
      const dialogs: string[] = []
      page.on('dialog', async (dialog) => {
        dialogs.push(dialog.message())
        await dialog.dismiss()
      })
      const base = `/${locale}/${company.slug}`
      const job = `${base}/jobs/${company.jobs.form}`
      await expectInertPage(page, base, COMPANY_NAME, dialogs)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(COMPANY_NAME)
      await expect(page.locator('a[href^="tel:"]')).toContainText(`+33 1 ${PAYLOAD.svg}`)
      await expect(page.getByText(BASELINE).first()).toBeVisible()
      await expectInertPage(page, `${base}/companie`, `Intro ${ALL_PAYLOADS}`, dialogs)
      await expectInertPage(page, `${base}/team`, PAYLOAD.closeScript, dialogs)
      expect(await page.title()).toContain(`Team ${PAYLOAD.closeScript}`)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', `Meta ${PAYLOAD.svg}`)
      await expectInertPage(page, `${base}/jobs`, JOB_TITLE, dialogs)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(COMPANY_NAME)
      await expect(page.locator('a[href^="https://apply.example/"]')).toContainText(JOB_TITLE)
      await expectInertPage(page, `${base}/jobs?q=${encodeURIComponent(PAYLOAD.closeScript)}`, JOB_TITLE, dialogs)
      // The search box (the job alert form carries the same criteria as hidden fields).
      await expect(page.locator('input[name="q"]:not([type="hidden"])')).toHaveValue(PAYLOAD.closeScript)
      await expectInertPage(page, job, JOB_TITLE, dialogs)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(JOB_TITLE)
      await expect(page.getByText(`Intro ${ALL_PAYLOADS}`).first()).toBeVisible()
      await expectInertPage(page, `${job}/apply`, JOB_TITLE, dialogs)
      await expect(page.locator('label[for="field-consentRetention"]')).toContainText(COMPANY_NAME)
      const confirmation = await page.goto(`${job}/apply/confirmation`)
      expect(confirmation?.status()).toBe(200)
      expectCleanBody((await confirmation?.text()) ?? '', 'text/html', 'confirmation')
      await waitForEnhancement(page)
      await expect(page.locator('body')).toContainText(COMPANY_NAME)
      expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined()

      // Reached by its links (page loads): still text.
      await page.goto(base)
      await waitForEnhancement(page)
      await page.locator(`a[href="${base}/jobs"]`).first().click()
      await expect(page).toHaveURL(new RegExp(`${base}/jobs$`))
      await page.locator(`a[href="${job}"]`).first().click()
      await expect(page.getByRole('heading', { level: 1 })).toContainText(JOB_TITLE)
      // Links built from the page's path (language switch) name the page.
      await expect(page.locator('a[href*="pageContext.json"]')).toHaveCount(0)
      expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined()
      expect(dialogs).toEqual([])
    })
  }
})
