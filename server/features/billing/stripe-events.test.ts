import { describe, expect, it } from 'vitest'
import { parseStripeEvent } from './stripe-events.ts'

const COMPANY = '0b6c7a52-4a4c-4d53-9b1e-0c1f2e3d4a5b'
const event = (type: string, object: Record<string, unknown>) => ({
  id: 'evt_1',
  type,
  created: 1_800_000_000,
  data: { object },
})
const session = {
  mode: 'subscription',
  client_reference_id: COMPANY,
  customer: 'cus_1',
  subscription: 'sub_1',
  payment_status: 'paid',
}

describe('parseStripeEvent', () => {
  it('reads a completed subscription Checkout, paid or waiting for a delayed payment', () => {
    expect(parseStripeEvent(event('checkout.session.completed', session))).toEqual({
      ok: true,
      event: {
        id: 'evt_1',
        type: 'checkout.session.completed',
        createdAt: new Date(1_800_000_000_000),
        kind: 'checkout',
        companyId: COMPANY,
        customerId: 'cus_1',
        subscriptionId: 'sub_1',
        paid: true,
      },
    })
    const delayed = parseStripeEvent(event('checkout.session.completed', { ...session, payment_status: 'unpaid' }))
    expect(delayed.ok && delayed.event?.kind === 'checkout' && delayed.event.paid).toBe(false)
  })

  it('does nothing with a one-off payment, a session not ours, or a type it does not handle', () => {
    expect(parseStripeEvent(event('checkout.session.completed', { ...session, mode: 'payment' }))).toEqual({
      ok: true,
      event: null,
    })
    expect(parseStripeEvent(event('checkout.session.completed', { ...session, client_reference_id: null }))).toEqual({
      ok: true,
      event: null,
    })
    expect(parseStripeEvent(event('customer.created', { id: 'cus_1' }))).toEqual({ ok: true, event: null })
  })

  it('names the first field unlike Stripe’s', () => {
    expect(parseStripeEvent({ id: 'nope', type: 'invoice.paid', created: 1 })).toEqual({ ok: false, field: 'id' })
    expect(
      parseStripeEvent(event('customer.subscription.updated', { id: 'sub_1', customer: 'cus_1', status: 'odd' })),
    ).toEqual({ ok: false, field: 'data.object.status' })
    expect(
      parseStripeEvent(event('checkout.session.completed', { ...session, client_reference_id: 'company-1' })),
    ).toEqual({ ok: false, field: 'data.object.client_reference_id' })
  })
})
