import type Stripe from 'stripe'
import type { BillingConfig } from './config.ts'

/** Stripe's own tolerance: a signature older (or further ahead) than 5 minutes is refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 300

type StripeSdk = typeof Stripe

let sdk: Promise<StripeSdk> | undefined

/**
 * The official SDK, loaded on the first billing request rather than with the Worker: it is
 * its own chunk of the build (about 31 KB gzip, every API resource attached to its client),
 * so an isolate that serves only public pages never evaluates it (ADR 069).
 */
function loadStripe(): Promise<StripeSdk> {
  sdk ??= import('stripe').then((module) => module.default)
  return sdk
}

/**
 * The official SDK on the Worker's fetch (no Node http), pointed at Stripe's API or at the
 * stand-in the tests run. Retries are the SDK's (with idempotency keys on POSTs), twice,
 * unless the caller retries on its own schedule (`patience`).
 */
export async function stripeClient(
  config: BillingConfig,
  patience: { maxNetworkRetries: number; timeout: number } = { maxNetworkRetries: 2, timeout: 10_000 },
): Promise<Stripe> {
  const StripeClient = await loadStripe()
  return new StripeClient(config.secretKey, {
    httpClient: StripeClient.createFetchHttpClient(),
    host: config.api.host,
    port: config.api.port,
    protocol: config.api.protocol,
    ...patience,
  })
}

let cryptoProvider: Stripe.CryptoProvider | undefined

/**
 * The event these exact bytes are, when `Stripe-Signature` signs them with the endpoint's
 * secret within the tolerance (the SDK's check, on Web Crypto); null otherwise (forged,
 * stale, another endpoint's, malformed).
 */
export async function verifiedStripeEvent(rawBody: string, header: string, secret: string): Promise<unknown | null> {
  if (!header) return null
  const StripeClient = await loadStripe()
  cryptoProvider ??= StripeClient.createSubtleCryptoProvider()
  try {
    return await StripeClient.webhooks.constructEventAsync(
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
