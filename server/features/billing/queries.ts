import type postgres from 'postgres'
import type { Sql } from '#server/db/client.ts'
import type { StripeInvoice, SubscriptionStatus } from './stripe-events.ts'
import type { SubscriptionState } from './subscription-state.ts'

/**
 * Billing's rows (ADR 060): company_billing (the Stripe customer and the subscription state
 * the plan follows, by the database's trigger), stripe_events (each event applied once) and
 * billing_invoices. The webhook's statements take the transaction's `tx`.
 */

export type HeldBilling = SubscriptionState & { companyId: string; companyName: string; customerId: string | null }

/** A company's billing row with the name its owners' e-mails show, locked until the transaction ends; null for none. */
async function lockedBilling(sql: postgres.ISql, where: postgres.PendingQuery<postgres.Row[]>) {
  const [row] = await sql<HeldBilling[]>`
    select b.company_id, c.name as "companyName", b.stripe_customer_id as "customerId", b.subscription_id,
      b.subscription_status as status, b.status_at, b.grace_until
    from company_billing b join companies c on c.id = b.company_id
    where ${where}
    for update of b
  `
  return row ?? null
}

/** Records the event; false when it was already recorded (a replay: apply nothing). */
export async function recordStripeEvent(
  tx: postgres.ISql,
  event: { id: string; type: string; createdAt: Date },
): Promise<boolean> {
  const rows = await tx`
    insert into stripe_events (id, type, stripe_created_at) values (${event.id}, ${event.type}, ${event.createdAt})
    on conflict (id) do nothing
    returning id
  `
  return rows.length === 1
}

/** The billing row of a Stripe customer, locked until the transaction ends; null for a customer not ours. */
export async function lockBillingOfCustomer(tx: postgres.ISql, customerId: string): Promise<HeldBilling | null> {
  return lockedBilling(tx, tx`b.stripe_customer_id = ${customerId}`)
}

/**
 * The billing row of the company a completed Checkout names, made if it has none (its
 * customer link was lost, or the row was never written), locked; null for an unknown company.
 */
export async function lockBillingOfCompany(
  tx: postgres.ISql,
  companyId: string,
  customerId: string,
): Promise<HeldBilling | null> {
  await tx`
    insert into company_billing (company_id, stripe_customer_id)
    select id, ${customerId} from companies where id = ${companyId}
    on conflict do nothing
  `
  return lockedBilling(tx, tx`b.company_id = ${companyId}`)
}

/** Writes the new subscription state (the trigger moves the plan). */
export async function writeSubscriptionState(
  tx: postgres.ISql,
  companyId: string,
  customerId: string,
  state: SubscriptionState,
): Promise<void> {
  await tx`
    update company_billing
    set stripe_customer_id = coalesce(stripe_customer_id, ${customerId}), subscription_id = ${state.subscriptionId},
      subscription_status = ${state.status}, status_at = ${state.statusAt}, grace_until = ${state.graceUntil},
      updated_at = now()
    where company_id = ${companyId}
  `
}

/** The company of a Stripe customer, with what its owners' e-mails name. */
export async function companyOfCustomer(
  tx: postgres.ISql,
  customerId: string,
): Promise<{ id: string; name: string } | null> {
  const [row] = await tx<{ id: string; name: string }[]>`
    select c.id, c.name from company_billing b join companies c on c.id = b.company_id
    where b.stripe_customer_id = ${customerId}
  `
  return row ?? null
}

/** Upserts an invoice as the event reports it, unless a newer event already did (out of order). */
export async function upsertInvoice(
  tx: postgres.ISql,
  companyId: string,
  invoice: StripeInvoice,
  statusAt: Date,
): Promise<boolean> {
  const rows = await tx`
    insert into billing_invoices (id, company_id, number, status, amount_due, amount_paid, currency,
      hosted_invoice_url, invoice_pdf, issued_at, status_at)
    values (${invoice.id}, ${companyId}, ${invoice.number}, ${invoice.status}, ${invoice.amount_due},
      ${invoice.amount_paid}, ${invoice.currency}, ${invoice.hosted_invoice_url ?? null}, ${invoice.invoice_pdf ?? null},
      ${new Date(invoice.created * 1000)}, ${statusAt})
    on conflict (id) do update set number = excluded.number, status = excluded.status,
      amount_due = excluded.amount_due, amount_paid = excluded.amount_paid, currency = excluded.currency,
      hosted_invoice_url = excluded.hosted_invoice_url, invoice_pdf = excluded.invoice_pdf,
      status_at = excluded.status_at
    where billing_invoices.status_at <= excluded.status_at
    returning id
  `
  return rows.length === 1
}

export type OwnerEmailKind = 'billing_past_due' | 'billing_payment_failed'
export type LocalisedMessages = Record<'fr' | 'en', { subject: string; html: string; text: string }>

/**
 * Queues the message to each owner of the company, in the owner's language, through the
 * database's function (the Worker's role reads no user's address). Returns how many.
 */
export async function queueOwnerEmails(
  tx: postgres.ISql,
  companyId: string,
  kind: OwnerEmailKind,
  dedupeKey: string,
  messages: LocalisedMessages,
): Promise<number> {
  const [row] = await tx<{ queued: number }[]>`
    select queue_owner_emails(${companyId}, ${kind}, ${dedupeKey}, ${tx.json(messages)}) as queued
  `
  return row?.queued ?? 0
}

/**
 * Keeps `customerId` as the company's customer unless it already has one, and returns the
 * one kept: two requests that each made a customer end up using the same.
 */
export async function keepCustomerOfCompany(sql: Sql, companyId: string, customerId: string): Promise<string> {
  const [row] = await sql<{ customerId: string }[]>`
    insert into company_billing (company_id, stripe_customer_id) values (${companyId}, ${customerId})
    on conflict (company_id) do update
      set stripe_customer_id = coalesce(company_billing.stripe_customer_id, excluded.stripe_customer_id),
        updated_at = now()
    returning stripe_customer_id as "customerId"
  `
  if (!row) throw new Error('company billing row not written')
  return row.customerId
}

/** Past_due companies whose grace is over move to Starter (the cron). */
export async function endLapsedGrace(sql: Sql): Promise<{ moved: number }> {
  const [row] = await sql<{ moved: number }[]>`select end_lapsed_billing_grace() as moved`
  return { moved: row?.moved ?? 0 }
}

/** Events older than Stripe's retries (3 days) are no longer needed to spot a replay. */
export async function deleteOldStripeEvents(sql: Sql, keptMs: number): Promise<{ deleted: number }> {
  const rows = await sql`delete from stripe_events where received_at < ${new Date(Date.now() - keptMs)} returning 1`
  return { deleted: rows.length }
}

/** The company's customer and subscription status (the checkout's and the billing page's reading). */
export async function companySubscription(
  sql: Sql,
  companyId: string,
): Promise<{ customerId: string | null; status: SubscriptionStatus | null; graceUntil: Date | null }> {
  const [row] = await sql<{ customerId: string | null; status: SubscriptionStatus | null; graceUntil: Date | null }[]>`
    select stripe_customer_id as "customerId", subscription_status as status, grace_until as "graceUntil"
    from company_billing where company_id = ${companyId}
  `
  return row ?? { customerId: null, status: null, graceUntil: null }
}
