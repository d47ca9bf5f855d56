import { createHmac, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for Stripe at its HTTP boundary (Stripe cannot be reached from here): the
 * parts of its API the Worker calls through the official SDK (customers, Checkout and
 * Billing Portal sessions, with Stripe's idempotency keys), a Checkout page whose "Pay"
 * button goes back to the success URL at once, as Stripe does, its signed
 * `checkout.session.completed` sent to the site's webhook only when the test says
 * (POST /__stand-in/checkout/<session>/deliver: Stripe's webhooks come on their own time,
 * the return page waits for them), and a record of every request, readable at
 * GET /__stand-in/requests by tests in other processes. Integration, Worker and browser tests share it.
 */
export const STRIPE_TEST_SECRET_KEY = 'sk_test_stand_in'
export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_stand_in_webhook_secret'
export const STRIPE_TEST_PRICE_PRO = 'price_stand_in_pro'

export type StripeRequest = {
  method: string
  path: string
  idempotencyKey: string | null
  params: Record<string, string>
}

export type StandInSubscription = { id: string; object: 'subscription'; status: string; cancel_at_period_end: boolean }

export type StripeStandIn = {
  /** `http://127.0.0.1:<port>`: the Worker's STRIPE_API_BASE. */
  url: string
  requests: StripeRequest[]
  /**
   * The subscriptions read or changed so far. Any `sub_…` id is an active subscription the
   * first time it is asked for (a test sets another state here), but ids starting with
   * `sub_gone` which Stripe does not know (404).
   */
  subscriptions: Map<string, StandInSubscription>
  /** While true, every API request is answered 500 (Stripe down): the SDK's retries fail too. */
  failing: { on: boolean }
  close: () => Promise<void>
}

/** `t=<seconds>,v1=<HMAC-SHA256 of "<t>.<payload>">`, as Stripe signs its webhooks. */
export function stripeSignature(payload: string, secret: string, seconds = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${seconds}.${payload}`, 'utf8').digest('hex')
  return `t=${seconds},v1=${v1}`
}

/** An event as Stripe sends it (only what the site reads, and a few fields around it). */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; created?: number } = {},
): string {
  return JSON.stringify({
    id: options.id ?? stripeId('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: options.created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    type,
    data: { object },
  })
}

export function stripeId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`
}

/** POSTs a signed event to the site's webhook URL, as Stripe delivers it. */
export function deliverStripeEvent(webhookUrl: string, payload: string, signature?: string): Promise<Response> {
  return fetch(webhookUrl, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Stripe-Signature': signature ?? stripeSignature(payload, STRIPE_TEST_WEBHOOK_SECRET),
      'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    },
    body: payload,
  })
}

type CheckoutSession = { id: string; params: Record<string, string>; paid: boolean; delivered: boolean }

export async function startStripeStandIn(options: { port?: number; webhookUrl?: string } = {}): Promise<StripeStandIn> {
  const requests: StripeRequest[] = []
  const sessions = new Map<string, CheckoutSession>()
  const subscriptions = new Map<string, StandInSubscription>()
  const failing = { on: false }
  const idempotent = new Map<string, { status: number; body: string }>()
  let origin = ''

  /** Stripe's API: form-encoded parameters in, JSON out. */
  const api = (request: StripeRequest): { status: number; body: unknown } => {
    const { method, path, params } = request
    if (method === 'POST' && path === '/v1/customers') {
      return { status: 200, body: { id: stripeId('cus'), object: 'customer', email: params.email ?? null } }
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = stripeId('cs_test')
      sessions.set(id, { id, params, paid: false, delivered: false })
      return {
        status: 200,
        body: {
          id,
          object: 'checkout.session',
          mode: params.mode,
          customer: params.customer ?? null,
          client_reference_id: params.client_reference_id ?? null,
          url: `${origin}/checkout/${id}`,
        },
      }
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = stripeId('bps')
      const returnUrl = params.return_url ?? ''
      return {
        status: 200,
        body: {
          id,
          object: 'billing_portal.session',
          customer: params.customer,
          return_url: returnUrl,
          url: `${origin}/portal/${id}?return_url=${encodeURIComponent(returnUrl)}`,
        },
      }
    }
    const subscription = path.match(/^\/v1\/subscriptions\/(sub_[A-Za-z0-9_]+)$/)?.[1]
    if (subscription && !subscription.startsWith('sub_gone')) {
      const found = subscriptions.get(subscription) ?? {
        id: subscription,
        object: 'subscription' as const,
        status: 'active',
        cancel_at_period_end: false,
      }
      if (method === 'POST' && params.cancel_at_period_end !== undefined)
        found.cancel_at_period_end = params.cancel_at_period_end === 'true'
      subscriptions.set(subscription, found)
      return { status: 200, body: found }
    }
    return {
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `Unrecognized request URL (${method}: ${path}).`,
        },
      },
    }
  }

  /** The hosted pages: Checkout (with its "Pay" button) and the Billing Portal. */
  const pages = async (request: IncomingMessage, path: string, response: ServerResponse) => {
    // The hosted page (/checkout/<id>, its form to /checkout/<id>/pay), and the tests' own
    // POST /__stand-in/checkout/<id>/deliver.
    const pay = path.match(/^(\/__stand-in)?\/checkout\/(cs_test_[0-9a-f]+)(\/pay|\/deliver)?$/)
    const session = pay?.[2] ? sessions.get(pay[2]) : undefined
    const action = `${pay?.[1] ?? ''}${pay?.[3] ?? ''}`
    if (session && request.method === 'GET' && action === '') {
      return html(
        response,
        `<h1>Checkout (stand-in)</h1><p>${session.params['line_items[0][price]'] ?? ''}</p>` +
          `<form method="post" action="/checkout/${session.id}/pay"><button>Pay</button></form>` +
          `<a href="${escapeHtmlText(session.params.cancel_url ?? '')}">Back</a>`,
      )
    }
    if (session && request.method === 'POST' && action === '/pay') {
      session.paid = true
      const success = (session.params.success_url ?? '/').replace('{CHECKOUT_SESSION_ID}', session.id)
      response.writeHead(303, { Location: success })
      return response.end()
    }
    if (session && request.method === 'POST' && action === '/__stand-in/deliver') {
      if (!session.paid || !options.webhookUrl) return json(response, 409, { error: 'not paid, or no webhook URL' })
      if (!session.delivered) {
        session.delivered = true
        const payload = stripeEvent('checkout.session.completed', {
          id: session.id,
          object: 'checkout.session',
          mode: 'subscription',
          client_reference_id: session.params.client_reference_id ?? null,
          customer: session.params.customer ?? null,
          subscription: stripeId('sub'),
          payment_status: 'paid',
          status: 'complete',
        })
        const delivered = await deliverStripeEvent(options.webhookUrl, payload)
        return json(response, 200, { delivered: delivered.status })
      }
      return json(response, 200, { delivered: null })
    }
    const portal = path.match(/^\/portal\/bps_[0-9a-f]+$/)
    if (portal && request.method === 'GET') {
      const back = new URL(request.url ?? '/', origin).searchParams.get('return_url') ?? ''
      return html(response, `<h1>Billing portal (stand-in)</h1><a href="${escapeHtmlText(back)}">Back</a>`)
    }
    response.writeHead(404, { 'Content-Type': 'text/plain' })
    response.end('not found')
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://stand-in').pathname
      if (path === '/__stand-in/requests') return json(response, 200, requests)
      if (!path.startsWith('/v1/')) {
        pages(request, path, response).catch(() => json(response, 500, { error: 'stand-in failure' }))
        return
      }
      const key = request.headers['idempotency-key']
      const recorded: StripeRequest = {
        method: request.method ?? '',
        path,
        idempotencyKey: typeof key === 'string' ? key : null,
        params: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
      }
      requests.push(recorded)
      if (failing.on) return json(response, 500, { error: { type: 'api_error', message: 'stand-in outage' } })
      // Stripe answers a repeated idempotency key with the first answer, whatever came in between.
      const replay = recorded.idempotencyKey ? idempotent.get(`${path} ${recorded.idempotencyKey}`) : undefined
      if (replay) return json(response, replay.status, JSON.parse(replay.body), { 'Idempotent-Replayed': 'true' })
      const answer = api(recorded)
      if (recorded.idempotencyKey) {
        idempotent.set(`${path} ${recorded.idempotencyKey}`, {
          status: answer.status,
          body: JSON.stringify(answer.body),
        })
      }
      json(response, answer.status, answer.body)
    })
  })
  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: origin,
    requests,
    subscriptions,
    failing,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}

/** The requests a stand-in started by another process (the Worker tests' global setup) recorded. */
export async function recordedStripeRequests(standInUrl: string): Promise<StripeRequest[]> {
  const response = await fetch(`${standInUrl}/__stand-in/requests`)
  return (await response.json()) as StripeRequest[]
}

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': stripeId('req'), ...headers })
  response.end(JSON.stringify(body))
}

function html(response: ServerResponse, body: string) {
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
  response.end(`<!doctype html><html lang="en"><title>Stripe stand-in</title><main>${body}</main></html>`)
}

function escapeHtmlText(text: string): string {
  return text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`)
}
