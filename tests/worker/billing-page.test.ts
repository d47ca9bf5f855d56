import { randomUUID } from 'node:crypto'
import type postgres from 'postgres'
import { inject } from 'vitest'
import { deliverStripeEvent, recordedStripeRequests, stripeEvent, stripeId } from '../tools/stripe-stand-in.ts'
import { afterAll, describe, expect, openWorkerDatabase, test } from './fixtures.ts'
import { get, origin, post } from './http.ts'
import { answersToOthersThanOwners, companyWithMembers, OWNERS_ONLY } from './workspace.ts'

/**
 * The owners' billing page and its forms (ADR 061) in the built Worker, Stripe's stand-in
 * behind it: "Passer à Pro" to Checkout, the return "being confirmed" until the signed event
 * landed, then Pro and what leaving it changes; the Portal; the Enterprise request. A
 * recruiter and a stranger reach none of it.
 */
const made: string[] = []

afterAll(async () => {
  const sql = openWorkerDatabase()
  try {
    await sql`delete from companies where slug in ${sql(made)}`
    await sql`delete from users where email like ${'%@billing-page.example'}`
  } finally {
    await sql.end()
  }
})

/** A Starter company of the test's own, its owner and a recruiter signed in. */
async function space(sql: postgres.Sql) {
  const slug = `facture-${randomUUID().slice(0, 8)}`
  made.push(slug)
  return companyWithMembers(sql, { slug, name: 'Atelier Abonné', emailDomain: 'billing-page.example' })
}

const PAGE = '/fr/workspace/billing'

describe('the billing page', () => {
  test('is the owners’: signed out, the door; a recruiter, a 404, for the page and its forms', async ({ sql }) => {
    const { recruiter } = await space(sql)
    const forms = ['checkout', 'portal', 'contact'].map((action) => `${PAGE}/${action}`)
    expect(await answersToOthersThanOwners(PAGE, recruiter, forms)).toEqual(OWNERS_ONLY(3))
  })

  test('"Passer à Pro" goes to Checkout; back, the payment is being confirmed until Stripe’s event, then Pro', async ({
    sql,
  }) => {
    const { id, owner } = await space(sql)
    const page = await get(PAGE, { headers: owner })
    expect(page.status).toBe(200)
    expect(page.headers['cache-control']).toBe('private, no-store')
    // Its forms' answers may send the browser to Stripe's hosted pages (here, the stand-in's).
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${inject('stripeStandIn')}`)
    expect(page.text).toContain('Passer à Pro')
    expect(page.text).toContain('Offres illimitées')

    // Without the site's Origin: refused before anything is asked of Stripe.
    const { Origin: _, ...crossSite } = owner
    expect((await post(`${PAGE}/checkout`, { headers: crossSite })).status).toBe(403)

    const checkout = await post(`${PAGE}/checkout`, { headers: owner })
    expect(checkout.status).toBe(303)
    const standIn = inject('stripeStandIn')
    expect(checkout.headers.location).toMatch(new RegExp(`^${standIn}/checkout/cs_test_`))
    const session = (await recordedStripeRequests(standIn)).findLast(
      (request) => request.path === '/v1/checkout/sessions' && request.params.client_reference_id === id,
    )
    expect(session?.params).toMatchObject({
      mode: 'subscription',
      success_url: `${origin()}${PAGE}?checkout=done`,
      'automatic_tax[enabled]': 'true',
    })

    // Back from Checkout before the webhook: the return URL changes nothing.
    const waiting = await get(`${PAGE}?checkout=done`, { headers: owner })
    expect(waiting.text).toContain('Votre paiement est en cours de confirmation')
    const [plan] = await sql`select plan from companies where id = ${id}`
    expect(plan).toEqual({ plan: 'starter' })

    const customer = session?.params.customer ?? ''
    const completed = stripeEvent('checkout.session.completed', {
      mode: 'subscription',
      client_reference_id: id,
      customer,
      subscription: stripeId('sub'),
      payment_status: 'paid',
    })
    expect((await deliverStripeEvent(`${origin()}/api/billing/stripe`, completed)).status).toBe(200)
    const done = await get(`${PAGE}?checkout=done`, { headers: owner })
    expect(done.text).toContain('Votre espace est passé à Pro')
    expect(done.text).toContain('Avant de quitter Pro')
    expect(done.text).not.toContain('Passer à Pro</button>')

    const portal = await post(`${PAGE}/portal`, { headers: owner })
    expect(portal.status).toBe(303)
    expect(portal.headers.location).toContain(`${standIn}/portal/bps_`)
  })

  test('the Enterprise request: a refused field is a 422 naming it; a good one is e-mailed to sales', async ({
    sql,
  }) => {
    const { owner, slug } = await space(sql)
    const refused = await post(`${PAGE}/contact`, { headers: owner, form: { name: 'Ada', need: '', size: '11-50' } })
    expect(refused.status).toBe(422)
    expect(refused.text).toContain('Décrivez votre besoin')
    const need = `Trois sites et le SSO (${slug})`
    const sent = await post(`${PAGE}/contact`, { headers: owner, form: { name: 'Ada', need, size: '11-50' } })
    expect(sent.status).toBe(303)
    expect(sent.headers.location).toBe(`${PAGE}?contact=sent`)
    const rows = await sql`
      select to_address, subject from email_outbox where kind = 'sales_contact' and text_body like ${`%${need}%`}`
    expect(rows).toEqual([{ to_address: 'ventes@talentsite.example', subject: 'Demande Enterprise : Atelier Abonné' }])
  })
})
