import type Stripe from 'stripe'
import type { Locale } from '#domain/locale.ts'
import type { Sql } from '#server/db/client.ts'
import type { BillingConfig } from './config.ts'
import { companySubscription, keepCustomerOfCompany } from './queries.ts'
import { stripeClient } from './stripe.ts'
import type { SubscriptionStatus } from './stripe-events.ts'

export type BillingDependencies = { sql: Sql; billing: BillingConfig; stripe?: Stripe }

/** Whose subscription: the company, and what its Stripe customer shows. */
export type BillingCompany = { id: string; name: string; ownerEmail: string; locale: Locale }

export type Redirect = { url: string } | 'unavailable'

/** Statuses of a subscription that still holds the company: a second one would bill it twice. */
const HOLDING: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due']

/**
 * "Passer à Pro" (ADR 060): a Checkout Session for the Pro price, monthly, with Stripe Tax,
 * on the company's Stripe customer (created the first time, then reused) and
 * `client_reference_id` = the company, so that the signed `checkout.session.completed`
 * names it. A company whose subscription still runs gets the Billing Portal instead.
 * Nothing here changes a plan: only the webhook does.
 */
export async function startCheckout(
  deps: BillingDependencies,
  company: BillingCompany,
  urls: { success: string; cancel: string; portalReturn: string },
): Promise<Redirect> {
  try {
    const stripe = deps.stripe ?? (await stripeClient(deps.billing))
    const held = await companySubscription(deps.sql, company.id)
    if (held.customerId && held.status && HOLDING.includes(held.status)) {
      return openPortal({ ...deps, stripe }, held.customerId, company.locale, urls.portalReturn)
    }
    const customerId = held.customerId ?? (await createCustomer(deps.sql, stripe, company))
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: company.id,
      line_items: [{ price: deps.billing.proPriceId, quantity: 1 }],
      // Stripe Tax: French VAT, or reverse charge for a business elsewhere in the EU with its VAT number.
      automatic_tax: { enabled: true },
      tax_id_collection: { enabled: true },
      billing_address_collection: 'required',
      customer_update: { address: 'auto', name: 'auto' },
      subscription_data: { metadata: { company_id: company.id } },
      locale: company.locale,
      success_url: urls.success,
      cancel_url: urls.cancel,
    })
    return session.url ? { url: session.url } : 'unavailable'
  } catch (error) {
    console.error(`checkout failed: ${failureName(error)}`)
    return 'unavailable'
  }
}

/** "Gérer l'abonnement": a Billing Portal session (card, invoices, cancellation); null without a customer yet. */
export async function startPortal(
  deps: BillingDependencies,
  company: Pick<BillingCompany, 'id' | 'locale'>,
  returnUrl: string,
): Promise<Redirect | null> {
  try {
    const held = await companySubscription(deps.sql, company.id)
    if (!held.customerId) return null
    return await openPortal(deps, held.customerId, company.locale, returnUrl)
  } catch (error) {
    console.error(`billing portal failed: ${failureName(error)}`)
    return 'unavailable'
  }
}

async function openPortal(
  deps: BillingDependencies,
  customerId: string,
  locale: Locale,
  returnUrl: string,
): Promise<Redirect> {
  const stripe = deps.stripe ?? (await stripeClient(deps.billing))
  const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl, locale })
  return { url: session.url }
}

/**
 * The company's customer, made once: the idempotency key makes Stripe answer a repeated or
 * concurrent creation (a double click) with the same customer, and the upsert keeps the
 * first one stored whatever arrives second.
 */
async function createCustomer(sql: Sql, stripe: Stripe, company: BillingCompany): Promise<string> {
  const customer = await stripe.customers.create(
    {
      name: company.name,
      email: company.ownerEmail,
      preferred_locales: [company.locale],
      metadata: { company_id: company.id },
    },
    { idempotencyKey: `customer:${company.id}` },
  )
  return keepCustomerOfCompany(sql, company.id, customer.id)
}

/** A failure's kind for the logs (Stripe's error type, or a database code), never its message. */
function failureName(error: unknown): string {
  const { type, code } = (error ?? {}) as { type?: unknown; code?: unknown }
  if (typeof type === 'string' && /^Stripe/.test(type)) return type
  return typeof code === 'string' ? code : error instanceof Error ? error.name : 'unknown'
}
