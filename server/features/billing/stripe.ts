import Stripe from 'stripe'
import type { BillingConfig } from './config.ts'

/** Stripe's own tolerance: a signature older (or further ahead) than 5 minutes is refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 300

/**
 * The official SDK on the Worker's fetch (no Node http), pointed at Stripe's API or at the
 * stand-in the tests run. Retries are the SDK's (with idempotency keys on POSTs), twice.
 */
export function stripeClient(config: BillingConfig): Stripe {
  return new Stripe(config.secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    host: config.api.host,
    port: config.api.port,
    protocol: config.api.protocol,
    maxNetworkRetries: 2,
    timeout: 10_000,
  })
}

const cryptoProvider = Stripe.createSubtleCryptoProvider()

/**
 * The event these exact bytes are, when `Stripe-Signature` signs them with the endpoint's
 * secret within the tolerance (the SDK's check, on Web Crypto); null otherwise (forged,
 * stale, another endpoint's, malformed).
 */
export async function verifiedStripeEvent(rawBody: string, header: string, secret: string): Promise<unknown | null> {
  if (!header) return null
  try {
    return await Stripe.webhooks.constructEventAsync(
      rawBody,
      header,
      secret,
      SIGNATURE_TOLERANCE_SECONDS,
      cryptoProvider,
    )
  } catch {
    return null
  }
}
