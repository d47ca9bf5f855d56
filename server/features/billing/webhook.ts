import type postgres from 'postgres'
import type { Sql } from '#server/db/client.ts'
import { pastDueEmails, paymentFailedEmails } from './owner-emails.ts'
import {
  companyOfCustomer,
  type HeldBilling,
  lockBillingOfCompany,
  lockBillingOfCustomer,
  queueOwnerEmails,
  recordStripeEvent,
  upsertInvoice,
  writeSubscriptionState,
} from './queries.ts'
import type { BillingEvent } from './stripe-events.ts'
import { nextSubscriptionState, type ReportedState } from './subscription-state.ts'

/**
 * What one verified event did: 'applied' (its effect written, or nothing to write: a customer
 * not ours, an older state), or 'replay' (already recorded: nothing done). `emailed` says
 * owners' e-mails were queued, for delivery after the response.
 */
export type EventOutcome = { status: 'applied' | 'replay'; emailed: boolean }

/**
 * Applies a verified Stripe event (ADR 060) in one transaction with its record in
 * stripe_events: the same event twice, even at once, is applied once (the second insert
 * waits for the first's commit, then finds its row). The company's billing row is locked
 * while its state is compared and written, so two different events for one company are
 * applied one after the other, and an older one never overwrites a newer one.
 */
export async function applyStripeEvent(sql: Sql, publicOrigin: string, event: BillingEvent): Promise<EventOutcome> {
  return sql.begin(async (tx) => {
    if (!(await recordStripeEvent(tx, event))) return { status: 'replay', emailed: false }
    const emailed = await applyRecorded(tx, publicOrigin, event)
    return { status: 'applied', emailed }
  })
}

async function applyRecorded(tx: postgres.TransactionSql, publicOrigin: string, event: BillingEvent): Promise<boolean> {
  switch (event.kind) {
    case 'checkout': {
      const held = await lockBillingOfCompany(tx, event.companyId, event.customerId)
      // An unknown company, or a customer that is not this company's: nothing to apply.
      if (!held || (held.customerId !== null && held.customerId !== event.customerId)) return false
      if (!event.paid) return false
      return applyReported(tx, publicOrigin, held, event.customerId, {
        subscriptionId: event.subscriptionId,
        status: 'active',
        at: event.createdAt,
      })
    }
    case 'subscription': {
      const held = await lockBillingOfCustomer(tx, event.customerId)
      if (!held) return false
      return applyReported(tx, publicOrigin, held, event.customerId, {
        subscriptionId: event.subscriptionId,
        status: event.status,
        at: event.createdAt,
      })
    }
    case 'invoice': {
      const company = await companyOfCustomer(tx, event.invoice.customer)
      if (!company) return false
      await upsertInvoice(tx, company.id, event.invoice, event.createdAt)
      if (!event.failed) return false
      const messages = paymentFailedEmails({
        publicOrigin,
        companyName: company.name,
        invoiceNumber: event.invoice.number,
        amountDue: event.invoice.amount_due,
        currency: event.invoice.currency,
      })
      return (await queueOwnerEmails(tx, company.id, 'billing_payment_failed', `billing:${event.id}`, messages)) > 0
    }
  }
}

async function applyReported(
  tx: postgres.TransactionSql,
  publicOrigin: string,
  held: HeldBilling,
  customerId: string,
  reported: ReportedState,
): Promise<boolean> {
  const next = nextSubscriptionState(held, reported)
  if (!next) return false
  await writeSubscriptionState(tx, held.companyId, customerId, next.state)
  if (!next.enteredPastDue || !next.state.graceUntil) return false
  const messages = pastDueEmails({
    publicOrigin,
    companyName: held.companyName,
    graceUntil: next.state.graceUntil,
  })
  const key = `billing:${reported.subscriptionId}:past_due:${reported.at.getTime()}`
  return (await queueOwnerEmails(tx, held.companyId, 'billing_past_due', key, messages)) > 0
}
