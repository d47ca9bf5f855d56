import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { parseStripeEvent } from '#server/features/billing/stripe-events.ts'
import { runBillingUpkeep } from '#server/features/billing/upkeep.ts'
import { applyStripeEvent } from '#server/features/billing/webhook.ts'
import { stripeEvent, stripeId } from '../tools/stripe-stand-in.ts'
import { setUpWorkerRoleDatabase } from './worker-role-database.ts'

/**
 * What Stripe's events do to a company, as the Worker's role applies them (ADR 060): the
 * grace of a past_due subscription and its end, the owners' e-mails, the invoices' list,
 * Enterprise left alone. The signature and the HTTP answers: tests/worker/billing-webhook.test.ts.
 */
const { sql, owner } = setUpWorkerRoleDatabase('billing')
const ORIGIN = 'https://talentsite.example'
const DAY = 86_400

type Company = { id: string; customer: string; label: string }

/** A company with its Stripe customer, two owners (fr, en) and a recruiter. */
async function company(plan: 'starter' | 'enterprise' = 'starter'): Promise<Company> {
  const label = `billing-${randomUUID().slice(0, 8)}`
  const customer = stripeId('cus')
  const [row] = await owner<{ id: string }[]>`
    insert into companies (slug, name, workspace_id, plan) values (${label}, 'Atelier Facturé', gen_random_uuid(), ${plan})
    returning id`
  const id = row?.id ?? ''
  await owner`insert into company_billing (company_id, stripe_customer_id) values (${id}, ${customer})`
  for (const [who, locale, role] of [
    ['owner-fr', 'fr', 'owner'],
    ['owner-en', 'en', 'owner'],
    ['recruiter', 'fr', 'recruiter'],
  ] as const) {
    await owner`
      with u as (insert into users (email, locale) values (${`${who}@${label}.example`}, ${locale}) returning id)
      insert into company_members (company_id, user_id, role) select ${id}, id, ${role} from u`
  }
  return { id, customer, label }
}

async function send(type: string, object: Record<string, unknown>, created: number) {
  const parsed = parseStripeEvent(JSON.parse(stripeEvent(type, object, { created })))
  if (!parsed.ok || !parsed.event) throw new Error(`not an event billing acts on: ${type}`)
  return applyStripeEvent(sql, ORIGIN, parsed.event)
}

const subscription = (c: Company, id: string, status: string) => ({ id, customer: c.customer, status })
const checkout = (c: Company, sub: string) => ({
  mode: 'subscription',
  client_reference_id: c.id,
  customer: c.customer,
  subscription: sub,
  payment_status: 'paid',
})

async function state(c: Company) {
  const [row] = await owner<{ plan: string; status: string | null; graceUntil: Date | null }[]>`
    select c.plan, b.subscription_status as status, b.grace_until as "graceUntil"
    from companies c join company_billing b on b.company_id = c.id where c.id = ${c.id}`
  return row
}

const emails = (c: Company, kind: string) =>
  owner<{ to: string; locale: string; subject: string }[]>`
    select to_address as to, locale, subject from email_outbox
    where kind = ${kind} and to_address like ${`%@${c.label}.example`} order by to_address`

describe('a past_due subscription', () => {
  it('keeps Pro for 14 days and tells each owner once, in their language', async () => {
    const c = await company()
    const sub = stripeId('sub')
    const now = Math.floor(Date.now() / 1000)
    await send('checkout.session.completed', checkout(c, sub), now - 3 * DAY)
    const pastDue = await send('customer.subscription.updated', subscription(c, sub, 'past_due'), now - DAY)
    expect(pastDue).toEqual({ status: 'applied', emailed: true })
    expect(await state(c)).toEqual({
      plan: 'pro',
      status: 'past_due',
      graceUntil: new Date((now - DAY + 14 * DAY) * 1000),
    })
    expect(await emails(c, 'billing_past_due')).toEqual([
      {
        to: `owner-en@${c.label}.example`,
        locale: 'en',
        subject: "Payment overdue: the Atelier Facturé space's Pro subscription",
      },
      {
        to: `owner-fr@${c.label}.example`,
        locale: 'fr',
        subject: "Paiement en retard : l'abonnement Pro de l'espace Atelier Facturé",
      },
    ])
    // Still past_due a day later: no new grace, no new e-mail.
    expect(await send('customer.subscription.updated', subscription(c, sub, 'past_due'), now)).toEqual({
      status: 'applied',
      emailed: false,
    })
    expect(await emails(c, 'billing_past_due')).toHaveLength(2)
    expect((await state(c))?.graceUntil).toEqual(new Date((now - DAY + 14 * DAY) * 1000))
  })

  it('moves to Starter once its grace is over, at the cron’s run', async () => {
    const c = await company()
    const sub = stripeId('sub')
    const now = Math.floor(Date.now() / 1000)
    await send('checkout.session.completed', checkout(c, sub), now - 20 * DAY)
    await send('customer.subscription.updated', subscription(c, sub, 'past_due'), now - 15 * DAY)
    // The event came late: its grace is already over when it is applied.
    expect(await state(c)).toMatchObject({ plan: 'starter', status: 'past_due' })

    const d = await company()
    const dSub = stripeId('sub')
    await send('checkout.session.completed', checkout(d, dSub), now - 2 * DAY)
    await send('customer.subscription.updated', subscription(d, dSub, 'past_due'), now - DAY)
    expect((await state(d))?.plan).toBe('pro')
    // Time passes (the trigger is not what moves it then: nothing is written).
    await owner.begin(async (tx) => {
      await tx`set local session_replication_role = replica`
      await tx`update company_billing set grace_until = now() - interval '1 second' where company_id = ${d.id}`
    })
    expect((await runBillingUpkeep(sql)).moved).toBeGreaterThanOrEqual(1)
    expect((await state(d))?.plan).toBe('starter')
    // Paid at last: Pro again.
    await send('customer.subscription.updated', subscription(d, dSub, 'active'), now)
    expect(await state(d)).toEqual({ plan: 'pro', status: 'active', graceUntil: null })
  })
})

describe('a subscription’s status', () => {
  it('gives Pro while active or trialing, Starter once unpaid, canceled, paused or expired', async () => {
    const now = Math.floor(Date.now() / 1000)
    const plans: Record<string, string> = {}
    for (const status of ['trialing', 'active', 'unpaid', 'canceled', 'paused', 'incomplete_expired']) {
      const c = await company()
      const sub = stripeId('sub')
      await send('checkout.session.completed', checkout(c, sub), now - 60)
      await send('customer.subscription.updated', subscription(c, sub, status), now)
      plans[status] = (await state(c))?.plan ?? ''
    }
    expect(plans).toEqual({
      trialing: 'pro',
      active: 'pro',
      unpaid: 'starter',
      canceled: 'starter',
      paused: 'starter',
      incomplete_expired: 'starter',
    })
  })

  it('is never set back by an older event arriving late: no grace, no e-mail', async () => {
    const c = await company()
    const sub = stripeId('sub')
    const now = Math.floor(Date.now() / 1000)
    await send('checkout.session.completed', checkout(c, sub), now - 3 * DAY)
    // Paid again (active, today), after the past_due of yesterday, whose event comes second.
    await send('customer.subscription.updated', subscription(c, sub, 'active'), now)
    const late = await send('customer.subscription.updated', subscription(c, sub, 'past_due'), now - DAY)
    expect(late).toEqual({ status: 'applied', emailed: false })
    expect(await state(c)).toEqual({ plan: 'pro', status: 'active', graceUntil: null })
    expect(await emails(c, 'billing_past_due')).toEqual([])
  })
})

describe('invoices', () => {
  it('are listed as their latest event says, and a failed payment is e-mailed to the owners', async () => {
    const c = await company()
    const id = stripeId('in')
    const now = Math.floor(Date.now() / 1000)
    const invoice = (status: string, paid: number) => ({
      id,
      customer: c.customer,
      number: 'TS-0001',
      status,
      amount_due: 3480,
      amount_paid: paid,
      currency: 'eur',
      hosted_invoice_url: 'https://invoice.stripe.com/i/test',
      invoice_pdf: 'https://pay.stripe.com/invoice/test/pdf',
      created: now - 60,
    })
    expect(await send('invoice.payment_failed', invoice('open', 0), now - 30)).toEqual({
      status: 'applied',
      emailed: true,
    })
    const failed = await emails(c, 'billing_payment_failed')
    expect(failed.map((email) => email.subject)).toEqual([
      "Payment failed for the Atelier Facturé space's subscription",
      "Échec du paiement de l'abonnement de l'espace Atelier Facturé",
    ])
    await send('invoice.paid', invoice('paid', 3480), now)
    // The failure's event again, late: the paid invoice stays paid.
    await send('invoice.payment_failed', invoice('open', 0), now - 10)
    const rows = await sql`
      select id, number, status, amount_paid, currency from billing_invoices where company_id = ${c.id}`
    expect(rows).toEqual([{ id, number: 'TS-0001', status: 'paid', amountPaid: '3480', currency: 'eur' }])
  })
})

describe('what Stripe never decides', () => {
  it('leaves an Enterprise company on Enterprise, whatever its subscription does', async () => {
    const c = await company('enterprise')
    const sub = stripeId('sub')
    const now = Math.floor(Date.now() / 1000)
    await send('checkout.session.completed', checkout(c, sub), now - 10)
    await send('customer.subscription.deleted', subscription(c, sub, 'canceled'), now)
    expect(await state(c)).toMatchObject({ plan: 'enterprise', status: 'canceled' })
  })

  it('changes nothing for a customer that is not one of ours', async () => {
    const stranger = { id: randomUUID(), customer: stripeId('cus'), label: 'nobody' }
    const outcome = await send('customer.subscription.updated', subscription(stranger, stripeId('sub'), 'active'), 1)
    expect(outcome).toEqual({ status: 'applied', emailed: false })
  })

  it('is not the Worker’s role writing a plan itself', async () => {
    const c = await company()
    await expect(sql`update companies set plan = 'pro' where id = ${c.id}`).rejects.toMatchObject({ code: '42501' })
    await expect(sql`select end_lapsed_billing_grace()`).resolves.toBeDefined()
    const [calls] = await owner`
      select has_function_privilege('career_site_worker', 'follow_billing_plan()', 'execute') as follow`
    expect(calls).toEqual({ follow: false })
  })
})
