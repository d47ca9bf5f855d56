import { describe, expect, LOCALES, openWorkerDatabase, SEED, test } from './fixtures.ts'
import { parseHtml } from './html.ts'
import { get, post } from './http.ts'

/**
 * Addresses that carry a personal token (ADR 037): an alert's confirm and unsubscribe
 * links, the withdrawal page, a recruiter's CV link. Whoever gets one acts as its owner,
 * so no page under one offers sharing, and none lets a browser send it on as a Referer
 * (not even to this site's assets, whose requests are logged). The forms of those pages
 * still work: the browser posts them with `Origin: null` and `Sec-Fetch-Site: same-origin`
 * (that it does so in Chromium: tests/e2e/job-alerts.spec.ts).
 */
const company = SEED.completeCompany

/** A new alert's confirm and unsubscribe paths (language-less), from its confirmation e-mail. */
async function alertLinks(): Promise<{ email: string; confirm: string; unsubscribe: string }> {
  const email = `personal-links-${Date.now()}-${Math.random().toString(36).slice(2)}@example.org`
  const form = { email, q: '', contract: 'CDI', city: '', remote: '' }
  expect((await post(`/fr/${company}/jobs`, { form })).status).toBe(303)
  const database = openWorkerDatabase()
  try {
    const [row] = await database<{ text: string }[]>`
      select text_body as text from email_outbox where kind = 'alert_confirmation' and to_address = ${email}
    `
    const path = (kind: string) =>
      new RegExp(`https?://[^/\\s]+/fr(/\\S+/alerts/${kind}/\\S+)`).exec(row?.text ?? '')?.[1] ?? ''
    return { email, confirm: path('confirm'), unsubscribe: path('unsubscribe') }
  } finally {
    await database.end()
  }
}

const shareButtons = (html: string) => parseHtml(html)('[data-share]').length

describe('pages under a personal link', () => {
  for (const locale of LOCALES) {
    test(`offer no sharing and send no Referer (${locale})`, async () => {
      const { confirm, unsubscribe } = await alertLinks()
      for (const path of [`/${locale}${confirm}`, `/${locale}${unsubscribe}`]) {
        const page = await get(path)
        expect(page.status, path).toBe(200)
        expect(shareButtons(page.text), path).toBe(0)
        expect(page.headers['referrer-policy'], path).toBe('no-referrer')
        // A <meta name="referrer"> would win over the header: it says the same.
        expect(parseHtml(page.text)('meta[name="referrer"]').attr('content') ?? 'no-referrer', path).toBe('no-referrer')
      }
      // Refused links and the withdrawal page: their address carries a token too.
      for (const path of [
        `/${locale}/${company}/alerts/confirm/not-a-token`,
        `/${locale}/${company}/withdraw?token=not-a-token`,
        '/api/cv/not-a-token',
      ]) {
        const page = await get(path)
        expect(page.status, path).toBeLessThan(500)
        expect(shareButtons(page.text), path).toBe(0)
        expect(page.headers['referrer-policy'], path).toBe('no-referrer')
      }
      // The company's public pages keep their Partager and the site's policy.
      const home = await get(`/${locale}/${company}`)
      expect(shareButtons(home.text)).toBeGreaterThan(0)
      expect(home.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    })
  }

  test('their forms post with Origin: null from this site only', async ({ sql }) => {
    const { email, confirm } = await alertLinks()
    const crossSite = await post(`/fr${confirm}`, { headers: { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' } })
    expect(crossSite.status).toBe(403)
    const confirmedOf = async () =>
      (
        await sql<{ confirmed: boolean }[]>`
        select confirmed_at is not null as confirmed from job_alerts where email = ${email}
      `
      )[0]?.confirmed
    expect(await confirmedOf()).toBe(false)
    const sameOrigin = await post(`/fr${confirm}`, { headers: { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' } })
    expect(sameOrigin.status).toBe(303)
    expect(await confirmedOf()).toBe(true)
  })
})
