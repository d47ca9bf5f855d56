import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BillingDependencies, startCheckout, startPortal } from '#server/features/billing/checkout.ts'
import { billingConfigOf } from '#server/features/billing/config.ts'
import {
  STRIPE_TEST_PRICE_PRO,
  STRIPE_TEST_SECRET_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  type StripeStandIn,
  startStripeStandIn,
} from '../tools/stripe-stand-in.ts'
import { setUpWorkerRoleDatabase } from './worker-role-database.ts'

/**
 * "Passer à Pro" and "Gérer l'abonnement" (ADR 060): the Checkout and Billing Portal
 * sessions the Worker asks Stripe for, through the official SDK, as Stripe's stand-in
 * records them; the company's customer made once, whatever clicks twice.
 */
const { sql, owner } = setUpWorkerRoleDatabase('billing_checkout')
let stripe: StripeStandIn
let deps: BillingDependencies

beforeAll(async () => {
  stripe = await startStripeStandIn()
  const billing = billingConfigOf(
    {
      STRIPE_SECRET_KEY: STRIPE_TEST_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
      STRIPE_PRICE_PRO: STRIPE_TEST_PRICE_PRO,
      STRIPE_API_BASE: stripe.url,
      SALES_EMAIL: 'ventes@talentsite.example',
    },
    true,
  )
  if (!billing) throw new Error('billing not configured')
  deps = { sql, billing }
})

afterAll(async () => {
  await stripe?.close()
})

const URLS = {
  success: 'https://talentsite.example/fr/workspace/billing/return?session={CHECKOUT_SESSION_ID}',
  cancel: 'https://talentsite.example/fr/workspace/billing',
  portalReturn: 'https://talentsite.example/fr/workspace/billing',
}

async function company() {
  const slug = `checkout-${randomUUID().slice(0, 8)}`
  const [row] = await owner<{ id: string }[]>`
    insert into companies (slug, name, workspace_id) values (${slug}, 'Atelier Payant', gen_random_uuid()) returning id`
  return { id: row?.id ?? '', name: 'Atelier Payant', ownerEmail: `owner@${slug}.example`, locale: 'fr' as const }
}

const requestsTo = (path: string, since: number) => stripe.requests.slice(since).filter((r) => r.path === path)

describe('startCheckout', () => {
  it('asks Stripe for a subscription Checkout of the Pro price, with tax, for the company’s customer', async () => {
    const c = await company()
    const since = stripe.requests.length
    const redirect = await startCheckout(deps, c, URLS)
    expect(redirect).toEqual({ url: expect.stringMatching(new RegExp(`^${stripe.url}/checkout/cs_test_`)) })

    const [customer] = requestsTo('/v1/customers', since)
    expect(customer?.idempotencyKey).toBe(`customer:${c.id}`)
    expect(customer?.params).toMatchObject({ email: c.ownerEmail, 'metadata[company_id]': c.id })
    const [session] = requestsTo('/v1/checkout/sessions', since)
    const [stored] = await sql`select stripe_customer_id from company_billing where company_id = ${c.id}`
    expect(session?.params).toMatchObject({
      mode: 'subscription',
      customer: stored?.stripeCustomerId,
      client_reference_id: c.id,
      'line_items[0][price]': STRIPE_TEST_PRICE_PRO,
      'line_items[0][quantity]': '1',
      'automatic_tax[enabled]': 'true',
      success_url: URLS.success,
      cancel_url: URLS.cancel,
      locale: 'fr',
    })
    // Nothing about the plan yet: only the signed event moves it.
    const [plan] = await owner`select plan from companies where id = ${c.id}`
    expect(plan).toEqual({ plan: 'starter' })

    // The next Checkout reuses the customer.
    const again = stripe.requests.length
    await startCheckout(deps, c, URLS)
    expect(requestsTo('/v1/customers', again)).toHaveLength(0)
    expect(requestsTo('/v1/checkout/sessions', again)[0]?.params.customer).toBe(stored?.stripeCustomerId)
  })

  it('makes one customer when "Passer à Pro" is clicked twice at once', async () => {
    const c = await company()
    const since = stripe.requests.length
    const [first, second] = await Promise.all([startCheckout(deps, c, URLS), startCheckout(deps, c, URLS)])
    expect(first).not.toBe('unavailable')
    expect(second).not.toBe('unavailable')
    // Both creations carry the company's idempotency key: Stripe makes one customer of them.
    const creations = requestsTo('/v1/customers', since)
    expect(creations.map((creation) => creation.idempotencyKey)).toEqual(creations.map(() => `customer:${c.id}`))
    const sessions = requestsTo('/v1/checkout/sessions', since)
    expect(sessions).toHaveLength(2)
    const [stored] = await sql`select stripe_customer_id from company_billing where company_id = ${c.id}`
    expect(new Set(sessions.map((session) => session.params.customer))).toEqual(new Set([stored?.stripeCustomerId]))
  })

  it('opens the Billing Portal instead for a company whose subscription still runs', async () => {
    const c = await company()
    await startCheckout(deps, c, URLS)
    await owner`
      update company_billing set subscription_id = 'sub_running', subscription_status = 'active', status_at = now()
      where company_id = ${c.id}`
    const since = stripe.requests.length
    const redirect = await startCheckout(deps, c, URLS)
    expect(redirect).toEqual({ url: expect.stringContaining(`${stripe.url}/portal/bps_`) })
    expect(requestsTo('/v1/checkout/sessions', since)).toHaveLength(0)
  })

  it('answers unavailable, and changes nothing, when Stripe cannot be reached', async () => {
    const c = await company()
    const down = { ...deps, billing: { ...deps.billing, api: { ...deps.billing.api, port: 9 } } }
    expect(await startCheckout(down, c, URLS)).toBe('unavailable')
    expect(await sql`select 1 from company_billing where company_id = ${c.id}`).toHaveLength(0)
  })
})

describe('startPortal', () => {
  it('opens the company’s Billing Portal with the way back, or nothing before its first Checkout', async () => {
    const c = await company()
    expect(await startPortal(deps, c, URLS.portalReturn)).toBe(null)
    await startCheckout(deps, c, URLS)
    const since = stripe.requests.length
    const redirect = await startPortal(deps, c, URLS.portalReturn)
    expect(redirect).toEqual({ url: expect.stringContaining('/portal/bps_') })
    const [portal] = requestsTo('/v1/billing_portal/sessions', since)
    const [stored] = await sql`select stripe_customer_id from company_billing where company_id = ${c.id}`
    expect(portal?.params).toEqual({ customer: stored?.stripeCustomerId, return_url: URLS.portalReturn, locale: 'fr' })
  })
})
