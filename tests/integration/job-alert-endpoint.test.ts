import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { RequestDatabase } from '#server/db/client.ts'
import type { AppConfig } from '#server/env.ts'
import type { AppEnv } from '#server/hono-env.ts'
import { jobAlertSubscribe } from '#server/routes/job-alert-subscribe.ts'
import { countConnections } from './connection-counter.ts'
import { COMPANY, CONFIG, jobAlertDatabase } from './job-alert-fixtures.ts'

/**
 * The job alert form's endpoint (POST /{lang}/{slug}/jobs, ADR 026) as its script calls it
 * (JSON answers; the page answers are the browser tests'): the real route on the Worker's
 * role. Bad input is a 4xx with the field's message, never a 5xx, and writes nothing.
 */
const db = jobAlertDatabase('career_job_alert_endpoint')
const ORIGIN = 'http://localhost'

type Answer = { status: number; body: Record<string, unknown>; retryAfter: string | null }

async function post(
  fields: Record<string, string> | null,
  options: {
    headers?: Record<string, string>
    allowed?: boolean
    database?: RequestDatabase
    path?: string
    body?: BodyInit
  } = {},
): Promise<Answer> {
  const app = new Hono<AppEnv>()
  app.use(async (c, next) => {
    c.set('config', { ...CONFIG, publicOrigin: ORIGIN, email: null } as unknown as AppConfig)
    c.set('db', options.database ?? db.workerDatabase())
    await next()
  })
  app.route('/', jobAlertSubscribe)
  const env = { JOB_ALERT_LIMITER: { limit: async () => ({ success: options.allowed ?? true }) } } as unknown as Env
  const executionCtx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} }
  const body = options.body ?? new URLSearchParams(fields ?? {})
  const response = await app.request(
    `${ORIGIN}${options.path ?? `/fr/${COMPANY.slug}/jobs`}`,
    { method: 'POST', headers: { Accept: 'application/json', ...options.headers }, body },
    env,
    executionCtx,
  )
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as Record<string, unknown>,
    retryAfter: response.headers.get('Retry-After'),
  }
}

const valid = { email: 'lea@example.org', q: '', contract: 'CDI', city: 'Lyon', remote: '' }

async function rows() {
  const [counts] = await db.owner()`
    select (select count(*) from job_alerts)::int as alerts, (select count(*) from email_outbox)::int as emails
  `
  return counts
}

describe('POST /{lang}/{slug}/jobs (job alert)', () => {
  it('subscribes: 200, one alert and its confirmation e-mail; a repeat answers the same and writes nothing', async () => {
    expect(await post(valid)).toMatchObject({ status: 200, body: { ok: true } })
    expect(await post({ ...valid, email: ' LEA@example.org ', contract: 'cdi' })).toMatchObject({ status: 200 })
    expect(await rows()).toEqual({ alerts: 1, emails: 1 })
  })

  // The request's one connection (ADR 006) also carries its transaction, after a read.
  it('reads the company, then writes in a transaction, over one connection', async () => {
    const relay = await countConnections(db.workerUrl())
    const database = new RequestDatabase(relay.url)
    try {
      expect(await post(valid, { database })).toMatchObject({ status: 200, body: { ok: true } })
      expect(relay.opened()).toBe(1)
      expect(await rows()).toEqual({ alerts: 1, emails: 1 })
    } finally {
      await database.close()
      await relay.close()
    }
  })

  it.each<[string, Record<string, string>, string, string]>([
    ['an invalid address', { ...valid, email: 'lea@example' }, 'invalid-email', 'email'],
    ['an address list', { ...valid, email: 'a@b.co, c@d.co' }, 'invalid-email', 'email'],
    ['a NUL in the address', { ...valid, email: 'lea\0@example.org' }, 'invalid-email', 'email'],
    ['a line break in the address', { ...valid, email: 'lea@example.org\r\nBcc: x@y.co' }, 'invalid-email', 'email'],
    ['no address', { ...valid, email: '' }, 'invalid-email', 'email'],
    ['a NUL in a criterion', { ...valid, city: 'Lyon\0' }, 'invalid-criteria', 'city'],
    ['a control character in a criterion', { ...valid, q: 'dev\u0007' }, 'invalid-criteria', 'q'],
    ['a line break in a criterion', { ...valid, remote: 'a\nb' }, 'invalid-criteria', 'remote'],
    ['a criterion longer than the list keeps', { ...valid, contract: 'x'.repeat(101) }, 'invalid-criteria', 'contract'],
  ])('%s: 422 with the field’s message, nothing written', async (_label, fields, error, field) => {
    const answer = await post(fields)
    expect(answer.status).toBe(422)
    expect(answer.body).toMatchObject({ ok: false, error, field })
    expect(answer.body.message).toBe(
      error === 'invalid-email'
        ? 'Veuillez saisir un email valide.'
        : "Les critères de l'alerte ne sont pas valables : rechargez la liste des offres, puis réessayez.",
    )
    expect(await rows()).toEqual({ alerts: 0, emails: 0 })
  })

  it('the message is in the page’s language', async () => {
    const answer = await post({ ...valid, email: 'nope' }, { path: `/en/${COMPANY.slug}/jobs` })
    expect(answer.body.message).toBe('Please enter a valid e-mail address.')
  })

  it.each<[string, Parameters<typeof post>[1], number, string | null]>([
    ['cross-origin', { headers: { Origin: 'https://evil.example' } }, 403, null],
    ['rate limited', { allowed: false }, 429, 'rate-limited'],
    ['declared too large', { headers: { 'Content-Length': '100000' } }, 413, 'too-large'],
    ['too large as it arrives', { body: new URLSearchParams({ ...valid, q: 'x'.repeat(20_000) }) }, 413, 'too-large'],
    ['JSON', { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(valid) }, 415, 'invalid-payload'],
    [
      'a broken multipart body',
      { headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, body: '--y\r\n' },
      400,
      'invalid-payload',
    ],
    ['an unknown company', { path: '/fr/inconnue/jobs' }, 404, 'invalid-payload'],
  ])('%s: %i, nothing written', async (_label, options, status, error) => {
    const answer = await post(valid, options)
    expect(answer.status).toBe(status)
    if (error) expect(answer.body).toMatchObject({ ok: false, error })
    expect(await rows()).toEqual({ alerts: 0, emails: 0 })
  })

  it('the database down: 503 with Retry-After, the message, never a crash', async () => {
    const down = new RequestDatabase('postgres://career_site_worker:x@127.0.0.1:9/career')
    const answer = await post(valid, { database: down })
    await down.close()
    expect(answer).toMatchObject({ status: 503, body: { ok: false, error: 'unavailable' }, retryAfter: '30' })
  })
})
