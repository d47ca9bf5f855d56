import type postgres from 'postgres'
import type { PlanId } from '#domain/plans.ts'
import { fromJsonRow } from '#server/db/json-rows.ts'
import type { SubscriptionStatus } from './stripe-events.ts'

/** The invoices the billing page lists: the latest ones (Stripe's portal keeps them all). */
export const INVOICES_SHOWN = 12

export type BillingInvoice = {
  id: string
  number: string | null
  status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void'
  /** In the currency's minor units, as text (bigint). */
  amountDue: string
  amountPaid: string
  currency: string
  hostedInvoiceUrl: string | null
  invoicePdf: string | null
  issuedAt: Date
}

/** What the billing page shows of a company (ADR 061). */
export type BillingOverview = {
  companyName: string
  slug: string
  plan: PlanId
  subscriptionStatus: SubscriptionStatus | null
  graceUntil: Date | null
  hasCustomer: boolean
  /** Its visible offers now: all of them stay visible on Starter (ADR 041). */
  visibleJobs: number
  invoices: BillingInvoice[]
}

/**
 * The company's plan, subscription state, visible offers and latest invoices, in one
 * statement (ADR 050): the invoices from their (company, issued_at) index, at most
 * INVOICES_SHOWN. Null for a company that is gone.
 */
export async function readBillingOverview(sql: postgres.ISql, companyId: string): Promise<BillingOverview | null> {
  const [row] = await sql<(Omit<BillingOverview, 'invoices'> & { invoices: Record<string, unknown>[] })[]>`
    select c.name as company_name, c.slug, c.plan, b.subscription_status, b.grace_until, b.stripe_customer_id is not null as has_customer,
      coalesce(s.visible_jobs, 0) as visible_jobs,
      coalesce((
        select jsonb_agg(i order by i.issued_at desc, i.id desc)
        from (
          select id, number, status, amount_due::text, amount_paid::text, currency, hosted_invoice_url, invoice_pdf,
            issued_at
          from billing_invoices where company_id = c.id
          order by issued_at desc, id desc
          limit ${INVOICES_SHOWN}
        ) i
      ), '[]'::jsonb) as invoices
    from companies c
    left join company_billing b on b.company_id = c.id
    left join company_job_stats s on s.company_id = c.id
    where c.id = ${companyId}
  `
  if (!row) return null
  return {
    ...row,
    hasCustomer: row.hasCustomer ?? false,
    invoices: row.invoices.map((invoice) => fromJsonRow<BillingInvoice>(invoice, ['issuedAt'])),
  }
}
