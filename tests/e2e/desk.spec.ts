import { randomUUID } from 'node:crypto'
import { JOB, openE2eDatabase } from './database.ts'
import { expect, expectNoAxeViolations, LOCALES, SEED, test } from './fixtures.ts'
import { readmeScreenshotsAtBothWidths } from './readme-screenshots.ts'
import { signInByEmail } from './workspace-sign-in.ts'

/**
 * The recruiter's desk in Chromium: signed in by the e-mailed link, the inbox and
 * an application's page are accessible (WCAG 2.2 AA) in both languages, the inbox on a phone
 * too, without horizontal overflow; the status form works in the browser. What the desk does
 * is tested over HTTP (tests/worker/desk.test.ts); this is what needs a browser.
 */
test('the desk: inbox and application accessible in both languages, a status changed', async ({ page }) => {
  test.setTimeout(120_000)
  const sql = openE2eDatabase()
  try {
    // An application of Lumen's to read (the seed's demo job).
    const [application] = await sql<{ id: string }[]>`
      insert into applications (idempotency_key, job_id, company_id, first_name, last_name, email, phone_e164,
        cover_letter, cv_key, cv_file_name, cv_size_bytes, locale, consent_retention, consent_terms)
      select ${randomUUID()}, ${JOB.complete}, company_id, 'Zoé', 'Desk', ${`desk-${randomUUID()}@candidate.example`},
        '+33612345678', 'Bonjour,\nje suis motivée.', ${`cv/desk-${randomUUID()}.pdf`}, 'cv.pdf', 1000, 'fr', true, true
      from jobs where id = ${JOB.complete}
      returning id`
    await sql`
      insert into application_status_events (application_id, company_id, status, occurred_at, source, applied)
      select id, company_id, 'received', created_at, 'candidate', true from applications where id = ${application?.id ?? ''}`

    await signInByEmail(page, sql, 'recruteur@lumen-energie.example')
    await page.getByRole('link', { name: 'Candidatures' }).click()

    for (const locale of LOCALES) {
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(`/${locale}/workspace/applications`)
      await expect(page.locator('h1')).toHaveText(locale === 'fr' ? 'Candidatures' : 'Applications')
      await expectNoAxeViolations(page, 'desk-inbox')
      await page.setViewportSize({ width: 375, height: 800 })
      await expectNoAxeViolations(page, 'desk-inbox')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(`/${locale}/workspace/applications/${application?.id}`)
      await expect(page.locator('h1')).toHaveText('Zoé Desk')
      await expectNoAxeViolations(page, 'desk-application')
      // On a phone its long values (the e-mail address, the consents) break, not run off the screen.
      await page.setViewportSize({ width: 375, height: 800 })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    }
    // The README's pictures only when asked (npm run screenshots): the inbox (this demo
    // offer's applications) and the application, fr and en, at 1280 and 375 px.
    for (const locale of process.env.README_SCREENSHOTS ? LOCALES : []) {
      await page.goto(`/${locale}/workspace/applications?job=${JOB.complete}`)
      await readmeScreenshotsAtBothWidths(page, `desk-inbox-${locale}`)
      await page.goto(`/${locale}/workspace/applications/${application?.id}`)
      await readmeScreenshotsAtBothWidths(page, `desk-application-${locale}`)
    }

    await page.goto(`/fr/workspace/applications/${application?.id}`)
    await page.locator('#field-status').selectOption('interview')
    await page.locator('#field-message').fill('À lundi !')
    await page.getByRole('button', { name: 'Enregistrer et informer le candidat' }).click()
    await expect(page.locator('[role="status"]')).toContainText('Statut enregistré')
    await expect(page.locator('dl')).toContainText('Entretien')
    expect(SEED.completeCompany).toBe('lumen-energie')
  } finally {
    await sql.end()
  }
})
