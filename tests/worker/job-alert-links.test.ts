import { describe, expect, SEED, test } from './fixtures.ts'
import { get, origin, post } from './http.ts'

/**
 * An alert's e-mailed links act only under their own company's path (ADR 040): the same
 * signed token moved under another company's path confirms and deletes nothing.
 */
describe('job alert links', () => {
  test('work under their own company’s path only', async ({ sql }) => {
    const email = `alert-links-${Date.now()}@example.org`
    const ip = { 'CF-Connecting-IP': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` }
    const subscribed = await post(`/fr/${SEED.completeCompany}/jobs`, {
      form: { email, q: '', contract: 'CDI', city: '', remote: '' },
      headers: ip,
    })
    expect(subscribed.status).toBe(303)
    const [mail] = await sql<{ text: string }[]>`
      select text_body as text from email_outbox where kind = 'alert_confirmation' and to_address = ${email}`
    const token = (action: string) =>
      new RegExp(`/alerts/${action}/([A-Za-z0-9_.-]+)`).exec(mail?.text ?? '')?.[1] ?? 'missing'
    const alert = async () =>
      (
        await sql<{ confirmed: boolean }[]>`
        select confirmed_at is not null as confirmed from job_alerts where email = ${email}`
      )[0] ?? null
    const act = (slug: string, action: string) =>
      post(`/fr/${slug}/alerts/${action}/${token(action)}`, {
        form: { 'List-Unsubscribe': 'One-Click' },
        headers: { Origin: origin() },
      })

    // Under another company's path: the page's own 404, and the alert as it was.
    expect((await act(SEED.sparseCompany, 'confirm')).status).toBe(404)
    expect((await act(SEED.sparseCompany, 'unsubscribe')).status).toBe(404)
    expect(await alert()).toEqual({ confirmed: false })

    // Under its own: confirmed, then deleted.
    expect((await act(SEED.completeCompany, 'confirm')).status).toBe(303)
    expect(await alert()).toEqual({ confirmed: true })
    expect((await act(SEED.completeCompany, 'unsubscribe')).status).toBe(200)
    expect(await alert()).toBeNull()
  })

  test('are rate-limited per client: a flood gets 429 with the message, not the page', async () => {
    const address = { 'CF-Connecting-IP': `203.0.113.${Math.floor(Math.random() * 250) + 1}` }
    const path = `/en/${SEED.completeCompany}/alerts/confirm/${Date.now().toString(36)}`
    const statuses: number[] = []
    let limited: Awaited<ReturnType<typeof get>> | undefined
    for (let n = 0; n < 130 && !limited; n++) {
      const answer = await get(path, { headers: address })
      statuses.push(answer.status)
      if (answer.status === 429) limited = answer
    }
    expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true)
    expect(limited?.headers['retry-after']).toBe('60')
    expect(limited?.text).toBe('Too many requests. Try again in a minute.\n')
  })
})
