import { Hono } from 'hono'
import { errorCode } from '#server/db/errors.ts'
import { sendQueuedAfterResponse } from '#server/features/deliveries/after-response.ts'
import type { AppEnv } from '#server/hono-env.ts'
import { discardBody, readBody } from '#server/services/request-body.ts'
import { verifiedStripeEvent } from './stripe.ts'
import { parseStripeEvent } from './stripe-events.ts'
import { applyStripeEvent } from './webhook.ts'

/** Stripe's events are a few kilobytes; an invoice with many lines stays well under this. */
const MAX_BODY_BYTES = 512 * 1024

/**
 * POST /api/billing/stripe: Stripe's webhook (ADR 060). Only an event whose
 * `Stripe-Signature` verifies with the endpoint's secret, within 5 minutes, is read: any
 * other request gets 400 and changes nothing. A verified event is applied once (200, and
 * 200 again for its replays); a field not as Stripe documents it is a 422 naming it; a
 * database failure a 503, which Stripe retries.
 */
export const stripeWebhook = new Hono<AppEnv>()

stripeWebhook.post('/billing/stripe', async (c) => {
  const billing = c.get('config').billing
  if (!billing) {
    await discardBody(c.req.raw)
    return c.json({ ok: false, error: 'not-configured' }, 503)
  }
  const body = await readBody(c.req.raw, MAX_BODY_BYTES)
  if (!body.ok) return c.json({ ok: false, error: body.reason === 'too-large' ? 'too-large' : 'invalid-payload' }, 400)
  const raw = await verifiedStripeEvent(
    new TextDecoder().decode(body.bytes),
    c.req.header('Stripe-Signature') ?? '',
    billing.webhookSecret,
  )
  if (raw === null) {
    console.warn('stripe event refused: signature')
    return c.json({ ok: false, error: 'invalid-signature' }, 400)
  }
  const parsed = parseStripeEvent(raw)
  if (!parsed.ok) return c.json({ ok: false, error: 'invalid-field', field: parsed.field }, 422)
  if (!parsed.event) return c.json({ ok: true, ignored: true }, 200)
  try {
    const outcome = await applyStripeEvent(c.get('db').sql, c.get('config').publicOrigin, parsed.event)
    if (outcome.emailed) sendQueuedAfterResponse(c, { email: true })
    return c.json({ ok: true, replay: outcome.status === 'replay' }, 200)
  } catch (error) {
    console.error(`stripe event ${parsed.event.type} failed: database (${errorCode(error)})`)
    return c.json({ ok: false, error: 'unavailable' }, 503)
  }
})
