import { inject, vi } from 'vitest'
import { type RecordingServer, startRecordingServer } from '../tools/recording-server.ts'
import { afterAll, beforeAll, describe, expect, openWorkerDatabase, test } from './fixtures.ts'
import { get } from './http.ts'

/**
 * Search engines told by the built Worker in workerd (ADR 045): its IndexNow key file, and a
 * job closed by SQL sent to both stand-ins by the every-minute cron run. The Worker's vars
 * point at the stand-ins this file starts (tests/worker/global-setup.ts). Its canonical
 * origin is wrangler.toml's PUBLIC_ORIGIN.
 */
const PUBLIC_ORIGIN = 'http://localhost:3000'
const { indexNowPort, googlePort, key } = inject('searchEngineStandIns')
let indexNow: RecordingServer
let google: RecordingServer

beforeAll(async () => {
  indexNow = await startRecordingServer({ port: indexNowPort, answer: () => ({ status: 202 }) })
  google = await startRecordingServer({
    port: googlePort,
    answer: (request) =>
      request.path === '/token'
        ? { status: 200, body: JSON.stringify({ access_token: 'worker-tests-token', expires_in: 3600 }) }
        : { status: 200 },
  })
})

afterAll(async () => {
  await indexNow?.close()
  await google?.close()
})

describe('search engines, from the Worker', () => {
  test('IndexNow’s key file: the key, as plain text, at /{key}.txt', async () => {
    const answer = await get(`/${key}.txt`)
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('text/plain; charset=UTF-8')
    expect(answer.text).toBe(key)
  })

  test('a job closed by SQL reaches both stand-ins at the next every-minute cron run', async ({ sql }) => {
    // A company of this test's own: no other test's list or count sees its job.
    const slug = `indexed-${Date.now().toString(36)}`
    const [job] = await sql<{ id: string; companyId: string }[]>`
      with company as (
        insert into companies (slug, name, workspace_id) values (${slug}, 'Indexed', gen_random_uuid()) returning id, workspace_id
      )
      insert into jobs (company_id, workspace_id, title, status)
      select id, workspace_id, 'Soudeuse', 'published' from company
      returning id, company_id as "companyId"
    `
    const urls = ['fr', 'en'].map((lang) => `${PUBLIC_ORIGIN}/${lang}/${slug}/jobs/${job?.id}`)
    try {
      const closedAt = Date.now()
      await sql`update jobs set status = 'closed' where id = ${job?.id ?? ''}`
      const runCron = async () => expect((await get('/cdn-cgi/local/scheduled?cron=*+*+*+*+*')).status).toBe(200)
      await runCron()
      let lastRun = Date.now()
      // Sent by this run, or by another file's cron run at the same moment: either way, once.
      // Other files queue notifications too (deleted spaces, moved domains) and a run sends a
      // bounded batch: while this job's wait, the cron runs again, as it would a minute later.
      const database = openWorkerDatabase()
      try {
        await vi.waitFor(
          async () => {
            const [left] = await database<{ pending: number }[]>`
              select count(*)::int as pending from search_engine_notifications
              where job_id = ${job?.id ?? ''} and status = 'pending'`
            if ((left?.pending ?? 0) > 0 && Date.now() - lastRun > 3_000) {
              lastRun = Date.now()
              await runCron()
            }
            expect(left?.pending).toBe(0)
          },
          { timeout: 30_000, interval: 100 },
        )
      } finally {
        await database.end()
      }
      // The job was visible for an instant: its URL_UPDATED may have left before the closing,
      // never after it. The last word on each URL is the closing.
      const told = indexNow.requests
        .map(
          (request) =>
            JSON.parse(request.body) as { host: string; key: string; keyLocation: string; urlList: string[] },
        )
        .filter((body) => body.urlList.some((url) => urls.includes(url)))
      expect(told.at(-1)).toEqual({
        host: 'localhost:3000',
        key,
        keyLocation: `${PUBLIC_ORIGIN}/${key}.txt`,
        urlList: expect.arrayContaining(urls),
      })
      const published = google.requests
        .filter((request) => request.path === '/publish')
        .map((request) => JSON.parse(request.body) as { url: string; type: string })
      for (const url of urls) {
        expect(published.filter((notification) => notification.url === url).at(-1)?.type, url).toBe('URL_DELETED')
      }
      console.info(`closed by SQL → both stand-ins (workerd): ${(Date.now() - closedAt) / 1000} s`)
    } finally {
      await sql`delete from companies where slug = ${slug}`
    }
  })
})
