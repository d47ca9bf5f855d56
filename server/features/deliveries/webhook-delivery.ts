import type { RequestDatabase, Sql } from '../../db/client.ts'
import type { AppConfig } from '../../env.ts'
import { logFailure } from '../../log-failure.ts'
import {
  type ClaimedWebhook,
  claimDueWebhooks,
  currentWebhookTarget,
  recordWebhookDelivered,
  recordWebhookFailure,
  releaseWebhookClaims,
  type WebhookTarget,
} from './webhook-deliveries.ts'
import { checkWebhookTarget } from './webhook-target.ts'

/**
 * Delivery of webhook events to companies' ATS (ADR 024): one signed POST per event,
 * after the response that queued it and from the cron until a 2xx, with backoff. The
 * receiver deduplicates on the event id, the same on every attempt. Nothing here logs
 * a URL, a secret or a payload.
 */

export const SIGNATURE_HEADER = 'Talentsite-Signature'
export const EVENT_ID_HEADER = 'Talentsite-Event-Id'

export type WebhookResult = { sent: number; failed: number; retried: number; released: number }

const DEFAULT_LIMIT = 20
/** A receiver that has not answered by then has failed this attempt. */
const REQUEST_TIMEOUT_MS = 10_000
/**
 * Claimed rows are not due again for this long. It bounds how long a run that died (an
 * outage, an isolate evicted) holds its rows; a run that ends gives back at once what it
 * did not finish (releaseWebhookClaims).
 */
const LEASE_MS = 2 * 60_000
/** No request starts later than this after the claim, so every attempt ends within the lease. */
const START_DEADLINE_MS = LEASE_MS - REQUEST_TIMEOUT_MS - 20_000
/**
 * Companies served at once: one slow receiver delays only its own company's events. Four,
 * with the database's sockets, stays within workerd's six simultaneous connections.
 */
const COMPANIES_AT_ONCE = 4
const HOUR_MS = 3_600_000
/** Delay before the next attempt after the 1st, 2nd… failure: nearly 3 days in all. */
const BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * HOUR_MS, 6 * HOUR_MS, 12 * HOUR_MS, 24 * HOUR_MS, 24 * HOUR_MS]
/** The 9th failure is final. */
export const MAX_WEBHOOK_ATTEMPTS = BACKOFF_MS.length + 1
const MAX_ERROR = 200
/** How an attempt that got no answer (timeout, refused connection) is recorded. */
const NETWORK_ERROR = 'network error: '

const encoder = new TextEncoder()

/** The JSON body of an event: its envelope from the row, its data as queued. */
export function webhookBody(event: Pick<ClaimedWebhook, 'id' | 'eventType' | 'createdAt' | 'payload'>): string {
  return JSON.stringify({
    id: event.id,
    type: event.eventType,
    created_at: event.createdAt.toISOString(),
    data: event.payload,
  })
}

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`, as Stripe signs: the
 * timestamp inside the signed text lets receivers refuse replays of an old request.
 */
export async function webhookSignature(secret: string, timestamp: number, body: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ])
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${body}`)))
  const hex = Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `t=${timestamp},v1=${hex}`
}

/** An attempt's outcome; `durationMs` is null when no request was made. */
type Attempt =
  | { ok: true; status: number; durationMs: number }
  | { ok: false; status: number | null; error: string; durationMs: number | null }

export type WebhookRunOptions = {
  limit?: number
  now?: Date
  fetch?: typeof fetch
  timeoutMs?: number
  /** After this long from the claim, no new request starts; the rest is given back. */
  startDeadlineMs?: number
  /** Test-only origins delivered to despite the target rules (webhook-target.ts). */
  allowedOrigins?: readonly string[]
}

/**
 * One run: claims due events, then delivers them per company, several companies at once
 * and each company's events in order, one request at a time with its timeout. An event
 * whose outcome cannot be recorded does not stop the others; whatever is left unfinished
 * is released for the next run.
 */
export async function deliverDueWebhooks(sql: Sql, options: WebhookRunOptions = {}): Promise<WebhookResult> {
  const result: WebhookResult = { sent: 0, failed: 0, retried: 0, released: 0 }
  // The database's clock unless told otherwise, as for e-mails (email-delivery.ts).
  const clock = options.now ?? null
  const claimed = await claimDueWebhooks(sql, { clock, limit: options.limit ?? DEFAULT_LIMIT, leaseMs: LEASE_MS })
  const startBy = Date.now() + (options.startDeadlineMs ?? START_DEADLINE_MS)
  const unfinished = new Set(claimed.map((event) => event.id))
  /** Whether the receiver gave no answer at all (timeout, refused connection). */
  const attempt = async (event: ClaimedWebhook): Promise<boolean> => {
    const target = await currentWebhookTarget(sql, event.companyId)
    const outcome = await send(event, target, {
      doFetch: options.fetch ?? fetch,
      now: options.now ?? new Date(),
      timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
      allowedOrigins: options.allowedOrigins ?? [],
    })
    if (outcome.ok) {
      await recordWebhookDelivered(sql, event.id, outcome, clock)
      result.sent++
    } else {
      const attempts = event.attempts + 1
      // A company that removed its webhook since gets nothing more.
      const final = attempts >= MAX_WEBHOOK_ATTEMPTS || !target.url
      const delayMs = final ? 0 : (BACKOFF_MS[attempts - 1] ?? 0)
      await recordWebhookFailure(sql, event.id, { ...outcome, final, attempts, delayMs, clock })
      if (final) result.failed++
      else result.retried++
    }
    unfinished.delete(event.id)
    return !outcome.ok && outcome.error.startsWith(NETWORK_ERROR)
  }
  const companies = new Map<string, ClaimedWebhook[]>()
  for (const event of claimed) companies.set(event.companyId, [...(companies.get(event.companyId) ?? []), event])
  let recordError: unknown = null
  await inParallel([...companies.values()], COMPANIES_AT_ONCE, async (events) => {
    events.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    for (const event of events) {
      if (Date.now() > startBy) return
      // A failed record (the database went away) leaves this event to the release below.
      const unanswered = await attempt(event).catch((error: unknown) => {
        recordError ??= error
        return false
      })
      // A receiver that did not answer is not waited for again in this run: the company's
      // other events are released for the next one, each run paying one timeout at most.
      if (unanswered) return
    }
  })
  const left = [...unfinished]
  if (left.length > 0) {
    await releaseWebhookClaims(sql, left, clock)
    result.released = left.length
  }
  if (recordError) throw recordError
  return result
}

/** Runs `task` on every item, at most `width` at a time. */
async function inParallel<Item>(items: Item[], width: number, task: (item: Item) => Promise<void>): Promise<void> {
  let next = 0
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as Item
      await task(item)
    }
  }
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane))
}

async function send(
  event: ClaimedWebhook,
  { url, secret }: WebhookTarget,
  options: { doFetch: typeof fetch; now: Date; timeoutMs: number; allowedOrigins: readonly string[] },
): Promise<Attempt> {
  const { doFetch, now, timeoutMs } = options
  if (!url || !secret) return { ok: false, status: null, error: 'webhook no longer configured', durationMs: null }
  // Checked at each attempt: the company's URL may have changed since the event was queued.
  const target = checkWebhookTarget(url, options.allowedOrigins)
  if (!target.ok) return { ok: false, status: null, error: `target refused: ${target.reason}`, durationMs: null }
  const body = webhookBody(event)
  const timestamp = Math.floor(now.getTime() / 1000)
  const signature = await webhookSignature(secret, timestamp, body)
  // Shown on the settings page beside the answer's code (a Worker's clock moves on I/O: the fetch is).
  const started = Date.now()
  const elapsed = () => Math.max(0, Date.now() - started)
  let response: Response
  try {
    response = await doFetch(url, {
      method: 'POST',
      // A redirect is the receiver's configuration error: reported, never followed (the
      // signed body would go wherever the redirect says).
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Talentsite-Webhooks/1.0',
        [EVENT_ID_HEADER]: event.id,
        [SIGNATURE_HEADER]: signature,
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error'
    return { ok: false, status: null, error: `${NETWORK_ERROR}${reason}`.slice(0, MAX_ERROR), durationMs: elapsed() }
  }
  const durationMs = elapsed()
  // The answer's body is not kept: a receiver may echo what it was sent.
  await response.body?.cancel().catch(() => {})
  if (response.status >= 200 && response.status < 300) return { ok: true, status: response.status, durationMs }
  const redirect = response.status >= 300 && response.status < 400 ? ' (redirect not followed)' : ''
  return { ok: false, status: response.status, error: `HTTP ${response.status}${redirect}`, durationMs }
}

/**
 * Delivery after a response (`waitUntil`), on the request's client (the request pipeline
 * ends it after). Failures are left to the cron.
 */
export function deliverWebhooksAfterResponse(db: RequestDatabase, config: AppConfig): Promise<void> {
  return deliverDueWebhooks(db.sql, { allowedOrigins: config.webhookTestOrigins }).then(
    () => {},
    (error: unknown) => logFailure('webhook delivery', error),
  )
}
