import { randomUUID } from 'node:crypto'
import type postgres from 'postgres'
import { inject } from 'vitest'
import { deliverStripeEvent, recordedStripeRequests, stripeEvent, stripeId } from '../tools/stripe-stand-in.ts'
import { validateHtml } from '../tools/validators.ts'
import { afterAll, describe, expect, openWorkerDatabase, test } from './fixtures.ts'
import { get, origin, post } from './http.ts'
import { companyWithMembers, fromSite, requestSignIn, sessionCookieOf } from './workspace.ts'

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

/** The newest link e-mailed to this test's own address, its query included. */
async function emailedLink(sql: postgres.Sql, email: string): Promise<string> {
  const [mail] = await sql<{ text: string }[]>`
    select text_body as text from email_outbox where to_address = ${email} and kind = 'workspace_sign_in'
    order by created_at desc limit 1`
  return /\/fr\/workspace\/link\/[\w-]+(\?next=\w+)?/.exec(mail?.text ?? '')?.[0] ?? ''
}

describe('the billing page', () => {
  test('is the owners’: signed out, the door; a recruiter, a 404, for the page and its forms', async ({ sql }) => {
    const { recruiter } = await space(sql)
    const signedOut = await get(PAGE)
    expect(signedOut.status).toBe(302)
    expect(signedOut.headers.location).toBe('/fr/workspace?next=billing')
    expect((await get(PAGE, { headers: recruiter })).status).toBe(404)
    for (const action of ['checkout', 'portal', 'contact'])
      expect((await post(`${PAGE}/${action}`, { headers: recruiter, form: {} })).status).toBe(404)
  })

  test('the landing’s Pro: the door, then the e-mailed link, opens the billing page; `next` names nothing else', async ({
    sql,
  }) => {
    const landing = await get('/fr/')
    const proCard = landing.text.split('data-plan="pro"')[1]?.split('data-plan="enterprise"')[0]
    expect(proCard).toContain('href="/fr/workspace/billing"')
    const door = await get('/fr/workspace?next=billing')
    expect(door.text).toContain('la page Abonnement s&#x27;ouvrira ensuite pour passer à Pro')

    const slug = `facture-${randomUUID().slice(0, 8)}`
    made.push(slug)
    const email = `owner-${slug}@billing-page.example`
    const form = { intent: 'create-space', email, companyName: 'Atelier Pressé', slug }
    expect((await post('/fr/workspace?next=billing', { form, headers: fromSite() })).status).toBe(303)
    const link = await emailedLink(sql, email)
    expect(link).toMatch(/^\/fr\/workspace\/link\/[\w-]{43}\?next=billing$/)
    const opened = await post(link, { headers: fromSite() })
    expect(opened.status).toBe(303)
    expect(opened.headers.location).toBe('/fr/workspace/billing')
    const page = await get(opened.headers.location ?? '', { headers: { Cookie: sessionCookieOf(opened) } })
    expect(page.status).toBe(200)
    expect(page.text).toContain('Passer à Pro</button>')

    // A `next` outside the list, or a link whose query was changed to one, lands on the home.
    for (const next of ['https://evil.example', '//evil.example', '/fr/workspace/members']) {
      expect((await requestSignIn(email, 'fr')).status).toBe(303)
      const plain = await emailedLink(sql, email)
      expect(plain).not.toContain('?')
      const tampered = await post(`${plain}?next=${encodeURIComponent(next)}`, { headers: fromSite() })
      expect(tampered.status).toBe(303)
      expect(tampered.headers.location).toBe('/fr/workspace')
    }
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
    // Without JavaScript the page refreshes itself, a bounded number of times (ADR 069).
    const refresh = (html: string) => /<noscript><meta http-equiv="refresh" content="([^"]*)"/.exec(html)?.[1]
    expect(refresh(waiting.text)).toBe(`5; url=${PAGE}?checkout=done&amp;check=1`)
    expect(refresh((await get(`${PAGE}?checkout=done&check=7`, { headers: owner })).text)).toContain('check=8')
    expect(refresh((await get(`${PAGE}?checkout=done&check=24`, { headers: owner })).text)).toBeUndefined()
    expect(refresh((await get(`${PAGE}?checkout=done&check=x`, { headers: owner })).text)).toContain('check=1')
    // The refresh in the head's <noscript>, as W3C's checker reads it.
    expect(await validateHtml([{ name: 'billing, being confirmed', html: waiting.text }])).toEqual([])
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
    expect(done.text).not.toContain('http-equiv="refresh"')

    // On Pro, four offers published and the first invoice paid: the page says what leaving
    // Pro changes (ADR 041, 042, 051), with their number, and lists the invoice.
    await sql`
      insert into jobs (company_id, workspace_id, title, status)
      select id, workspace_id, 'Offre ' || n, 'published' from companies, generate_series(1, 4) n where id = ${id}`
    const invoice = stripeEvent('invoice.paid', {
      id: stripeId('in'),
      customer,
      number: `TS-${id.slice(0, 8)}`,
      status: 'paid',
      amount_due: 3480,
      amount_paid: 3480,
      currency: 'eur',
      hosted_invoice_url: 'https://invoice.stripe.com/i/test',
      created: Math.floor(Date.now() / 1000),
    })
    expect((await deliverStripeEvent(`${origin()}/api/billing/stripe`, invoice)).status).toBe(200)
    const onPro = (await get(PAGE, { headers: owner })).text.replaceAll('&#x27;', "'").replaceAll('\u00a0', ' ')
    const leaving = onPro.slice(
      onPro.indexOf('Avant de quitter Pro'),
      onPro.indexOf('</section>', onPro.indexOf('Avant de quitter Pro')),
    )
    expect(leaving).toContain('vos 4 offres visibles restent en ligne')
    expect(leaving).toContain("tant qu'il y en a plus de 3, vous ne pourrez pas en publier de nouvelle")
    expect(leaving).toContain('les statistiques ne sont plus comptées (celles déjà comptées restent consultables)')
    expect(leaving).toContain("la couleur de votre marque n'est plus affichée")
    expect(onPro).toMatch(new RegExp(`>TS-${id.slice(0, 8)}</a></td><td>[^<]+</td><td>34,80 €</td><td>Payée</td>`))
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
