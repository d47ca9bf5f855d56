import { randomUUID } from 'node:crypto'
import { expect, expectNoAxeViolations, LOCALES, test } from './fixtures.ts'

// The closing date on a job page (ADR 035) in a browser: accessible, and no horizontal
// overflow on a 320 px phone in either language. Its presence, wording and JSON-LD:
// tests/worker/job-dates.test.ts. A company of its own: the demo companies' job lists are
// counted by other browser tests running at the same time.

test('a job with a closing date: the chip is accessible and fits 320 px', async ({ page, sql }) => {
  const slug = `dates-${randomUUID().slice(0, 8)}`
  const [job] = await sql<{ id: string }[]>`
    with company as (
      insert into companies (slug, name, workspace_id) values (${slug}, 'Dates', ${randomUUID()})
      returning id, workspace_id
    )
    insert into jobs (company_id, workspace_id, title, status, description, contract_type, city, closes_at)
    select id, workspace_id, 'Chargé·e de mission avec date de clôture', 'published', 'Le poste, en détail.',
      'CDI', 'Paris', '2099-12-16T00:00:00+01:00'
    from company
    returning id`
  try {
    for (const locale of LOCALES) {
      await page.setViewportSize({ width: 320, height: 800 })
      await page.goto(`/${locale}/${slug}/jobs/${job?.id}`)
      await expect(page.locator('[data-chip="closes"]')).toHaveText(
        locale === 'fr' ? "Candidatures jusqu'au 15/12/2099" : 'Applications until 15/12/2099',
      )
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
      await expectNoAxeViolations(page, 'job-detail')
    }
  } finally {
    await sql`delete from companies where slug = ${slug}`
  }
})
