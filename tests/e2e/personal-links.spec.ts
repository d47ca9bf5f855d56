import { randomUUID } from 'node:crypto'
import { openE2eDatabase } from './database.ts'
import { expect, SEED, test } from './fixtures.ts'

/**
 * A page whose address carries a personal token (ADR 037), as Chromium loads it: an
 * alert's confirm link. Its token goes out in no request (no Referer, not even to this
 * site's own assets), the page offers no sharing, and its button still confirms (the form
 * posts with `Origin: null` and `Sec-Fetch-Site: same-origin`). The HTTP side:
 * tests/worker/personal-links.test.ts; their tokens in no log line: server/middleware/loggable-path.test.ts
 * and the CV link's 404 in tests/e2e/company-delivery.spec.ts.
 */
test('an alert’s confirm link: its token in no Referer, no Partager, the button confirms', async ({ page }) => {
  const database = openE2eDatabase()
  try {
    const email = `personal-link-${randomUUID().slice(0, 8)}@example.org`
    const form = { email, q: '', contract: 'CDI', city: '', remote: '' }
    const subscribed = await page.request.post(`/fr/${SEED.completeCompany}/jobs`, { form, maxRedirects: 0 })
    expect(subscribed.status()).toBe(303)
    const [row] = await database<{ text: string }[]>`
      select text_body as text from email_outbox where kind = 'alert_confirmation' and to_address = ${email}
    `
    const link = /https?:\/\/\S+\/alerts\/confirm\/\S+/.exec(row?.text ?? '')?.[0] ?? ''
    const path = new URL(link).pathname
    const token = path.split('/').at(-1) ?? ''
    expect(token.length).toBeGreaterThan(20)

    const referers: string[] = []
    page.on('request', (request) => {
      // Playwright gives an absent Referer as an empty one.
      const referer = request.headers().referer ?? ''
      if (referer !== '') referers.push(`${request.url()} ← ${referer}`)
    })
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirmer votre alerte emploi')
    await expect(page.locator('[data-share]')).toHaveCount(0)
    await page.getByRole('button', { name: 'Confirmer mon alerte' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alerte confirmée')
    const [alert] = await database<{ confirmed: boolean }[]>`
      select confirmed_at is not null as confirmed from job_alerts where email = ${email}
    `
    expect(alert?.confirmed).toBe(true)
    // Stylesheets, scripts, images, the form's post and the page after it: none named the link.
    expect(referers).toEqual([])
  } finally {
    await database.end()
  }
})
