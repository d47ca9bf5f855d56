import { describe, expect, it } from 'vitest'
import { RequestDatabase } from '#server/db/client.ts'
import { expireClosedJobs } from '#server/db/queries/job-upkeep.ts'
import { notifySearchEngines } from '#server/features/search-engines/delivery.ts'
import { EVERY_MINUTE_CRON, runScheduledTasks } from '#server/scheduled.ts'
import { SEED } from './database.ts'
import { byUrl, googleAccepts, LUMEN, ORIGIN, published, setUpSearchEngines } from './search-engine-stand-ins.ts'

/**
 * Search engine runs (ADR 045): as workerd calls fetch, what is never sent (drafts, without
 * the secrets, the Worker's role queuing), a change during a send, and the cron: a job
 * closed by SQL reaches both stand-ins at the next every-minute run, an idle minute's cost.
 */
const { setting, run, publications, newJob } = setUpSearchEngines('career_search_engine_runs')

describe('in workerd', () => {
  it('calls fetch without a `this`, which workerd’s fetch refuses ("Illegal invocation")', async () => {
    await setting.owner.sql`update jobs set title = 'Told from workerd' where id = ${SEED.completeJob}`
    const workerdFetch = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
      if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation')
      return fetch(input, init)
    } as typeof fetch
    expect(await notifySearchEngines(setting.worker.sql, setting.config, { fetch: workerdFetch })).toMatchObject({
      indexnow: { sent: 2 },
      google: { sent: 2 },
    })
  })
})

describe('what is not sent', () => {
  it('the Worker’s role never queues a notification itself (the triggers do, as the setting.owner)', async () => {
    await expect(
      setting.worker
        .sql`insert into search_engine_notifications (engine, job_id, company_slug, locale, action, priority)
        values ('google', ${SEED.completeJob}, 'x', 'fr', 'URL_UPDATED', 0)`,
    ).rejects.toMatchObject({ code: '42501' })
  })

  it('nothing for a draft, written and edited', async () => {
    const draft = await newJob(LUMEN.id, 'draft')
    await setting.owner.sql`update jobs set title = 'Draft, edited' where id = ${draft}`
    expect(await run()).toEqual({})
    expect([...setting.indexNow.requests, ...setting.google.requests]).toEqual([])
  })

  it('without the secrets, nothing is sent and nothing fails; what waited a day is set aside', async () => {
    await setting.owner.sql`update jobs set title = 'Nobody told' where id = ${SEED.completeJob}`
    const unconfigured = { ...setting.config, indexNow: null, google: null }
    expect(await notifySearchEngines(setting.worker.sql, unconfigured)).toEqual({
      indexnow: { sent: 0, retried: 0, failed: 0, skipped: 0 },
      google: { sent: 0, retried: 0, failed: 0, skipped: 0 },
    })
    await setting.owner.sql`update search_engine_notifications set created_at = now() - interval '25 hours'`
    expect(await notifySearchEngines(setting.worker.sql, unconfigured)).toMatchObject({
      indexnow: { skipped: 2 },
      google: { skipped: 2 },
    })
    expect(await notifySearchEngines(setting.worker.sql, unconfigured)).toEqual({})
    expect([...setting.indexNow.requests, ...setting.google.requests]).toEqual([])
  })

  it('a change made while its row was being sent is sent after it, not lost', async () => {
    await setting.owner.sql`update jobs set title = 'First state' where id = ${SEED.completeJob}`
    let closing: Promise<unknown> = Promise.resolve()
    setting.google.answer((request) => {
      // The job closes while Google is being told of its edit (once).
      if (published(request) && setting.google.requests.filter(published).length === 1) {
        closing = setting.owner.sql`update jobs set status = 'closed' where id = ${SEED.completeJob}`.then(() => {})
      }
      return googleAccepts(request)
    })
    await run()
    await closing
    // The edit was sent; the closing, folded into the same rows meanwhile, is due at once.
    setting.google.requests.length = 0
    await run()
    expect(publications().map((notification) => notification.type)).toEqual(['URL_DELETED', 'URL_DELETED'])
  })
})

describe('the cron', () => {
  it('a job closed by SQL reaches both stand-ins in the next every-minute run', async () => {
    const received: number[] = []
    setting.indexNow.answer(() => {
      received.push(Date.now())
      return { status: 200 }
    })
    setting.google.answer((request) => {
      if (published(request)) received.push(Date.now())
      return googleAccepts(request)
    })
    const closedAt = Date.now()
    await setting.owner.sql`update jobs set status = 'closed' where id = ${SEED.completeJob}`
    const minute = { cron: EVERY_MINUTE_CRON, scheduledTime: Date.now() } as ScheduledController
    await runScheduledTasks(minute, setting.env)
    const urls = [
      `${ORIGIN}/fr/${LUMEN.slug}/jobs/${SEED.completeJob}`,
      `${ORIGIN}/en/${LUMEN.slug}/jobs/${SEED.completeJob}`,
    ]
    expect(setting.indexNow.requests.map((request) => JSON.parse(request.body).urlList.sort())).toEqual([urls.sort()])
    expect(publications().sort(byUrl)).toEqual(urls.sort().map((url) => ({ url, type: 'URL_DELETED' })))
    // Seconds from the change to the last notification, when the cron fires right after it
    // (it fires every minute: add up to 60 s for one fired just before the change).
    console.info(`closed by SQL → both stand-ins: ${(Math.max(...received) - closedAt) / 1000} s, 1 + 2 requests`)
  })

  it('an idle minute costs two statements: the closing-date sweep and the probe of due rows', async () => {
    const statements: string[] = []
    const counted = new RequestDatabase(setting.workerUrl, { onQuery: (query) => statements.push(query) })
    try {
      await expireClosedJobs(counted.sql)
      expect(await notifySearchEngines(counted.sql, setting.config)).toEqual({})
    } finally {
      await counted.close()
    }
    expect(statements).toHaveLength(2)
    expect(statements[1]).toMatch(/from search_engine_notifications/)
  })
})
