import { z } from '#domain/zod.ts'

/**
 * The Stripe events billing acts on (ADR 060), and only the fields it reads, checked before
 * anything is written. Every other event type is acknowledged and ignored: the endpoint's
 * list in Stripe's dashboard should not send them (README, "Billing").
 */
export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const

export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

const stripeId = (prefix: string) => z.string().regex(new RegExp(`^${prefix}_[A-Za-z0-9_]{1,250}$`))
const unixSeconds = z.number().int().positive()

const envelope = z.object({
  id: stripeId('evt'),
  type: z.string().max(100),
  created: unixSeconds,
})

const checkoutSession = z.object({
  mode: z.string(),
  client_reference_id: z.uuid().nullable(),
  customer: stripeId('cus').nullable(),
  subscription: stripeId('sub').nullable(),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
})

const subscription = z.object({
  id: stripeId('sub'),
  customer: stripeId('cus'),
  status: z.enum(SUBSCRIPTION_STATUSES),
})

const invoice = z.object({
  id: stripeId('in'),
  customer: stripeId('cus'),
  number: z.string().max(100).nullable(),
  status: z.enum(['draft', 'open', 'paid', 'uncollectible', 'void']),
  amount_due: z.number().int().min(0),
  amount_paid: z.number().int().min(0),
  currency: z.string().regex(/^[a-z]{3}$/),
  hosted_invoice_url: z.url().max(2048).nullish(),
  invoice_pdf: z.url().max(2048).nullish(),
  created: unixSeconds,
})

const dataOf = <T extends z.ZodType>(object: T) => z.object({ data: z.object({ object }) })

export type StripeInvoice = z.infer<typeof invoice>

type Common = { id: string; type: string; createdAt: Date }
export type BillingEvent = Common &
  (
    | {
        kind: 'checkout'
        companyId: string
        customerId: string
        subscriptionId: string
        paid: boolean
      }
    | { kind: 'subscription'; subscriptionId: string; customerId: string; status: SubscriptionStatus }
    | { kind: 'invoice'; failed: boolean; invoice: StripeInvoice }
  )

export type ParsedEvent =
  | { ok: true; event: BillingEvent }
  /** A type billing does not act on, or a Checkout that is not a subscription's: nothing to do. */
  | { ok: true; event: null }
  | { ok: false; field: string }

/** What a verified event says, in billing's terms, or the first field that is not as Stripe documents it. */
export function parseStripeEvent(raw: unknown): ParsedEvent {
  const head = envelope.safeParse(raw)
  if (!head.success) return { ok: false, field: fieldOf(head.error) }
  const common: Common = { id: head.data.id, type: head.data.type, createdAt: new Date(head.data.created * 1000) }
  switch (head.data.type) {
    case 'checkout.session.completed': {
      const parsed = dataOf(checkoutSession).safeParse(raw)
      if (!parsed.success) return { ok: false, field: fieldOf(parsed.error) }
      const session = parsed.data.data.object
      // A one-off payment or a session not started by us (no company, customer or subscription).
      if (session.mode !== 'subscription' || !session.client_reference_id || !session.customer || !session.subscription)
        return { ok: true, event: null }
      return {
        ok: true,
        event: {
          ...common,
          kind: 'checkout',
          companyId: session.client_reference_id,
          customerId: session.customer,
          subscriptionId: session.subscription,
          // 'unpaid': a delayed payment method; the subscription's own events will tell.
          paid: session.payment_status !== 'unpaid',
        },
      }
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const parsed = dataOf(subscription).safeParse(raw)
      if (!parsed.success) return { ok: false, field: fieldOf(parsed.error) }
      const { id, customer, status } = parsed.data.data.object
      return { ok: true, event: { ...common, kind: 'subscription', subscriptionId: id, customerId: customer, status } }
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const parsed = dataOf(invoice).safeParse(raw)
      if (!parsed.success) return { ok: false, field: fieldOf(parsed.error) }
      const failed = head.data.type === 'invoice.payment_failed'
      return { ok: true, event: { ...common, kind: 'invoice', failed, invoice: parsed.data.data.object } }
    }
    default:
      return { ok: true, event: null }
  }
}

function fieldOf(error: z.ZodError): string {
  return error.issues[0]?.path.join('.') ?? ''
}
