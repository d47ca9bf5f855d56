import { randomUUID } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest'
import { RequestDatabase } from '#server/db/client.ts'
import { deliverDueEmails, type ResendConfig } from '#server/features/deliveries/email-delivery.ts'
import { queueSavedJobEmail } from '#server/features/deliveries/email-outbox.ts'
import { runOnTwoClients, SEED } from './database.ts'
import { onDatabase, setUpOwnDatabase } from './own-database.ts'

// A local stand-in for Resend: records each request and answers with the next scripted reply.
type Reply = { status: number; body?: unknown; delayMs?: number }
type Recorded = { method: string; url: string; headers: IncomingHttpHeaders; body: Record<string, unknown> }
const requests: Recorded[] = []
let replies: Reply[] = []
let fallback: Reply = { status: 200 }
let resendServer: Server
let resend: ResendConfig

// A database of its own: a delivery run takes every due e-mail, also those another file
// queues meanwhile (application-purge's, run beside this one, were retried here).
const DATABASE = 'career_email_delivery'
const own = setUpOwnDatabase(DATABASE)
const sql = own.owner.sql
const openSecondClient = () => new RequestDatabase(onDatabase(inject('databaseUrl'), DATABASE))
// Every row of this file has a key with this prefix, so cleanup touches nothing else.
const PREFIX = `delivery-test:${randomUUID()}`
const API_KEY = 're_test_secret_key'

beforeAll(async () => {
  resendServer = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
      const reply = replies.shift() ?? fallback
      const answer = () => {
        const payload = reply.body ?? (reply.status < 300 ? { id: `re_${randomUUID()}` } : { message: 'error' })
        res.writeHead(reply.status, { 'Content-Type': 'application/json' })
        res.end(typeof payload === 'string' ? payload : JSON.stringify(payload))
      }
      if (reply.delayMs) setTimeout(answer, reply.delayMs)
      else answer()
    })
  })
  await new Promise<void>((done) => resendServer.listen(0, '127.0.0.1', done))
  const port = (resendServer.address() as AddressInfo).port
  resend = { apiKey: API_KEY, apiUrl: `http://127.0.0.1:${port}`, from: 'Talentsite <offres@talentsite.example>' }
})

afterAll(async () => {
  await sql`delete from email_outbox where dedupe_key like ${`${PREFIX}%`}`
  await new Promise<void>((done) => resendServer.close(() => done()))
})

beforeEach(() => {
  requests.length = 0
  replies = []
  fallback = { status: 200 }
})

// Rows left pending by one test must not be delivered by the next.
afterEach(async () => {
  await sql`delete from email_outbox where dedupe_key like ${`${PREFIX}%`}`
})

/** A saved-job e-mail queued a second ago: due for a run whose clock is JavaScript's (milliseconds). */
async function queue(label: string): Promise<string> {
  const dedupeKey = `${PREFIX}:${label}:${randomUUID()}`
  await sql`
    insert into email_outbox (kind, job_id, dedupe_key, to_address, subject, html_body, text_body, locale,
      next_attempt_at)
    values ('saved_job', ${SEED.completeJob}, ${dedupeKey}, ${`${label}@candidate.example`}, ${`Subject ${label}`},
      ${`<p>${label}</p>`}, ${`Text ${label}`}, 'fr', now() - interval '1 second')
  `
  return dedupeKey
}

type OutboxRow = {
  status: string
  attempts: number
  nextAttemptAt: Date
  lastError: string | null
  providerId: string | null
  sentAt: Date | null
}

async function row(dedupeKey: string): Promise<OutboxRow> {
  const [found] = await sql<OutboxRow[]>`
    select status, attempts, next_attempt_at, last_error, provider_id, sent_at
    from email_outbox where dedupe_key = ${dedupeKey}
  `
  if (!found) throw new Error(`no outbox row ${dedupeKey}`)
  return found
}

/**
 * A run whose clock is `now`, answered `reply` by the provider for the e-mail `key`:
 * retried later, still pending after one attempt.
 */
async function retriedOnce(key: string, reply: Reply, now: Date): Promise<OutboxRow> {
  replies = [reply]
  expect(await deliverDueEmails(sql, resend, { now })).toEqual({ sent: 0, failed: 0, retried: 1 })
  const pending = await row(key)
  expect(pending).toMatchObject({ status: 'pending', attempts: 1 })
  return pending
}

function requestsFor(dedupeKey: string) {
  return requests.filter((request) => request.headers['idempotency-key'] === dedupeKey)
}

const MINUTE = 60_000

describe('deliverDueEmails', () => {
  it('without configuration sends nothing and leaves the e-mails pending', async () => {
    const key = await queue('unconfigured')
    expect(await deliverDueEmails(sql, null)).toEqual({ sent: 0, failed: 0, retried: 0 })
    expect(requests).toEqual([])
    expect(await row(key)).toMatchObject({ status: 'pending', attempts: 0, sentAt: null, lastError: null })
  })

  it('sends a due e-mail once, with the key, the idempotency key and the message, and records it', async () => {
    // Queued as the endpoint does (due at the database's now()), delivered on the database's clock.
    const key = `${PREFIX}:success:${randomUUID()}`
    await queueSavedJobEmail(sql, {
      jobId: SEED.completeJob,
      dedupeKey: key,
      toAddress: 'success@candidate.example',
      subject: 'Subject success',
      htmlBody: '<p>success</p>',
      textBody: 'Text success',
      locale: 'fr',
    })
    replies = [{ status: 200, body: { id: 'provider-123' } }]
    const result = await deliverDueEmails(sql, resend)
    expect(result).toEqual({ sent: 1, failed: 0, retried: 0 })
    expect(requests).toHaveLength(1)
    const [request] = requests
    expect(request?.method).toBe('POST')
    expect(request?.url).toBe('/emails')
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`)
    expect(request?.headers['content-type']).toBe('application/json')
    expect(request?.headers['idempotency-key']).toBe(key)
    expect(request?.body).toEqual({
      from: 'Talentsite <offres@talentsite.example>',
      to: ['success@candidate.example'],
      subject: 'Subject success',
      html: '<p>success</p>',
      text: 'Text success',
    })
    expect(await row(key)).toMatchObject({ status: 'sent', providerId: 'provider-123', lastError: null })
    expect((await row(key)).sentAt).toBeInstanceOf(Date)

    // Sent rows are never sent again.
    expect(await deliverDueEmails(sql, resend)).toEqual({ sent: 0, failed: 0, retried: 0 })
    expect(requests).toHaveLength(1)
  })

  it('sends each row exactly once when two runs overlap (response and cron)', async () => {
    const keys = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((label) => queue(`concurrent-${label}`)))
    fallback = { status: 200, delayMs: 50 }
    // Two clients, as the response's waitUntil and the cron would have.
    const [first, second] = await runOnTwoClients(sql, openSecondClient, (client) =>
      deliverDueEmails(client, resend, { limit: 3 }),
    )
    expect(first.sent + second.sent).toBe(5)
    for (const key of keys) {
      expect(requestsFor(key)).toHaveLength(1)
      expect((await row(key)).status).toBe('sent')
    }
    expect(requests).toHaveLength(5)
  })

  it('does not send an e-mail again while another run holds it (the lease)', async () => {
    const key = await queue('leased')
    const now = new Date()
    fallback = { status: 200, delayMs: 300 }
    const running = deliverDueEmails(sql, resend, { now })
    // Started once the first run has claimed the row and is waiting for the provider,
    // which has its request (recorded on arrival, answered 300 ms later).
    await vi.waitFor(() => expect(requestsFor(key)).toHaveLength(1), { timeout: 5000, interval: 10 })
    expect(await deliverDueEmails(sql, resend, { now })).toEqual({ sent: 0, failed: 0, retried: 0 })
    expect(await running).toEqual({ sent: 1, failed: 0, retried: 0 })
    expect(requestsFor(key)).toHaveLength(1)
  })

  it('leaves the e-mails of a run that died to the next run two minutes later, not ten', async () => {
    const key = await queue('died')
    const now = new Date()
    // A run that never ends: its request hangs, whatever the timeout (an evicted isolate).
    void deliverDueEmails(sql, resend, { now, fetch: () => new Promise<Response>(() => {}) })
    await vi.waitFor(async () => expect((await row(key)).nextAttemptAt.getTime()).toBeGreaterThan(now.getTime()))
    const later = new Date(now.getTime() + 3 * MINUTE)
    expect(await deliverDueEmails(sql, resend, { now: later })).toEqual({ sent: 1, failed: 0, retried: 0 })
    expect(requestsFor(key)).toHaveLength(1)
  })

  it('retries after a server error, later, then records the success', async () => {
    const key = await queue('retry')
    const now = new Date()
    const afterFailure = await retriedOnce(key, { status: 500, body: { message: 'internal' } }, now)
    expect(afterFailure.nextAttemptAt.getTime()).toBe(now.getTime() + MINUTE)
    expect(afterFailure.lastError).toContain('500')
    expect(afterFailure.lastError).toContain('internal')
    expect(afterFailure.lastError).not.toContain(API_KEY)

    // Not due yet on the same clock.
    expect(await deliverDueEmails(sql, resend, { now })).toEqual({ sent: 0, failed: 0, retried: 0 })
    replies = [{ status: 200, body: { id: 'provider-after-retry' } }]
    const later = new Date(now.getTime() + 2 * MINUTE)
    expect(await deliverDueEmails(sql, resend, { now: later })).toEqual({ sent: 1, failed: 0, retried: 0 })
    expect(await row(key)).toMatchObject({ status: 'sent', providerId: 'provider-after-retry' })
    expect(requestsFor(key)).toHaveLength(2)
  })

  it('retries after 429 and a network error', async () => {
    const key = await queue('rate-limited')
    const now = new Date()
    await retriedOnce(key, { status: 429, body: { message: 'slow down' } }, now)

    const unreachable = { ...resend, apiUrl: 'http://127.0.0.1:9' }
    const later = new Date(now.getTime() + 2 * MINUTE)
    expect(await deliverDueEmails(sql, unreachable, { now: later })).toEqual({ sent: 0, failed: 0, retried: 1 })
    const afterNetworkError = await row(key)
    expect(afterNetworkError).toMatchObject({ status: 'pending', attempts: 2 })
    expect(afterNetworkError.nextAttemptAt.getTime()).toBe(later.getTime() + 5 * MINUTE)
    expect(afterNetworkError.lastError).toMatch(/^network error/)
  })

  it('marks the e-mail failed on a 4xx refusal, without retrying or leaking the key', async () => {
    const key = await queue('refused')
    replies = [{ status: 422, body: `{"message":"invalid to field","echo":"${API_KEY}","pad":"${'x'.repeat(2000)}"}` }]
    expect(await deliverDueEmails(sql, resend)).toEqual({ sent: 0, failed: 1, retried: 0 })
    const refused = await row(key)
    expect(refused).toMatchObject({ status: 'failed', attempts: 1, sentAt: null })
    expect(refused.lastError).toContain('422')
    expect(refused.lastError).toContain('invalid to field')
    expect(refused.lastError).not.toContain(API_KEY)
    expect(refused.lastError?.length).toBeLessThanOrEqual(600)

    const muchLater = new Date(Date.now() + 24 * 60 * MINUTE)
    expect(await deliverDueEmails(sql, resend, { now: muchLater })).toEqual({ sent: 0, failed: 0, retried: 0 })
    expect(requestsFor(key)).toHaveLength(1)
  })

  it('gives up after six transient failures, with growing delays', async () => {
    const key = await queue('exhausted')
    fallback = { status: 503 }
    let now = new Date()
    const delays: number[] = []
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await deliverDueEmails(sql, resend, { now })).toEqual({ sent: 0, failed: 0, retried: 1 })
      const pending = await row(key)
      expect(pending).toMatchObject({ status: 'pending', attempts: attempt })
      delays.push(pending.nextAttemptAt.getTime() - now.getTime())
      now = pending.nextAttemptAt
    }
    expect(delays).toEqual([1, 5, 30, 120, 360].map((minutes) => minutes * MINUTE))
    expect(await deliverDueEmails(sql, resend, { now })).toEqual({ sent: 0, failed: 1, retried: 0 })
    expect(await row(key)).toMatchObject({ status: 'failed', attempts: 6 })
    expect(requestsFor(key)).toHaveLength(6)

    const muchLater = new Date(now.getTime() + 7 * 24 * 60 * MINUTE)
    expect(await deliverDueEmails(sql, resend, { now: muchLater })).toEqual({ sent: 0, failed: 0, retried: 0 })
  })
})
