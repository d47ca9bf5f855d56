import { randomUUID } from 'node:crypto'
import { get as httpGet } from 'node:http'
import type postgres from 'postgres'
import {
  deliverStripeEvent,
  STRIPE_TEST_WEBHOOK_SECRET,
  stripeEvent,
  stripeId,
  stripeSignature,
} from '../tools/stripe-stand-in.ts'
import { afterAll, describe, expect, openWorkerDatabase, test } from './fixtures.ts'
import { get, origin, outageOrigin } from './http.ts'

/**
 * Stripe's word is the only word (ADR 060), in the built Worker: only signed events reach
 * the plan, each once, in any order. Each test makes a company of its own with its Stripe
 * customer, as Checkout leaves it, and sends the events Stripe would.
 */
const webhook = () => `${origin()}/api/billing/stripe`
const made: string[] = []

afterAll(async () => {
  const sql = openWorkerDatabase()
  try {
    await sql`delete from companies where slug in ${sql(made)}`
  } finally {
    await sql.end()
  }
})

type Company = { id: string; slug: string; customer: string }

async function companyWithCustomer(sql: postgres.Sql, plan: 'starter' | 'pro' = 'starter'): Promise<Company> {
  const slug = `billing-${randomUUID().slice(0, 8)}`
  made.push(slug)
  const customer = stripeId('cus')
  const [row] = await sql<{ id: string }[]>`
    with company as (
      insert into companies (slug, name, workspace_id, plan) values (${slug}, 'Facturée', gen_random_uuid(), ${plan})
      returning id
    )
    insert into company_billing (company_id, stripe_customer_id) select id, ${customer} from company returning company_id as id
  `
  return { id: row?.id ?? '', slug, customer }
}

const planOf = async (sql: postgres.Sql, company: Company) =>
  (await sql<{ plan: string }[]>`select plan from companies where id = ${company.id}`)[0]?.plan

function checkoutCompleted(company: Company, subscription: string, options: { id?: string; created?: number } = {}) {
  return stripeEvent(
    'checkout.session.completed',
    {
      id: stripeId('cs_test'),
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: company.id,
      customer: company.customer,
      subscription,
      payment_status: 'paid',
      status: 'complete',
    },
    options,
  )
}

function subscriptionEvent(
  type: 'customer.subscription.updated' | 'customer.subscription.deleted',
  company: Company,
  subscription: string,
  status: string,
  created: number,
) {
  return stripeEvent(
    type,
    { id: subscription, object: 'subscription', customer: company.customer, status },
    { created },
  )
}

/** A person's view of the company's home (statistics count those only), then the cron's flush. */
async function viewAndFlush(slug: string, campaign: string) {
  await new Promise<void>((resolve, reject) => {
    const headers = {
      'User-Agent': `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140 billing/${campaign}`,
      'Sec-Fetch-Mode': 'navigate',
      'Sec-Fetch-Dest': 'document',
      'CF-Connecting-IP': '198.51.100.77',
    }
    httpGet(new URL(`/fr/${slug}?utm_source=billing&utm_campaign=${campaign}`, origin()), { headers }, (response) => {
      response.resume()
      response.on('end', resolve)
    }).on('error', reject)
  })
  expect((await get('/cdn-cgi/local/scheduled?cron=*/5+*+*+*+*')).status).toBe(200)
}

const viewsCounted = async (sql: postgres.Sql, campaign: string) =>
  (
    await sql<{ views: number }[]>`
      select coalesce(sum(views), 0)::int as views from stats_daily where campaign = ${campaign}`
  )[0]?.views ?? 0

async function publishJobs(sql: postgres.Sql, company: Company, count: number) {
  await sql`
    insert into jobs (company_id, workspace_id, title, status)
    select ${company.id}, workspace_id, 'Offre ' || n, 'published'
    from companies, generate_series(1, ${count}) as n where id = ${company.id}
  `
}

describe('POST /api/billing/stripe', () => {
  test('a signed checkout.session.completed moves the company to Pro: statistics start, the limit is gone', async ({
    sql,
  }) => {
    const company = await companyWithCustomer(sql)
    await publishJobs(sql, company, 3)
    // Starter: a fourth visible offer is refused, and a visit is not counted.
    await expect(publishJobs(sql, company, 1)).rejects.toThrow(/plan_visible_job_limit|at most 3/)
    const before = `before-${randomUUID().slice(0, 8)}`
    await viewAndFlush(company.slug, before)

    const answer = await deliverStripeEvent(webhook(), checkoutCompleted(company, stripeId('sub')))
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ ok: true, replay: false })
    expect(await planOf(sql, company)).toBe('pro')

    await publishJobs(sql, company, 2)
    const after = `after-${randomUUID().slice(0, 8)}`
    await viewAndFlush(company.slug, after)
    await expect.poll(() => viewsCounted(sql, after)).toBe(1)
    expect(await viewsCounted(sql, before)).toBe(0)
  })

  test('the same event twice, and twice at once, changes the plan once and is recorded once', async ({ sql }) => {
    const company = await companyWithCustomer(sql)
    const id = stripeId('evt')
    const payload = checkoutCompleted(company, stripeId('sub'), { id })
    const [first, second] = await Promise.all([
      deliverStripeEvent(webhook(), payload),
      deliverStripeEvent(webhook(), payload),
    ])
    const bodies = [await first.json(), await second.json()]
    expect([first.status, second.status]).toEqual([200, 200])
    expect(bodies).toEqual(
      expect.arrayContaining([
        { ok: true, replay: false },
        { ok: true, replay: true },
      ]),
    )

    // Moved back by an operator: a third delivery of the same event changes nothing again.
    await sql`update companies set plan = 'starter' where id = ${company.id}`
    const third = await deliverStripeEvent(webhook(), payload)
    expect(await third.json()).toEqual({ ok: true, replay: true })
    expect(await planOf(sql, company)).toBe('starter')
    const [recorded] = await sql<{ n: number }[]>`select count(*)::int as n from stripe_events where id = ${id}`
    expect(recorded?.n).toBe(1)
  })

  test('a forged, stale, missing or other endpoint’s signature is a 400 and changes nothing', async ({ sql }) => {
    const company = await companyWithCustomer(sql)
    const now = Math.floor(Date.now() / 1000)
    const cases: [string, string, string][] = []
    const payload = checkoutCompleted(company, stripeId('sub'))
    cases.push(['forged', payload, stripeSignature(payload, 'whsec_someone_else')])
    cases.push(['stale', payload, stripeSignature(payload, STRIPE_TEST_WEBHOOK_SECRET, now - 301)])
    cases.push(['missing', payload, ''])
    const signed = stripeSignature(payload, STRIPE_TEST_WEBHOOK_SECRET)
    cases.push(['body changed after signing', payload.replace('"paid"', '"paid" '), signed])
    for (const [label, body, signature] of cases) {
      const answer = await fetch(webhook(), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(signature && { 'Stripe-Signature': signature }) },
        body,
      })
      expect({ label, status: answer.status }).toEqual({ label, status: 400 })
    }
    expect(await planOf(sql, company)).toBe('starter')
    const eventId = (JSON.parse(payload) as { id: string }).id
    expect(await sql`select 1 from stripe_events where id = ${eventId}`).toHaveLength(0)
  })

  test('customer.subscription.deleted moves a Pro company to Starter, every visible offer kept', async ({ sql }) => {
    const company = await companyWithCustomer(sql)
    const subscription = stripeId('sub')
    const now = Math.floor(Date.now() / 1000)
    await deliverStripeEvent(webhook(), checkoutCompleted(company, subscription, { created: now - 60 }))
    await publishJobs(sql, company, 5)

    const deleted = subscriptionEvent('customer.subscription.deleted', company, subscription, 'canceled', now)
    expect((await deliverStripeEvent(webhook(), deleted)).status).toBe(200)
    expect(await planOf(sql, company)).toBe('starter')
    const list = await get(`/fr/${company.slug}/jobs`)
    expect(list.status).toBe(200)
    expect(list.text.match(/Offre \d/g)).toHaveLength(5)
    // No new publication over 3 (ADR 041).
    await expect(publishJobs(sql, company, 1)).rejects.toThrow(/plan_visible_job_limit|at most 3/)
  })

  test('an updated event older than the deletion, arriving after it, changes nothing', async ({ sql }) => {
    const company = await companyWithCustomer(sql)
    const subscription = stripeId('sub')
    const now = Math.floor(Date.now() / 1000)
    await deliverStripeEvent(webhook(), checkoutCompleted(company, subscription, { created: now - 120 }))
    const deleted = subscriptionEvent('customer.subscription.deleted', company, subscription, 'canceled', now)
    const late = subscriptionEvent('customer.subscription.updated', company, subscription, 'active', now - 60)
    expect((await deliverStripeEvent(webhook(), deleted)).status).toBe(200)
    const answer = await deliverStripeEvent(webhook(), late)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ ok: true, replay: false })
    expect(await planOf(sql, company)).toBe('starter')
    const [state] = await sql`select subscription_status from company_billing where company_id = ${company.id}`
    expect(state).toEqual({ subscription_status: 'canceled' })
  })

  test('a signed event with a field unlike Stripe’s is a 422 naming it; an event type not handled, a 200', async () => {
    const broken = stripeEvent('customer.subscription.updated', { id: 'sub_x', customer: 'cus_x', status: 'wonky' })
    const refused = await deliverStripeEvent(webhook(), broken)
    expect(refused.status).toBe(422)
    expect(await refused.json()).toEqual({ ok: false, error: 'invalid-field', field: 'data.object.status' })
    const other = await deliverStripeEvent(webhook(), stripeEvent('charge.refunded', { id: 'ch_1' }))
    expect(await other.json()).toEqual({ ok: true, ignored: true })
  })

  test('without Stripe’s settings (the outage Worker has none) it answers 503 and reads nothing', async () => {
    const answer = await deliverStripeEvent(`${outageOrigin()}/api/billing/stripe`, stripeEvent('invoice.paid', {}))
    expect(answer.status).toBe(503)
    expect(await answer.json()).toEqual({ ok: false, error: 'not-configured' })
  })
})
