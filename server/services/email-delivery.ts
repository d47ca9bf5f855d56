import { sha256Hex } from '#domain/sha256.ts'
import type { RequestDatabase, Sql } from '../db/client.ts'
import { deleteExpiredApplications, expiredApplications } from '../db/queries/applications.ts'
import {
  type ClaimedEmail,
  claimDueEmails,
  recordFailure,
  recordSent,
  releaseEmailClaims,
} from '../db/queries/email-outbox.ts'
import { logFailure } from '../log-failure.ts'
import { headerText, isHeaderSafeAddress } from './email-headers.ts'

/**
 * Delivery of the e-mail outbox to Resend (ADR 004), and the retention purge. Both run
 * from the cron trigger; delivery also runs after the response of the endpoints that
 * queue an e-mail. Nothing here logs an address or a message body.
 */

export type ResendConfig = { apiKey: string; apiUrl: string; from: string }

export type DeliveryResult = { sent: number; failed: number; retried: number }

const DEFAULT_LIMIT = 20
const REQUEST_TIMEOUT_MS = 15_000
/**
 * Claimed rows are not due again for this long, so a concurrent run skips them. It bounds
 * how long a run that died (an outage, an evicted isolate) holds its rows; a run that
 * ends gives back at once what it did not finish (releaseEmailClaims).
 */
const LEASE_MS = 2 * 60_000
/** No request starts later than this after the claim, so every attempt ends within the lease. */
const START_DEADLINE_MS = LEASE_MS - REQUEST_TIMEOUT_MS - 15_000
/** Delay before the next attempt after the 1st, 2nd… transient failure. */
const BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000]
/** The 6th transient failure is final. */
const MAX_ATTEMPTS = 6
const MAX_ERROR_BODY = 500
/** Resend's limit for Idempotency-Key. */
const MAX_IDEMPOTENCY_KEY = 256

type Outcome = { kind: 'sent'; providerId: string | null } | { kind: 'permanent' | 'transient'; error: string }

export async function deliverDueEmails(
  sql: Sql,
  resend: ResendConfig | null,
  options: { limit?: number; now?: Date; fetch?: typeof fetch } = {},
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0, retried: 0 }
  if (!resend) return result
  // The database's clock unless told otherwise: a Worker's Date only moves on I/O, and a
  // row just queued with now() must be due for the delivery that follows its response.
  const clock = options.now ?? null
  const limit = options.limit ?? DEFAULT_LIMIT
  const doFetch = options.fetch ?? fetch

  const claimed = await claimDueEmails(sql, { clock, limit, leaseMs: LEASE_MS })
  const startBy = Date.now() + START_DEADLINE_MS
  const unfinished = new Set(claimed.map((email) => email.id))
  let recordError: unknown = null

  for (const email of claimed) {
    if (Date.now() > startBy) break
    try {
      const outcome = await send(email, resend, doFetch)
      if (outcome.kind === 'sent') {
        await recordSent(sql, email.id, outcome.providerId, clock)
        result.sent++
      } else {
        const attempts = email.attempts + 1
        const final = outcome.kind === 'permanent' || attempts >= MAX_ATTEMPTS
        const delay = final ? 0 : (BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length) - 1] ?? 0)
        await recordFailure(sql, email.id, { final, attempts, error: outcome.error, delayMs: delay, clock })
        if (final) result.failed++
        else result.retried++
      }
      unfinished.delete(email.id)
    } catch (error) {
      // Not recorded (the database went away): released below, sent again by the next run
      // under the same Idempotency-Key, which Resend does not send twice.
      recordError ??= error
    }
  }
  await releaseEmailClaims(sql, [...unfinished], clock)
  if (recordError) throw recordError
  return result
}

/**
 * The request body for Resend. The subject is made one line and a recipient that could
 * break a header is refused (null), whatever the row holds: the endpoints validate
 * both, and this is the last point before they become headers.
 */
export function resendMessage(
  email: Omit<ClaimedEmail, 'id' | 'dedupeKey' | 'attempts' | 'headers'> & { headers?: unknown },
  from: string,
) {
  if (!isHeaderSafeAddress(email.toAddress)) return null
  const headers = extraHeaders(email.headers)
  const replyTo = replyToAddress(email.headers)
  return {
    from,
    to: [email.toAddress],
    ...(replyTo && { reply_to: replyTo }),
    subject: headerText(email.subject),
    html: email.htmlBody,
    text: email.textBody,
    // Resend's `headers`: the row's extra headers (List-Unsubscribe), each one line.
    ...(headers && { headers }),
  }
}

/** Sent as Resend's own `reply_to` field, not among the extra headers. */
const REPLY_TO = 'Reply-To'

/**
 * The row's Reply-To (the candidate, on recruiters' e-mails) when it is one plain address
 * as stored; anything else is left out rather than rewritten, and the e-mail still goes.
 */
function replyToAddress(headers: unknown): string | null {
  if (!headers || typeof headers !== 'object' || Array.isArray(headers)) return null
  const value: unknown = (headers as Record<string, unknown>)[REPLY_TO]
  return typeof value === 'string' && isHeaderSafeAddress(value) && !/\s/.test(value) ? value : null
}

/** The row's extra headers, names that are header names only, values one line; null when none. */
function extraHeaders(headers: unknown): Record<string, string> | null {
  if (!headers || typeof headers !== 'object' || Array.isArray(headers)) return null
  const entries = Object.entries(headers)
    .filter((entry): entry is [string, string] => /^[A-Za-z0-9-]+$/.test(entry[0]) && typeof entry[1] === 'string')
    .filter(([name]) => name !== REPLY_TO)
    .map(([name, value]) => [name, headerText(value)])
  return entries.length > 0 ? Object.fromEntries(entries) : null
}

async function send(email: ClaimedEmail, resend: ResendConfig, doFetch: typeof fetch): Promise<Outcome> {
  const message = resendMessage(email, resend.from)
  if (!message) return { kind: 'permanent', error: 'recipient refused: not a single plain address' }
  let response: Response
  try {
    response = await doFetch(`${resend.apiUrl}/emails`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${resend.apiKey}`,
        'Content-Type': 'application/json',
        // Resend sends once per key (24 h): a crash between sending and recording, or a
        // lease that ran out, never e-mails twice.
        'Idempotency-Key': await idempotencyKey(email.dedupeKey),
      },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error'
    return { kind: 'transient', error: redact(`network error: ${reason}`, resend.apiKey) }
  }

  const body = await response.text().catch(() => '')
  if (response.ok) {
    let providerId: string | null = null
    try {
      const parsed: unknown = JSON.parse(body)
      if (parsed && typeof parsed === 'object' && 'id' in parsed && typeof parsed.id === 'string')
        providerId = parsed.id
    } catch {
      // Sent all the same; only the provider's id is missing.
    }
    return { kind: 'sent', providerId }
  }
  const error = redact(`HTTP ${response.status}: ${body.slice(0, MAX_ERROR_BODY)}`, resend.apiKey)
  const transient = response.status === 429 || response.status >= 500
  return { kind: transient ? 'transient' : 'permanent', error }
}

/**
 * The row's dedupe key, unless Resend or a header would refuse it (over 256 characters,
 * or not printable ASCII: a long or internationalised address in a save-by-email key):
 * then a stable hash of it.
 */
async function idempotencyKey(dedupeKey: string): Promise<string> {
  if (dedupeKey.length <= MAX_IDEMPOTENCY_KEY && /^[\x20-\x7e]+$/.test(dedupeKey)) return dedupeKey
  return `sha256:${await sha256Hex(dedupeKey)}`
}

function redact(text: string, secret: string): string {
  return secret ? text.split(secret).join('[redacted]') : text
}

/**
 * Delivery after a response (`waitUntil`), on the request's client (the request pipeline
 * ends it after). Null when e-mail is not configured, so no connection is opened for nothing.
 */
export function deliverAfterResponse(db: RequestDatabase, resend: ResendConfig | null): Promise<void> | null {
  if (!resend) return null
  return deliverDueEmails(db.sql, resend).then(
    () => {},
    // The cron trigger retries whatever is left; no address or body in the message.
    (error: unknown) => logFailure('outbox delivery', error),
  )
}

const PURGE_BATCH = 100

/**
 * Deletes applications whose consent period ended (two years, spec section 9): the CVs
 * first, then the rows, whose outbox e-mails go with them (on delete cascade). The rows go
 * through `delete_expired_applications`, which deletes only those expired by the
 * database's clock: the Worker's role has no DELETE of its own (ADR 013). A failure
 * leaves the rest for the next run; deleting an R2 key twice is harmless.
 */
export async function purgeExpiredApplications(sql: Sql, bucket: R2Bucket): Promise<{ deleted: number }> {
  let deleted = 0
  for (;;) {
    const batch = await expiredApplications(sql, PURGE_BATCH)
    if (batch.length === 0) break
    await bucket.delete(batch.map((row) => row.cvKey))
    const removed = await deleteExpiredApplications(
      sql,
      batch.map((row) => row.id),
    )
    deleted += removed
    // Nothing removed (a concurrent purge took them): stop rather than loop.
    if (removed === 0 || batch.length < PURGE_BATCH) break
  }
  return { deleted }
}
