import type postgres from 'postgres'
import type { Sql } from '../../db/client.ts'
import { type Claim, claimDue, type LeaseRows, releaseClaims } from '../../db/queries/delivery-queue.ts'

/**
 * Events for companies' ATS webhooks (ADR 024): queued in the transaction of what they
 * report, then claimed, sent and recorded by server/features/deliveries/webhook-delivery.ts. The
 * row's id is the event id. Columns are aliased in camelCase so these work with or
 * without the client's transform.
 */
export type WebhookEventType = 'application.received' | 'application.withdrawn' | 'application.status_changed'

export type WebhookEvent = {
  companyId: string
  /** Null once the application is gone (a withdrawal's event outlives it). */
  applicationId: string | null
  eventType: WebhookEventType
  /** The body's `data`; the envelope (id, type, created_at) is the row's. */
  data: Record<string, unknown>
}

/** Queues an event, in the caller's transaction when given one. Returns its id. */
export async function queueWebhookEvent(sql: postgres.ISql, event: WebhookEvent): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into webhook_deliveries (company_id, application_id, event_type, payload)
    values (${event.companyId}, ${event.applicationId}, ${event.eventType}, ${sql.json(event.data as postgres.JSONValue)})
    returning id
  `
  if (!row) throw new Error('webhook event not queued')
  return row.id
}

/** A due event, leased to this run. */
export type ClaimedWebhook = {
  id: string
  companyId: string
  eventType: WebhookEventType
  payload: Record<string, unknown>
  createdAt: Date
  attempts: number
}

/** The events' lease. */
const leaseWebhooks: LeaseRows<ClaimedWebhook> = (tx, { dueRows, leaseEnd }) => tx`
  with due as (${dueRows})
  update webhook_deliveries w
  set next_attempt_at = ${leaseEnd}
  from due
  where w.id = due.id
  returning w.id, w.company_id as "companyId", w.event_type as "eventType", w.payload, w.created_at as "createdAt", w.attempts
`

/** Where a company wants its events now, and the secret that signs them (null: no webhook). */
export type WebhookTarget = { url: string | null; secret: string | null }

/**
 * Read just before each attempt, not at the claim: a run holds its claim for up to two
 * minutes, and an owner who rotated the secret (or moved the URL) meanwhile must not see
 * one more request signed with the old secret (ADR 070).
 */
export async function currentWebhookTarget(sql: Sql, companyId: string): Promise<WebhookTarget> {
  const [row] = await sql<WebhookTarget[]>`
    select applications_webhook_url as url, applications_webhook_secret as secret from companies where id = ${companyId}
  `
  return row ?? { url: null, secret: null }
}

/**
 * Claims up to `limit` due events and leases them, as claimDueEmails does: rows locked by
 * another run are skipped, and the pushed next_attempt_at keeps them out of any other run
 * until the lease ends. `clock` null is the database's own.
 */
export const claimDueWebhooks = (sql: Sql, claim: Claim) => claimDue(sql, 'webhook_deliveries', claim, leaseWebhooks)

/** Claimed events this run did not finish: due again at once (see releaseClaims). */
export const releaseWebhookClaims = (sql: Sql, ids: string[], clock: Date | null) =>
  releaseClaims(sql, 'webhook_deliveries', ids, clock)

/** A 2xx from the receiver: delivered, never sent again. */
export async function recordWebhookDelivered(
  sql: Sql,
  id: string,
  answer: { status: number; durationMs: number },
  clock: Date | null,
) {
  await sql`
    update webhook_deliveries
    set status = 'sent', attempts = attempts + 1, last_status = ${answer.status}, last_error = null,
      last_duration_ms = ${answer.durationMs}, delivered_at = coalesce(${clock}::timestamptz, now())
    where id = ${id} and status = 'pending'
  `
}

/** A failed attempt: pending again after `delayMs`, or failed for good when `final`. */
export async function recordWebhookFailure(
  sql: Sql,
  id: string,
  failure: {
    final: boolean
    attempts: number
    status: number | null
    error: string
    /** How long the attempt took; null when no request was made (no webhook, a refused target). */
    durationMs: number | null
    delayMs: number
    clock: Date | null
  },
) {
  await sql`
    update webhook_deliveries
    set status = ${failure.final ? 'failed' : 'pending'}, attempts = ${failure.attempts},
      last_status = ${failure.status}, last_error = ${failure.error}, last_duration_ms = ${failure.durationMs},
      next_attempt_at = coalesce(${failure.clock}::timestamptz, now()) + ${failure.delayMs} * interval '1 millisecond'
    where id = ${id} and status = 'pending'
  `
}
