import { randomUUID } from 'node:crypto'
import { LOCAL_LINK_SIGNING_SECRET } from '#server/env.ts'
import {
  applicationStatusPath,
  applicationStatusToken,
  recruiterStatusUrl,
} from '#server/features/application-status/application-status-link.ts'
import { SEED_COMPANIES, SEED_JOBS } from '../tools/seed-ids.ts'
import { openE2eDatabase } from './database.ts'
import { expect, expectNoAxeViolations, LOCALES, test } from './fixtures.ts'
import { readmeScreenshot } from './readme-screenshots.ts'

/**
 * A candidate's status page on a phone (ADR 046): accessible in both languages, no
 * horizontal overflow at 320 px, and the README's screenshots at 375 px, for an
 * application the company moved to an interview with a message; and a recruiter's
 * confirmation page of a status link.
 */
const lumen = SEED_COMPANIES.complete

async function applicationWithHistory(locale: 'fr' | 'en') {
  const sql = openE2eDatabase()
  try {
    const [application] = await sql<{ id: string; retainUntil: Date }[]>`
      insert into applications (idempotency_key, job_id, company_id, first_name, last_name, email, phone_e164,
        cover_letter, cv_key, cv_file_name, cv_size_bytes, locale, consent_retention, consent_terms, created_at)
      values (${randomUUID()}, ${SEED_JOBS.complete}, ${lumen.id}, 'Camille', 'Martin', 'camille@example.org',
        '+33612345678', 'Bonjour', ${`screenshots/${randomUUID()}.pdf`}, 'cv.pdf', 1000, ${locale}, true, true,
        '2026-11-02T09:30:00Z')
      returning id, retain_until as "retainUntil"
    `
    if (!application) throw new Error('no application')
    const message =
      locale === 'fr'
        ? 'Merci pour votre candidature ! Nous vous appelons cette semaine pour fixer un entretien.'
        : 'Thank you for applying! We will call you this week to set a date for an interview.'
    await sql`
      insert into application_status_events (application_id, company_id, status, occurred_at, source, event_id, message, applied)
      values
        (${application.id}, ${lumen.id}, 'received', '2026-11-02T09:30:00Z', 'candidate', null, null, true),
        (${application.id}, ${lumen.id}, 'in_review', '2026-11-05T14:00:00Z', 'ats', ${randomUUID()}, null, true),
        (${application.id}, ${lumen.id}, 'interview', '2026-11-12T10:15:00Z', 'ats', ${randomUUID()}, ${message}, true)
    `
    return application
  } finally {
    await sql.end()
  }
}

for (const locale of LOCALES) {
  test(`application status page (${locale}): accessible, fits a phone, screenshot @phone-only`, async ({ page }) => {
    const application = await applicationWithHistory(locale)
    const token = await applicationStatusToken(LOCAL_LINK_SIGNING_SECRET, application)
    const response = await page.goto(applicationStatusPath(locale, lumen.slug, token))
    expect(response?.status()).toBe(200)
    await expect(page.locator('ol li')).toHaveCount(3)
    await expectNoAxeViolations(page, 'application-status')
    await readmeScreenshot(page, `application-status-${locale}-375`, { fullPage: true })
    await page.setViewportSize({ width: 320, height: 800 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    // The recruiter's confirmation page of a status link: accessible and narrow too.
    const links = { origin: '', secret: LOCAL_LINK_SIGNING_SECRET }
    const target = { ...application, createdAt: new Date(), companySlug: lumen.slug }
    await page.goto(await recruiterStatusUrl(links, locale, target, 'rejected'))
    await expect(page.locator('button[type="submit"]')).toHaveCount(1)
    await expectNoAxeViolations(page, 'status-decision')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  })
}
