import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { RequestDatabase, type Sql } from '#server/db/client.ts'
import { queueWebhookEvent } from '#server/features/deliveries/webhook-deliveries.ts'
import {
  deliverDueWebhooks as deliverWebhooks,
  MAX_WEBHOOK_ATTEMPTS,
  type WebhookRunOptions,
} from '#server/features/deliveries/webhook-delivery.ts'
import { type RecordedRequest, type RecordingServer, startRecordingServer } from '../tools/recording-server.ts'
import { pointCompanyWebhook, verifyAsReceiver } from '../tools/webhook-receiver.ts'
import { runOnTwoClients, SEED } from './database.ts'
import { setUpOwnDatabase } from './own-database.ts'

/**
 * Webhook delivery's retries, lease, limits and refusals (ADR 024), on the Worker's role
 * against a local stand-in for a company's ATS. Events are queued as the withdrawal
 * queues them (no application row); the payload of an application's event is checked in
 * company-delivery.test.ts. Its own database: a run claims every due event.
 */
const SECRET = 'ats-signing-secret-for-the-retry-tests-0123456789'
const MINUTE = 60_000

const { owner, worker, workerUrl } = setUpOwnDatabase('career_webhook_delivery')
let ats: RecordingServer

beforeAll(async () => {
  ats = await startRecordingServer()
})

afterAll(async () => {
  await ats?.close()
})

beforeEach(async () => {
  ats.requests.length = 0
  ats.answer(() => ({ status: 200 }))
  await pointWebhookAt(`${ats.url}/ats`)
  // Events left pending by one test are not the next one's.
  await owner.sql`update webhook_deliveries set status = 'failed' where status = 'pending'`
})

async function pointWebhookAt(url: string | null) {
  await pointCompanyWebhook(owner.sql, SEED.completeCompany.id, url ? { url, secret: SECRET } : null)
}

/** A run that may reach the local receivers, as the tests' Worker does (WEBHOOK_TEST_ORIGINS, ADR 040). */
const deliverDueWebhooks = (sql: Sql, options: WebhookRunOptions = {}) =>
  deliverWebhooks(sql, { allowedOrigins: [ats.url, 'http://127.0.0.1:9'], ...options })

/** A withdrawal's event, due a second ago: due for runs on JavaScript's clock too. */
async function queue(): Promise<string> {
  const id = await queueWebhookEvent(worker.sql, {
    companyId: SEED.completeCompany.id,
    applicationId: null,
    eventType: 'application.withdrawn',
    data: { application: { id: randomUUID() }, company: { slug: SEED.completeCompany.slug } },
  })
  await owner.sql`update webhook_deliveries set next_attempt_at = now() - interval '1 second' where id = ${id}`
  return id
}

type Row = {
  status: string
  attempts: number
  nextAttemptAt: Date
  lastStatus: number | null
  lastError: string | null
}
async function row(id: string): Promise<Row> {
  const [found] = await owner.sql<Row[]>`
    select status, attempts, next_attempt_at, last_status, last_error from webhook_deliveries where id = ${id}`
  if (!found) throw new Error(`no event ${id}`)
  return found
}

const requestsFor = (id: string) => ats.requests.filter((request) => request.headers['talentsite-event-id'] === id)
const signatureChecks = (request: RecordedRequest, now: number) =>
  verifyAsReceiver(SECRET, request.headers['talentsite-signature'], request.body, now)

/** A delivery run's counts: zero but those given. */
const runCounts = (counts: Partial<Awaited<ReturnType<typeof deliverDueWebhooks>>>) => ({
  sent: 0,
  failed: 0,
  retried: 0,
  released: 0,
  ...counts,
})

describe('deliverDueWebhooks', () => {
  it('retries after a 500, later, with the same event id and body, then records the 2xx', async () => {
    const id = await queue()
    const now = new Date()
    ats.answer(() => ({ status: 500 }))
    expect(await deliverDueWebhooks(worker.sql, { now })).toEqual(runCounts({ retried: 1 }))
    const failed = await row(id)
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 500, lastError: 'HTTP 500' })
    expect(failed.nextAttemptAt.getTime()).toBe(now.getTime() + MINUTE)
    // Not due again on the same clock.
    expect(await deliverDueWebhooks(worker.sql, { now })).toEqual(runCounts({}))

    ats.answer(() => ({ status: 204 }))
    const later = new Date(now.getTime() + 2 * MINUTE)
    expect(await deliverDueWebhooks(worker.sql, { now: later })).toEqual(runCounts({ sent: 1 }))
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, lastStatus: 204, lastError: null })
    const [first, second] = requestsFor(id)
    expect(requestsFor(id)).toHaveLength(2)
    expect(second?.body).toBe(first?.body)
    expect(JSON.parse(second?.body ?? '{}').id).toBe(id)
    // Each attempt is signed at its own time, and checks with the secret.
    expect(first && signatureChecks(first, now.getTime())).toMatchObject({ ok: true })
    expect(second && signatureChecks(second, later.getTime())).toMatchObject({ ok: true })

    // Delivered events are never sent again.
    expect(await deliverDueWebhooks(worker.sql, { now: new Date(later.getTime() + 60 * MINUTE) })).toMatchObject({
      sent: 0,
    })
    expect(requestsFor(id)).toHaveLength(2)
  })

  it('sends each event once when two runs overlap (the response’s and the cron’s)', async () => {
    const ids = await Promise.all([1, 2, 3, 4, 5].map(() => queue()))
    ats.answer(() => ({ status: 200, delayMs: 50 }))
    // Two clients, as the response's waitUntil and the cron would have.
    const [first, second] = await runOnTwoClients(
      worker.sql,
      () => new RequestDatabase(workerUrl),
      (client) => deliverDueWebhooks(client, { limit: 3 }),
    )
    expect(first.sent + second.sent).toBe(5)
    for (const id of ids) {
      expect(requestsFor(id)).toHaveLength(1)
      expect((await row(id)).status).toBe('sent')
    }
  })

  it('does not follow a redirect: the attempt failed, and nothing reaches where it pointed', async () => {
    const id = await queue()
    ats.answer((request) =>
      request.path === '/ats' ? { status: 302, headers: { Location: `${ats.url}/elsewhere` } } : { status: 200 },
    )
    expect(await deliverDueWebhooks(worker.sql)).toEqual(runCounts({ retried: 1 }))
    expect(ats.requests.map((request) => request.path)).toEqual(['/ats'])
    expect(await row(id)).toMatchObject({ lastStatus: 302, lastError: 'HTTP 302 (redirect not followed)' })
  })

  it('gives up waiting for a receiver after the timeout, and on a refused connection, to retry later', async () => {
    const id = await queue()
    ats.answer(() => ({ status: 200, delayMs: 2_000 }))
    const started = Date.now()
    expect(await deliverDueWebhooks(worker.sql, { timeoutMs: 200 })).toEqual(runCounts({ retried: 1 }))
    expect(Date.now() - started).toBeLessThan(1_500)
    expect((await row(id)).lastError).toMatch(/^network error: TimeoutError/)

    // Nothing listens on port 9.
    await pointWebhookAt('http://127.0.0.1:9/ats')
    const later = new Date(Date.now() + 2 * MINUTE)
    expect(await deliverDueWebhooks(worker.sql, { now: later })).toEqual(runCounts({ retried: 1 }))
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 2, lastStatus: null })
  })

  it(`gives up after ${MAX_WEBHOOK_ATTEMPTS} failed attempts, with growing delays over about three days`, async () => {
    const id = await queue()
    ats.answer(() => ({ status: 503 }))
    let now = new Date()
    const delays: number[] = []
    for (let attempt = 1; attempt < MAX_WEBHOOK_ATTEMPTS; attempt++) {
      expect(await deliverDueWebhooks(worker.sql, { now })).toEqual(runCounts({ retried: 1 }))
      const pending = await row(id)
      expect(pending).toMatchObject({ status: 'pending', attempts: attempt })
      delays.push(pending.nextAttemptAt.getTime() - now.getTime())
      now = pending.nextAttemptAt
    }
    expect(delays).toEqual([1, 5, 30, 120, 360, 720, 1440, 1440].map((minutes) => minutes * MINUTE))
    expect(await deliverDueWebhooks(worker.sql, { now })).toEqual(runCounts({ failed: 1 }))
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: MAX_WEBHOOK_ATTEMPTS, lastStatus: 503 })
    expect(requestsFor(id)).toHaveLength(MAX_WEBHOOK_ATTEMPTS)
    expect(await deliverDueWebhooks(worker.sql, { now: new Date(now.getTime() + 7 * 1440 * MINUTE) })).toMatchObject({
      failed: 0,
    })
  })

  it('stops for a company that removed its webhook since the event was queued', async () => {
    const id = await queue()
    await pointWebhookAt(null)
    expect(await deliverDueWebhooks(worker.sql)).toEqual(runCounts({ failed: 1 }))
    expect(await row(id)).toMatchObject({ status: 'failed', lastError: 'webhook no longer configured' })
    expect(ats.requests).toEqual([])
  })
})
