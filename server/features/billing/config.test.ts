import { describe, expect, it } from 'vitest'
import { billingConfigOf } from './config.ts'

const SECRETS = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }
const VARS = {
  ...SECRETS,
  STRIPE_PRICE_PRO: 'price_x',
  STRIPE_API_BASE: 'https://api.stripe.com',
  SALES_EMAIL: 'sales@x.example',
}

describe('billingConfigOf', () => {
  it('is off without the key, the webhook secret or the price', () => {
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PRO'] as const) {
      expect(billingConfigOf({ ...VARS, [name]: '' }, false)).toBe(null)
    }
  })

  it('points the SDK at Stripe, or at a plain-http stand-in only for a local site', () => {
    expect(billingConfigOf(VARS, false)).toMatchObject({
      api: { host: 'api.stripe.com', port: 443, protocol: 'https' },
      hostedOrigins: ['https://checkout.stripe.com', 'https://billing.stripe.com'],
    })
    const local = { ...VARS, STRIPE_API_BASE: 'http://127.0.0.1:4010' }
    expect(billingConfigOf(local, true)).toMatchObject({
      api: { host: '127.0.0.1', port: 4010, protocol: 'http' },
      hostedOrigins: ['http://127.0.0.1:4010'],
    })
    expect(() => billingConfigOf(local, false)).toThrow(/STRIPE_API_BASE/)
  })
})
