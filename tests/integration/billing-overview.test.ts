import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { INVOICES_SHOWN, readBillingOverview } from '#server/features/billing/overview.ts'
import { stripeId } from '../tools/stripe-stand-in.ts'
import { setUpWorkerRoleDatabase } from './worker-role-database.ts'

// What the billing page reads of a company (ADR 061), in one statement, as the Worker's role.
const { sql, owner } = setUpWorkerRoleDatabase('billing_overview')

const slugs = new Map<string, string>()

async function company(plan: 'starter' | 'pro') {
  const slug = `overview-${randomUUID().slice(0, 8)}`
  slugs.set(plan, slug)
  const [row] = await owner<{ id: string }[]>`
    insert into companies (slug, name, workspace_id, plan) values (${slug}, 'Vue', gen_random_uuid(), ${plan})
    returning id`
  return row?.id ?? ''
}

describe('readBillingOverview', () => {
  it('says a company that never went to Checkout is on its plan, without customer or invoice', async () => {
    const id = await company('starter')
    expect(await readBillingOverview(sql, id)).toEqual({
      companyName: 'Vue',
      slug: slugs.get('starter'),
      plan: 'starter',
      subscriptionStatus: null,
      graceUntil: null,
      hasCustomer: false,
      visibleJobs: 0,
      invoices: [],
    })
    expect(await readBillingOverview(sql, randomUUID())).toBe(null)
  })

  it('reads the subscription, the visible offers and the latest invoices, newest first', async () => {
    const id = await company('pro')
    const grace = new Date(Date.now() + 5 * 86_400_000)
    await owner`
      insert into company_billing (company_id, stripe_customer_id, subscription_id, subscription_status, status_at, grace_until)
      values (${id}, ${stripeId('cus')}, ${stripeId('sub')}, 'past_due', now(), ${grace})`
    await owner`
      insert into jobs (company_id, workspace_id, title, status)
      select id, workspace_id, 'Offre ' || n, 'published' from companies, generate_series(1, 4) n where id = ${id}`
    const base = Date.UTC(2026, 0, 1)
    for (let month = 0; month < INVOICES_SHOWN + 3; month++) {
      await owner`
        insert into billing_invoices (id, company_id, number, status, amount_due, amount_paid, currency, issued_at, status_at)
        values (${`in_${month}`}, ${id}, ${`TS-${month}`}, 'paid', 3480, 3480, 'eur',
          ${new Date(base + month * 31 * 86_400_000)}, now())`
    }
    const overview = await readBillingOverview(sql, id)
    expect(overview).toMatchObject({
      plan: 'pro',
      subscriptionStatus: 'past_due',
      graceUntil: grace,
      hasCustomer: true,
      visibleJobs: 4,
    })
    expect(overview?.invoices).toHaveLength(INVOICES_SHOWN)
    expect(overview?.invoices[0]).toEqual({
      id: `in_${INVOICES_SHOWN + 2}`,
      number: `TS-${INVOICES_SHOWN + 2}`,
      status: 'paid',
      amountDue: '3480',
      amountPaid: '3480',
      currency: 'eur',
      hostedInvoiceUrl: null,
      invoicePdf: null,
      issuedAt: new Date(base + (INVOICES_SHOWN + 2) * 31 * 86_400_000),
    })
    expect(overview?.invoices.at(-1)?.id).toBe('in_3')
  })
})
