import { generateKeyPairSync, type KeyObject, verify } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { RequestDatabase } from '#server/db/client.ts'
import { expireClosedJobs } from '#server/db/queries/job-upkeep.ts'
import { readConfig } from '#server/env.ts'
import { EVERY_MINUTE_CRON, runScheduledTasks } from '#server/scheduled.ts'
import { notifySearchEngines, type SearchEngineConfig } from '#server/services/search-engines/delivery.ts'
import { forgetAccessTokens, INDEXING_SCOPE } from '#server/services/search-engines/google-indexing.ts'
import { type RecordedRequest, type RecordingServer, startRecordingServer } from '../tools/recording-server.ts'
import { runOnTwoClients, SEED } from './database.ts'
import { openOwnRequestDatabases } from './own-database.ts'

/**
 * Search engines told of the jobs' changes (ADR 045), on the Worker's role, with recording
 * stand-ins at IndexNow's endpoint and at Google's (its token_uri and its publish endpoint),
 * and a service account generated here. Its own database: a run claims every due row.
 */
const ORIGIN = 'https://jobs.example'
const KEY = 'a1b2c3d4e5f6a7b8c9d0'
const TOKEN = 'ya29.stand-in-access-token'
const LUMEN = SEED.completeCompany
const MOKA = SEED.otherCompany // Enterprise in the seed: it may have a domain.
const MOKA_HOST = 'careers.cafe-moka.example'

let owner: RequestDatabase
let worker: RequestDatabase
let workerUrl: string
let indexNow: RecordingServer
let google: RecordingServer
let publicKey: KeyObject
let serviceAccountJson: string
let config: SearchEngineConfig

beforeAll(async () => {
  ;({ owner, worker, workerUrl } = await openOwnRequestDatabases('career_search_engines'))
  indexNow = await startRecordingServer()
  google = await startRecordingServer()
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 })
  publicKey = pair.publicKey
  serviceAccountJson = JSON.stringify({
    type: 'service_account',
    client_email: 'indexing@career-site.iam.gserviceaccount.com',
    private_key: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }),
    token_uri: `${google.url}/token`,
  })
  config = readConfig({
    PROVIDER_NAME: 'Talentsite',
    PUBLIC_ORIGIN: ORIGIN,
    DEMO_COMPANY_SLUG: 'lumen-energie',
    CONTACT_EMAIL: 'bonjour@jobs.example',
    APPOINTMENT_URL: 'https://jobs.example/rdv',
    LINK_SIGNING_SECRET: 'a-signing-secret-of-more-than-32-characters',
    INDEXNOW_ENDPOINT: `${indexNow.url}/indexnow`,
    INDEXNOW_KEY: KEY,
    GOOGLE_INDEXING_ENDPOINT: `${google.url}/v3/urlNotifications:publish`,
    GOOGLE_SERVICE_ACCOUNT_JSON: serviceAccountJson,
  } as unknown as Env).searchEngines
  await owner.sql`insert into company_domains (hostname, company_id, is_primary) values (${MOKA_HOST}, ${MOKA.id}, true)`
}, 60_000)

afterAll(async () => {
  await worker?.close()
  await owner?.close()
  await indexNow?.close()
  await google?.close()
})

/** Google's stand-in: a token at /token, 200 to every notification. */
const googleAccepts = (request: RecordedRequest) =>
  request.path === '/token'
    ? { status: 200, body: JSON.stringify({ access_token: TOKEN, expires_in: 3600, token_type: 'Bearer' }) }
    : { status: 200 }

beforeEach(async () => {
  forgetAccessTokens()
  indexNow.requests.length = 0
  google.requests.length = 0
  indexNow.answer(() => ({ status: 200 }))
  google.answer(googleAccepts)
  // The job tests change, as the seed has it (a test that failed may have closed it).
  await owner.sql`update jobs set status = 'published', closes_at = null where id = ${SEED.completeJob}`
  await owner.sql`delete from search_engine_notifications`
  await owner.sql`delete from search_engine_quota`
})

const run = () => notifySearchEngines(worker.sql, config)
const published = (request: RecordedRequest) => request.path === '/v3/urlNotifications:publish'
const publications = () =>
  google.requests.filter(published).map((request) => JSON.parse(request.body) as { url: string; type: string })
const byUrl = (a: { url: string }, b: { url: string }) => a.url.localeCompare(b.url)

async function newJob(companyId: string, status = 'published', title = 'Soudeuse'): Promise<string> {
  const [row] = await owner.sql<{ id: string }[]>`
    insert into jobs (company_id, workspace_id, title, status)
    select id, workspace_id, ${title}, ${status} from companies where id = ${companyId}
    returning id
  `
  return row?.id ?? ''
}

/** `count` published jobs of Lumen (Pro: no limit) in one statement, their ids in order. */
async function newJobs(count: number, title: string): Promise<string[]> {
  const rows = await owner.sql<{ id: string }[]>`
    insert into jobs (company_id, workspace_id, title, status)
    select id, workspace_id, ${title} || ' ' || n, 'published' from companies, generate_series(1, ${count}) n
    where id = ${LUMEN.id}
    returning id
  `
  return rows.map((row) => row.id)
}

describe('IndexNow', () => {
  it('one POST per host with the key, its location and the changed URLs in both languages; never twice', async () => {
    await owner.sql`update jobs set title = 'Technicienne de maintenance' where id = ${SEED.completeJob}`
    const moka = await newJob(MOKA.id)
    expect(await run()).toMatchObject({ indexnow: { sent: 4, retried: 0, failed: 0 } })
    const bodies = indexNow.requests.map((request) => ({
      path: request.path,
      type: request.headers['content-type'],
      body: JSON.parse(request.body),
    }))
    expect(bodies).toEqual(
      expect.arrayContaining([
        {
          path: '/indexnow',
          type: 'application/json; charset=utf-8',
          body: {
            host: 'jobs.example',
            key: KEY,
            keyLocation: `${ORIGIN}/${KEY}.txt`,
            urlList: expect.arrayContaining([
              `${ORIGIN}/fr/${LUMEN.slug}/jobs/${SEED.completeJob}`,
              `${ORIGIN}/en/${LUMEN.slug}/jobs/${SEED.completeJob}`,
            ]),
          },
        },
        {
          path: '/indexnow',
          type: 'application/json; charset=utf-8',
          body: {
            host: MOKA_HOST,
            key: KEY,
            keyLocation: `https://${MOKA_HOST}/${KEY}.txt`,
            urlList: expect.arrayContaining([
              `https://${MOKA_HOST}/fr/jobs/${moka}`,
              `https://${MOKA_HOST}/en/jobs/${moka}`,
            ]),
          },
        },
      ]),
    )
    expect(bodies).toHaveLength(2)
    expect(bodies.every(({ body }) => body.urlList.length === 2)).toBe(true)
    indexNow.requests.length = 0
    expect(await run()).toEqual({})
    expect(indexNow.requests).toEqual([])
  })

  it('retries after a 5xx, then a 429, with backoff; sends once they answer 200', async () => {
    await owner.sql`update jobs set title = 'Retried' where id = ${SEED.completeJob}`
    indexNow.answer(() => ({ status: 503 }))
    expect(await run()).toMatchObject({ indexnow: { retried: 2 } })
    const waits = () => owner.sql<{ attempts: number; waitS: number; lastStatus: number }[]>`
      select attempts, last_status, round(extract(epoch from next_attempt_at - now()))::int as wait_s
      from search_engine_notifications where engine = 'indexnow' and status = 'pending'`
    expect(await waits()).toEqual([
      { attempts: 1, waitS: 60, lastStatus: 503 },
      { attempts: 1, waitS: 60, lastStatus: 503 },
    ])
    // Not due yet: nothing sent.
    indexNow.requests.length = 0
    expect(await run()).toEqual({})
    await owner.sql`update search_engine_notifications set next_attempt_at = now()`
    indexNow.answer(() => ({ status: 429 }))
    expect(await run()).toMatchObject({ indexnow: { retried: 2 } })
    expect(await waits()).toEqual([
      { attempts: 2, waitS: 300, lastStatus: 429 },
      { attempts: 2, waitS: 300, lastStatus: 429 },
    ])
    await owner.sql`update search_engine_notifications set next_attempt_at = now()`
    indexNow.answer(() => ({ status: 202 }))
    expect(await run()).toMatchObject({ indexnow: { sent: 2 } })
    // Three attempts, each one POST.
    expect(indexNow.requests).toHaveLength(2)
  })

  it('a refusal that another attempt would not change (403: key not valid) is final', async () => {
    await owner.sql`update jobs set title = 'Refused' where id = ${SEED.completeJob}`
    indexNow.answer(() => ({ status: 403 }))
    expect(await run()).toMatchObject({ indexnow: { failed: 2, retried: 0 } })
  })
})

describe('Google Indexing API', () => {
  it('signs a JWT with the service account’s key, exchanges it at token_uri, publishes each URL, reuses the token', async () => {
    await owner.sql`update jobs set status = 'closed' where id = ${SEED.completeJob}`
    expect(await run()).toMatchObject({ google: { sent: 2 } })
    const [tokenRequest, ...rest] = google.requests
    expect(tokenRequest?.path).toBe('/token')
    expect(tokenRequest?.headers['content-type']).toBe('application/x-www-form-urlencoded')
    const form = new URLSearchParams(tokenRequest?.body)
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer')
    const [header = '', claims = '', signature = ''] = (form.get('assertion') ?? '').split('.')
    expect(
      verify('RSA-SHA256', Buffer.from(`${header}.${claims}`), publicKey, Buffer.from(signature, 'base64url')),
    ).toBe(true)
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'RS256', typ: 'JWT' })
    const payload = JSON.parse(Buffer.from(claims, 'base64url').toString())
    expect(payload).toMatchObject({
      iss: 'indexing@career-site.iam.gserviceaccount.com',
      scope: INDEXING_SCOPE,
      aud: `${google.url}/token`,
    })
    expect(payload.exp - payload.iat).toBe(3600)
    expect(Math.abs(payload.iat - Date.now() / 1000)).toBeLessThan(60)
    expect(rest.every((request) => request.headers.authorization === `Bearer ${TOKEN}`)).toBe(true)
    expect(publications().sort(byUrl)).toEqual([
      { url: `${ORIGIN}/en/${LUMEN.slug}/jobs/${SEED.completeJob}`, type: 'URL_DELETED' },
      { url: `${ORIGIN}/fr/${LUMEN.slug}/jobs/${SEED.completeJob}`, type: 'URL_DELETED' },
    ])
    // Reopened: URL_UPDATED, with the same token (no second exchange).
    google.requests.length = 0
    await owner.sql`update jobs set status = 'published' where id = ${SEED.completeJob}`
    expect(await run()).toMatchObject({ google: { sent: 2 } })
    expect(google.requests.map((request) => request.path)).not.toContain('/token')
    expect(publications().map((notification) => notification.type)).toEqual(['URL_UPDATED', 'URL_UPDATED'])
  })

  it('spends at most 200 requests a day, new and closed jobs first; the rest waits for the next day', async () => {
    // 40 jobs edited (80 URLs) before 80 new jobs appear (160 URLs): 240 > 200.
    const edited = await newJobs(40, 'Edited')
    await owner.sql`delete from search_engine_notifications`
    await owner.sql`update jobs set title = title || ' (edited)' where id in ${owner.sql(edited)}`
    const fresh = await newJobs(80, 'New')
    await owner.sql`update search_engine_notifications set status = 'sent' where engine = 'indexnow'`
    for (let runs = 0; runs < 4; runs++) await run()
    const sent = publications()
    expect(sent).toHaveLength(200)
    const jobOf = (url: string) => url.split('/').pop() ?? ''
    // Every new job's two URLs, then 40 of the edits'.
    expect(sent.slice(0, 160).every((notification) => fresh.includes(jobOf(notification.url)))).toBe(true)
    expect(sent.slice(160).every((notification) => edited.includes(jobOf(notification.url)))).toBe(true)
    const [left] = await owner.sql<{ pending: number }[]>`
      select count(*)::int as pending from search_engine_notifications where engine = 'google' and status = 'pending'`
    expect(left?.pending).toBe(40)
    // The next day (Pacific time): the rest goes.
    await owner.sql`update search_engine_quota set day = day - 1`
    expect(await run()).toMatchObject({ google: { sent: 40 } })
  })

  it('retries after a 5xx and a 429 (the token exchange too), with backoff', async () => {
    await owner.sql`update jobs set title = 'Retried at Google' where id = ${SEED.completeJob}`
    google.answer((request) => (request.path === '/token' ? { status: 500 } : { status: 200 }))
    expect(await run()).toMatchObject({ google: { retried: 2 } })
    await owner.sql`update search_engine_notifications set next_attempt_at = now()`
    google.answer((request) => (request.path === '/token' ? googleAccepts(request) : { status: 429 }))
    expect(await run()).toMatchObject({ google: { retried: 2 } })
    const [waits] = await owner.sql<{ attempts: number; waitS: number }[]>`
      select max(attempts) as attempts, max(round(extract(epoch from next_attempt_at - now())))::int as wait_s
      from search_engine_notifications where engine = 'google' and status = 'pending'`
    expect(waits).toEqual({ attempts: 2, waitS: 300 })
    await owner.sql`update search_engine_notifications set next_attempt_at = now()`
    google.answer(googleAccepts)
    expect(await run()).toMatchObject({ google: { sent: 2 } })
  })

  it('two runs at once never spend more than the day’s quota between them', async () => {
    const jobs = await newJobs(120, 'Rush')
    expect(jobs).toHaveLength(120)
    const tight = { ...config, google: config.google && { ...config.google, dailyQuota: 150 } }
    await runOnTwoClients(
      worker.sql,
      () => new RequestDatabase(workerUrl),
      (sql) => notifySearchEngines(sql, tight),
    )
    expect(publications()).toHaveLength(150)
    const [quota] = await owner.sql<{ used: number }[]>`select used from search_engine_quota where engine = 'google'`
    expect(quota?.used).toBe(150)
  })
})

describe('in workerd', () => {
  it('calls fetch without a `this`, which workerd’s fetch refuses ("Illegal invocation")', async () => {
    await owner.sql`update jobs set title = 'Told from workerd' where id = ${SEED.completeJob}`
    const workerdFetch = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
      if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation')
      return fetch(input, init)
    } as typeof fetch
    expect(await notifySearchEngines(worker.sql, config, { fetch: workerdFetch })).toMatchObject({
      indexnow: { sent: 2 },
      google: { sent: 2 },
    })
  })
})

describe('what is not sent', () => {
  it('the Worker’s role never queues a notification itself (the triggers do, as the owner)', async () => {
    await expect(
      worker.sql`insert into search_engine_notifications (engine, job_id, company_slug, locale, action, priority)
        values ('google', ${SEED.completeJob}, 'x', 'fr', 'URL_UPDATED', 0)`,
    ).rejects.toMatchObject({ code: '42501' })
  })

  it('nothing for a draft, written and edited', async () => {
    const draft = await newJob(LUMEN.id, 'draft')
    await owner.sql`update jobs set title = 'Draft, edited' where id = ${draft}`
    expect(await run()).toEqual({})
    expect([...indexNow.requests, ...google.requests]).toEqual([])
  })

  it('without the secrets, nothing is sent and nothing fails; what waited a day is set aside', async () => {
    await owner.sql`update jobs set title = 'Nobody told' where id = ${SEED.completeJob}`
    const unconfigured = { ...config, indexNow: null, google: null }
    expect(await notifySearchEngines(worker.sql, unconfigured)).toEqual({
      indexnow: { sent: 0, retried: 0, failed: 0, skipped: 0 },
      google: { sent: 0, retried: 0, failed: 0, skipped: 0 },
    })
    await owner.sql`update search_engine_notifications set created_at = now() - interval '25 hours'`
    expect(await notifySearchEngines(worker.sql, unconfigured)).toMatchObject({
      indexnow: { skipped: 2 },
      google: { skipped: 2 },
    })
    expect(await notifySearchEngines(worker.sql, unconfigured)).toEqual({})
    expect([...indexNow.requests, ...google.requests]).toEqual([])
  })

  it('a change made while its row was being sent is sent after it, not lost', async () => {
    await owner.sql`update jobs set title = 'First state' where id = ${SEED.completeJob}`
    let closing: Promise<unknown> = Promise.resolve()
    google.answer((request) => {
      // The job closes while Google is being told of its edit (once).
      if (published(request) && google.requests.filter(published).length === 1) {
        closing = owner.sql`update jobs set status = 'closed' where id = ${SEED.completeJob}`.then(() => {})
      }
      return googleAccepts(request)
    })
    await run()
    await closing
    // The edit was sent; the closing, folded into the same rows meanwhile, is due at once.
    google.requests.length = 0
    await run()
    expect(publications().map((notification) => notification.type)).toEqual(['URL_DELETED', 'URL_DELETED'])
  })
})

describe('the cron', () => {
  it('a job closed by SQL reaches both stand-ins in the next every-minute run', async () => {
    const env = {
      PROVIDER_NAME: 'Talentsite',
      PUBLIC_ORIGIN: ORIGIN,
      DEMO_COMPANY_SLUG: 'lumen-energie',
      CONTACT_EMAIL: 'bonjour@jobs.example',
      APPOINTMENT_URL: 'https://jobs.example/rdv',
      LINK_SIGNING_SECRET: 'a-signing-secret-of-more-than-32-characters',
      HYPERDRIVE: { connectionString: workerUrl },
      INDEXNOW_ENDPOINT: `${indexNow.url}/indexnow`,
      INDEXNOW_KEY: KEY,
      GOOGLE_INDEXING_ENDPOINT: `${google.url}/v3/urlNotifications:publish`,
      GOOGLE_SERVICE_ACCOUNT_JSON: serviceAccountJson,
    } as unknown as Env
    const received: number[] = []
    indexNow.answer(() => {
      received.push(Date.now())
      return { status: 200 }
    })
    google.answer((request) => {
      if (published(request)) received.push(Date.now())
      return googleAccepts(request)
    })
    const closedAt = Date.now()
    await owner.sql`update jobs set status = 'closed' where id = ${SEED.completeJob}`
    const minute = { cron: EVERY_MINUTE_CRON, scheduledTime: Date.now() } as ScheduledController
    await runScheduledTasks(minute, env)
    const urls = [
      `${ORIGIN}/fr/${LUMEN.slug}/jobs/${SEED.completeJob}`,
      `${ORIGIN}/en/${LUMEN.slug}/jobs/${SEED.completeJob}`,
    ]
    expect(indexNow.requests.map((request) => JSON.parse(request.body).urlList.sort())).toEqual([urls.sort()])
    expect(publications().sort(byUrl)).toEqual(urls.sort().map((url) => ({ url, type: 'URL_DELETED' })))
    // Seconds from the change to the last notification, when the cron fires right after it
    // (it fires every minute: add up to 60 s for one fired just before the change).
    console.info(`closed by SQL → both stand-ins: ${(Math.max(...received) - closedAt) / 1000} s, 1 + 2 requests`)
  })

  it('an idle minute costs two statements: the closing-date sweep and the probe of due rows', async () => {
    const statements: string[] = []
    const counted = new RequestDatabase(workerUrl, { onQuery: (query) => statements.push(query) })
    try {
      await expireClosedJobs(counted.sql)
      expect(await notifySearchEngines(counted.sql, config)).toEqual({})
    } finally {
      await counted.close()
    }
    expect(statements).toHaveLength(2)
    expect(statements[1]).toMatch(/from search_engine_notifications/)
  })
})
