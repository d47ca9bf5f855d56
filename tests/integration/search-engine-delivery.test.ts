import { verify } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { RequestDatabase } from '#server/db/client.ts'
import { notifySearchEngines } from '#server/features/search-engines/delivery.ts'
import { INDEXING_SCOPE } from '#server/features/search-engines/google-indexing.ts'
import { runOnTwoClients, SEED } from './database.ts'
import {
  byUrl,
  googleAccepts,
  KEY,
  LUMEN,
  MOKA,
  MOKA_HOST,
  ORIGIN,
  setUpSearchEngines,
  TOKEN,
} from './search-engine-stand-ins.ts'

/**
 * What IndexNow and Google's Indexing API are sent (ADR 045), checked in the stand-ins'
 * bodies: URLs per host, the key, the JWT's signature, the quota with its priority, retries.
 */
const { setting, run, publications, newJob, newJobs } = setUpSearchEngines('career_search_engine_delivery')

describe('IndexNow', () => {
  it('one POST per host with the key, its location and the changed URLs in both languages; never twice', async () => {
    await setting.owner.sql`update jobs set title = 'Technicienne de maintenance' where id = ${SEED.completeJob}`
    const moka = await newJob(MOKA.id)
    expect(await run()).toMatchObject({ indexnow: { sent: 4, retried: 0, failed: 0 } })
    const bodies = setting.indexNow.requests.map((request) => ({
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
    setting.indexNow.requests.length = 0
    expect(await run()).toEqual({})
    expect(setting.indexNow.requests).toEqual([])
  })

  it('retries after a 5xx, then a 429, with backoff; sends once they answer 200', async () => {
    await setting.owner.sql`update jobs set title = 'Retried' where id = ${SEED.completeJob}`
    setting.indexNow.answer(() => ({ status: 503 }))
    expect(await run()).toMatchObject({ indexnow: { retried: 2 } })
    const waits = () => setting.owner.sql<{ attempts: number; waitS: number; lastStatus: number }[]>`
      select attempts, last_status, round(extract(epoch from next_attempt_at - now()))::int as wait_s
      from search_engine_notifications where engine = 'indexnow' and status = 'pending'`
    // The wait is read seconds after the run on a busy machine: within 5 s of the backoff.
    expect(await waits()).toEqual([
      { attempts: 1, waitS: expect.closeTo(60, -1), lastStatus: 503 },
      { attempts: 1, waitS: expect.closeTo(60, -1), lastStatus: 503 },
    ])
    // Not due yet: nothing sent.
    setting.indexNow.requests.length = 0
    expect(await run()).toEqual({})
    await setting.owner.sql`update search_engine_notifications set next_attempt_at = now()`
    setting.indexNow.answer(() => ({ status: 429 }))
    expect(await run()).toMatchObject({ indexnow: { retried: 2 } })
    expect(await waits()).toEqual([
      { attempts: 2, waitS: expect.closeTo(300, -1), lastStatus: 429 },
      { attempts: 2, waitS: expect.closeTo(300, -1), lastStatus: 429 },
    ])
    await setting.owner.sql`update search_engine_notifications set next_attempt_at = now()`
    setting.indexNow.answer(() => ({ status: 202 }))
    expect(await run()).toMatchObject({ indexnow: { sent: 2 } })
    // Three attempts, each one POST.
    expect(setting.indexNow.requests).toHaveLength(2)
  })

  it('a refusal that another attempt would not change (403: key not valid) is final', async () => {
    await setting.owner.sql`update jobs set title = 'Refused' where id = ${SEED.completeJob}`
    setting.indexNow.answer(() => ({ status: 403 }))
    expect(await run()).toMatchObject({ indexnow: { failed: 2, retried: 0 } })
  })
})

describe('Google Indexing API', () => {
  it('signs a JWT with the service account’s key, exchanges it at token_uri, publishes each URL, reuses the token', async () => {
    await setting.owner.sql`update jobs set status = 'closed' where id = ${SEED.completeJob}`
    expect(await run()).toMatchObject({ google: { sent: 2 } })
    const [tokenRequest, ...rest] = setting.google.requests
    expect(tokenRequest?.path).toBe('/token')
    expect(tokenRequest?.headers['content-type']).toBe('application/x-www-form-urlencoded')
    const form = new URLSearchParams(tokenRequest?.body)
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer')
    const [header = '', claims = '', signature = ''] = (form.get('assertion') ?? '').split('.')
    expect(
      verify('RSA-SHA256', Buffer.from(`${header}.${claims}`), setting.publicKey, Buffer.from(signature, 'base64url')),
    ).toBe(true)
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'RS256', typ: 'JWT' })
    const payload = JSON.parse(Buffer.from(claims, 'base64url').toString())
    expect(payload).toMatchObject({
      iss: 'indexing@career-site.iam.gserviceaccount.com',
      scope: INDEXING_SCOPE,
      aud: `${setting.google.url}/token`,
    })
    expect(payload.exp - payload.iat).toBe(3600)
    expect(Math.abs(payload.iat - Date.now() / 1000)).toBeLessThan(60)
    expect(rest.every((request) => request.headers.authorization === `Bearer ${TOKEN}`)).toBe(true)
    expect(publications().sort(byUrl)).toEqual([
      { url: `${ORIGIN}/en/${LUMEN.slug}/jobs/${SEED.completeJob}`, type: 'URL_DELETED' },
      { url: `${ORIGIN}/fr/${LUMEN.slug}/jobs/${SEED.completeJob}`, type: 'URL_DELETED' },
    ])
    // Reopened: URL_UPDATED, with the same token (no second exchange).
    setting.google.requests.length = 0
    await setting.owner.sql`update jobs set status = 'published' where id = ${SEED.completeJob}`
    expect(await run()).toMatchObject({ google: { sent: 2 } })
    expect(setting.google.requests.map((request) => request.path)).not.toContain('/token')
    expect(publications().map((notification) => notification.type)).toEqual(['URL_UPDATED', 'URL_UPDATED'])
  })

  it('spends at most 200 requests a day, new and closed jobs first; the rest waits for the next day', async () => {
    // 40 jobs edited (80 URLs) before 80 new jobs appear (160 URLs): 240 > 200.
    const edited = await newJobs(40, 'Edited')
    await setting.owner.sql`delete from search_engine_notifications`
    await setting.owner.sql`update jobs set title = title || ' (edited)' where id in ${setting.owner.sql(edited)}`
    const fresh = await newJobs(80, 'New')
    await setting.owner.sql`update search_engine_notifications set status = 'sent' where engine = 'indexnow'`
    for (let runs = 0; runs < 4; runs++) await run()
    const sent = publications()
    expect(sent).toHaveLength(200)
    const jobOf = (url: string) => url.split('/').pop() ?? ''
    // Every new job's two URLs, and 40 of the edits' (queued first): the quota went to the new
    // jobs first. By count, not arrival order: a run's requests go out side by side.
    expect(sent.filter((notification) => fresh.includes(jobOf(notification.url)))).toHaveLength(160)
    expect(sent.filter((notification) => edited.includes(jobOf(notification.url)))).toHaveLength(40)
    const [left] = await setting.owner.sql<{ pending: number }[]>`
      select count(*)::int as pending from search_engine_notifications where engine = 'google' and status = 'pending'`
    expect(left?.pending).toBe(40)
    // The next day (Pacific time): the rest goes.
    await setting.owner.sql`update search_engine_quota set day = day - 1`
    expect(await run()).toMatchObject({ google: { sent: 40 } })
  })

  it('retries after a 5xx and a 429 (the token exchange too), with backoff', async () => {
    await setting.owner.sql`update jobs set title = 'Retried at Google' where id = ${SEED.completeJob}`
    setting.google.answer((request) => (request.path === '/token' ? { status: 500 } : { status: 200 }))
    expect(await run()).toMatchObject({ google: { retried: 2 } })
    await setting.owner.sql`update search_engine_notifications set next_attempt_at = now()`
    setting.google.answer((request) => (request.path === '/token' ? googleAccepts(request) : { status: 429 }))
    expect(await run()).toMatchObject({ google: { retried: 2 } })
    const [waits] = await setting.owner.sql<{ attempts: number; waitS: number }[]>`
      select max(attempts) as attempts, max(round(extract(epoch from next_attempt_at - now())))::int as wait_s
      from search_engine_notifications where engine = 'google' and status = 'pending'`
    expect(waits).toEqual({ attempts: 2, waitS: expect.closeTo(300, -1) })
    await setting.owner.sql`update search_engine_notifications set next_attempt_at = now()`
    setting.google.answer(googleAccepts)
    expect(await run()).toMatchObject({ google: { sent: 2 } })
  })

  it('two runs at once never spend more than the day’s quota between them', async () => {
    const jobs = await newJobs(120, 'Rush')
    expect(jobs).toHaveLength(120)
    const tight = { ...setting.config, google: setting.config.google && { ...setting.config.google, dailyQuota: 150 } }
    await runOnTwoClients(
      setting.worker.sql,
      () => new RequestDatabase(setting.workerUrl),
      (sql) => notifySearchEngines(sql, tight),
    )
    expect(publications()).toHaveLength(150)
    const [quota] = await setting.owner.sql<
      { used: number }[]
    >`select used from search_engine_quota where engine = 'google'`
    expect(quota?.used).toBe(150)
  })
})
