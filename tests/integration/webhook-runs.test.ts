import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Sql } from '#server/db/client.ts'
import { queueWebhookEvent } from '#server/features/deliveries/webhook-deliveries.ts'
import {
  deliverDueWebhooks as deliverWebhooks,
  MAX_WEBHOOK_ATTEMPTS,
  type WebhookRunOptions,
} from '#server/features/deliveries/webhook-delivery.ts'
import { type RecordingServer, startRecordingServer } from '../tools/recording-server.ts'
import { pointCompanyWebhook } from '../tools/webhook-receiver.ts'
import { SEED } from './database.ts'
import { setUpOwnDatabase } from './own-database.ts'

/**
 * A run's companies, its claims and what an event keeps (ADR 040), on the Worker's role
 * with a local receiver per company: one slow receiver holds up only its own company, a
 * run gives back what it did not finish, targets are checked at delivery and where they
 * are configured, and a finished event keeps ids only. Its own database: a run claims
 * every due event.
 */
const SECRET = 'ats-signing-secret-for-the-run-tests-0123456789'
const MINUTE = 60_000
type Company = { id: string; slug: string }
const LUMEN: Company = SEED.completeCompany
const MOKA: Company = SEED.otherCompany

const { owner, worker } = setUpOwnDatabase('career_webhook_runs')
let lumenAts: RecordingServer
let mokaAts: RecordingServer
/** Settles what a test left hanging in a receiver. */
let release: () => void = () => {}

beforeAll(async () => {
  lumenAts = await startRecordingServer()
  mokaAts = await startRecordingServer()
})

afterAll(async () => {
  await lumenAts?.close()
  await mokaAts?.close()
})

beforeEach(async () => {
  for (const ats of [lumenAts, mokaAts]) {
    ats.requests.length = 0
    ats.answer(() => ({ status: 200 }))
  }
  await pointCompanyWebhook(owner.sql, LUMEN.id, { url: `${lumenAts.url}/ats`, secret: SECRET })
  await pointCompanyWebhook(owner.sql, MOKA.id, { url: `${mokaAts.url}/ats`, secret: SECRET })
  await owner.sql`update webhook_deliveries set status = 'failed' where status = 'pending'`
})

afterEach(() => release())

const deliverDueWebhooks = (sql: Sql, options: WebhookRunOptions = {}) =>
  deliverWebhooks(sql, { allowedOrigins: [lumenAts.url, mokaAts.url], ...options })

/** An event due `secondsAgo` ago (the oldest is claimed first), with a candidate's data. */
async function queue(company: Company, secondsAgo = 1): Promise<string> {
  const id = await queueWebhookEvent(worker.sql, {
    companyId: company.id,
    applicationId: null,
    eventType: 'application.received',
    data: {
      application: { id: randomUUID(), first_name: 'Zoé', email: 'zoe@candidate.example' },
      job: { id: SEED.completeJob, title: 'Technicienne' },
      company: { slug: company.slug },
      cv: { url: 'https://jobs.example/api/cv/secret-token', file_name: 'cv.pdf' },
    },
  })
  await owner.sql`
    update webhook_deliveries set next_attempt_at = now() - ${secondsAgo} * interval '1 second' where id = ${id}`
  return id
}

async function row(id: string) {
  const [found] = await owner.sql<{ status: string; payload: Record<string, unknown>; lastError: string | null }[]>`
    select status, payload, last_error from webhook_deliveries where id = ${id}`
  return found
}

describe('a run delivers per company', () => {
  it('sends to another company while one receiver is still answering (no wait behind its timeout)', async () => {
    // Lumen's receiver answers only once Moka's has received its event: delivered one
    // company after the other, Lumen's request times out first and Moka's comes after.
    let mokaReceived: () => void = () => {}
    const mokaArrived = new Promise<void>((resolve) => {
      mokaReceived = resolve
      release = resolve
    })
    lumenAts.answer(() => ({ status: 200, after: mokaArrived }))
    mokaAts.answer(() => {
      mokaReceived()
      return { status: 200 }
    })
    const lumen = await queue(LUMEN, 10)
    const moka = await queue(MOKA, 5)
    const result = await deliverDueWebhooks(worker.sql, { timeoutMs: 5_000 })
    expect(result).toEqual({ sent: 2, failed: 0, retried: 0, released: 0 })
    expect((await row(lumen))?.status).toBe('sent')
    expect((await row(moka))?.status).toBe('sent')
  })

  it('waits for a receiver that did not answer once per run: its company’s other events go to the next run', async () => {
    const ids = [await queue(LUMEN, 3), await queue(LUMEN, 2)]
    const now = new Date()
    lumenAts.answer(() => ({ status: 200, delayMs: 2_000 }))
    expect(await deliverDueWebhooks(worker.sql, { now, timeoutMs: 200 })).toMatchObject({ retried: 1, released: 1 })
    expect(lumenAts.requests).toHaveLength(1)
    lumenAts.answer(() => ({ status: 200 }))
    expect(await deliverDueWebhooks(worker.sql, { now })).toMatchObject({ sent: 1 })
    expect((await row(ids[1] ?? ''))?.status).toBe('sent')
  })

  it('gives back at once the events it did not start before its deadline', async () => {
    const ids = [await queue(LUMEN, 3), await queue(LUMEN, 2)]
    const now = new Date()
    expect(await deliverDueWebhooks(worker.sql, { now, startDeadlineMs: -1 })).toMatchObject({ sent: 0, released: 2 })
    expect(lumenAts.requests).toEqual([])
    // Due again on the same clock, for the next run.
    expect(await deliverDueWebhooks(worker.sql, { now })).toMatchObject({ sent: 2, released: 0 })
    for (const id of ids) expect((await row(id))?.status).toBe('sent')
  })

  it('releases every claimed event when their outcome cannot be recorded, for the next run', async () => {
    const ids = [await queue(LUMEN, 3), await queue(LUMEN, 2), await queue(MOKA, 1)]
    const now = new Date()
    // The database refuses to record a delivery (as in an outage between send and record).
    await owner.sql`revoke update (delivered_at) on webhook_deliveries from career_site_worker`
    try {
      await expect(deliverDueWebhooks(worker.sql, { now })).rejects.toThrow(/permission denied/)
    } finally {
      await owner.sql`grant update (delivered_at) on webhook_deliveries to career_site_worker`
    }
    // Not held for a lease: the next run, on the same clock, sends them all again.
    expect(await deliverDueWebhooks(worker.sql, { now })).toMatchObject({ sent: 3 })
    for (const id of ids) expect((await row(id))?.status).toBe('sent')
  })

  it('leaves the events of a run that died to the next run two minutes later', async () => {
    const id = await queue(LUMEN)
    const now = new Date()
    // A run that never ends: its request hangs, whatever the timeout (an evicted isolate).
    const hanging = (() => new Promise<Response>(() => {})) as typeof fetch
    void deliverDueWebhooks(worker.sql, { now, fetch: hanging })
    await expect
      .poll(
        async () =>
          (await owner.sql`select 1 from webhook_deliveries where id = ${id} and next_attempt_at > now()`).length,
      )
      .toBe(1)
    expect(await deliverDueWebhooks(worker.sql, { now: new Date(now.getTime() + 3 * MINUTE) })).toMatchObject({
      sent: 1,
    })
    expect((await row(id))?.status).toBe('sent')
  })
})

describe('webhook targets', () => {
  it('sends nothing to a plain-http or private address at delivery', async () => {
    const id = await queue(LUMEN)
    // Without the test-only origins: the recording server's http://127.0.0.1 is refused.
    expect(await deliverWebhooks(worker.sql)).toMatchObject({ sent: 0, retried: 1 })
    expect(await row(id)).toMatchObject({ status: 'pending', lastError: 'target refused: not https' })
    expect(lumenAts.requests).toEqual([])
  })

  it('refuses such URLs where a company configures them, with the field named', async () => {
    const set = (url: string) =>
      owner.sql`update companies set applications_webhook_url = ${url}, applications_webhook_secret = ${SECRET}
        where id = ${SEED.sparseCompany.id}`
    for (const url of [
      'http://ats.example.com/hook',
      'https://127.0.0.1/hook',
      'https://169.254.169.254/latest',
      'https://[::1]/hook',
      'https://localhost/hook',
      'https://db.internal/hook',
      'https://user:pw@ats.example.com/hook',
    ]) {
      await expect(set(url), url).rejects.toMatchObject({ code: '23514', column_name: 'applications_webhook_url' })
    }
    await set('https://hooks.ats.example.com:8443/talentsite?x=1')
  })
})

describe('what a webhook event keeps', () => {
  it('keeps the candidate’s data and CV link only until delivered, or failed for good: then ids only', async () => {
    const sent = await queue(LUMEN)
    const given = await queue(MOKA)
    await owner.sql`update webhook_deliveries set attempts = ${MAX_WEBHOOK_ATTEMPTS - 1} where id = ${given}`
    mokaAts.answer(() => ({ status: 503 }))
    const pending = await queue(LUMEN, -3600)
    expect(await deliverDueWebhooks(worker.sql)).toMatchObject({ sent: 1, failed: 1 })
    for (const id of [sent, given]) {
      const { payload } = (await row(id)) ?? { payload: {} }
      expect(Object.keys(payload).sort()).toEqual(['application', 'job'])
      expect(JSON.stringify(payload)).not.toMatch(/Zoé|zoe@|cv|token|Technicienne/)
      expect(payload).toEqual({ application: { id: expect.any(String) }, job: { id: SEED.completeJob } })
    }
    // Not yet delivered: everything it will send.
    expect((await row(pending))?.payload).toMatchObject({ cv: { url: expect.any(String) } })
  })
})
