import { z } from '#domain/zod.ts'

/**
 * Stripe's settings: the secret key and the webhook's signing secret are Worker
 * secrets, the Pro price and the API's base URL vars. Billing is on only with all three of
 * key, webhook secret and price: without them the billing page says it is not configured
 * and the webhook answers 503, and nothing else changes.
 */
const STRIPE_API = 'https://api.stripe.com'
const STRIPE_HOSTED_ORIGINS = ['https://checkout.stripe.com', 'https://billing.stripe.com']

export const billingVarsSchema = z.object({
  STRIPE_SECRET_KEY: z.string().trim().default(''),
  STRIPE_WEBHOOK_SECRET: z.string().trim().default(''),
  STRIPE_PRICE_PRO: z.string().trim().default(''),
  // Stripe's API; tests point it at a local stand-in (tests/tools/stripe-stand-in.ts).
  STRIPE_API_BASE: z.url().default(STRIPE_API),
  // Where the billing page's Enterprise requests go (ADR 061), Stripe or not; unset, the
  // landing's CONTACT_EMAIL.
  SALES_EMAIL: z.union([z.literal(''), z.email()]).default(''),
})

export type BillingVars = z.infer<typeof billingVarsSchema>

/** Where the SDK sends its requests: Stripe's own API, or a stand-in on this machine. */
export type StripeApi = { host: string; port: number; protocol: 'http' | 'https' }

export type BillingConfig = {
  secretKey: string
  webhookSecret: string
  proPriceId: string
  api: StripeApi
  /**
   * Where Stripe's hosted pages live (Checkout, the Billing Portal): the pages' CSP lets a
   * form's answer redirect there. A stand-in serves them on its own origin.
   */
  hostedOrigins: string[]
}

/** Null when billing is not configured; a plain-http API only when the site is local too. */
export function billingConfigOf(vars: BillingVars, isLocalOrigin: boolean): BillingConfig | null {
  if (!vars.STRIPE_SECRET_KEY || !vars.STRIPE_WEBHOOK_SECRET || !vars.STRIPE_PRICE_PRO) return null
  const base = new URL(vars.STRIPE_API_BASE)
  const protocol = base.protocol === 'http:' ? 'http' : 'https'
  if (protocol === 'http' && !isLocalOrigin) {
    throw new Error('Invalid Worker configuration: STRIPE_API_BASE (plain http only when PUBLIC_ORIGIN is local)')
  }
  const port = base.port ? Number(base.port) : protocol === 'http' ? 80 : 443
  return {
    secretKey: vars.STRIPE_SECRET_KEY,
    webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
    proPriceId: vars.STRIPE_PRICE_PRO,
    api: { host: base.hostname, port, protocol },
    hostedOrigins: base.origin === STRIPE_API ? STRIPE_HOSTED_ORIGINS : [base.origin],
  }
}
