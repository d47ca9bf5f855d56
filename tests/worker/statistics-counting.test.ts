import { randomUUID } from 'node:crypto'
import { get as httpGet } from 'node:http'
import type postgres from 'postgres'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { SEED_VISIBLE_JOBS } from '../tools/seed-ids.ts'
import { applicationForm } from './application-form.ts'
import { openWorkerDatabase, SEED, test } from './fixtures.ts'
import { get, origin, post } from './http.ts'

/**
 * Counting for the statistics (ADR 042) in the built Worker, edge cache on: pages answered
 * from the cache (and the page replay) are counted, and the counts reach stats_daily after
 * the flush the cron trigger runs. Each test tags its visits with a campaign of its own.
 */
const BROWSER = {
  'User-Agent':
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  'Accept-Language': 'fr-FR,fr;q=0.9',
  'Sec-Fetch-Mode': 'navigate',
  'Sec-Fetch-Dest': 'document',
}
const client = (n: number) => ({
  ...BROWSER,
  'CF-Connecting-IP': `198.51.100.${n}`,
  'User-Agent': `${BROWSER['User-Agent']} client/${n}`,
})

/**
 * A GET with exactly these headers. Not fetch: undici adds `Sec-Fetch-Mode: cors` to every
 * request, which says "a script's request", and the Worker rightly does not count those.
 */
function visit(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const request = httpGet(new URL(path, origin()), { headers }, (response) => {
      response.resume()
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers as Record<string, string> }),
      )
    })
    request.on('error', reject)
  })
}

async function runCron() {
  const cron = await get('/cdn-cgi/local/scheduled?cron=*/5+*+*+*+*')
  expect(cron.status).toBe(200)
}

type Row = { slug: string; source: string; views: number; visitors: number }
const COUNTED = `counted-${randomUUID().slice(0, 8)}`

/** After the cron's flush, the campaign's counts in stats_daily: one row, the counted company's. */
async function expectCountedAfterFlush(sql: postgres.Sql, campaign: string, counted: Omit<Row, 'slug'>) {
  await runCron()
  await expect.poll(() => rows(sql, campaign)).toEqual([{ slug: COUNTED, ...counted }])
}

describe('counting in the Worker', () => {
  // A Pro company of this file's own: what is counted for it is these visits only, whatever
  // the other files show of the seed's companies at the same time.
  beforeAll(async () => {
    const sql = openWorkerDatabase()
    try {
      await sql`insert into companies (slug, name, workspace_id, plan) values (${COUNTED}, 'Comptée', gen_random_uuid(), 'pro')`
    } finally {
      await sql.end()
    }
  })
  afterAll(async () => {
    const sql = openWorkerDatabase()
    try {
      await sql`delete from companies where slug = ${COUNTED}`
    } finally {
      await sql.end()
    }
  })

  test("a view of a cached page with ?utm_source=x is in the company's stats_daily after the flush", async ({
    sql,
  }) => {
    const campaign = `cached-${randomUUID().slice(0, 8)}`
    const path = `/fr/${COUNTED}/jobs`
    // Fill the edge cache (a crawler: not counted), then a person's view answered from it.
    await get(path, { headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } })
    const first = await visit(`${path}?utm_source=x&utm_campaign=${campaign}`, client(1))
    expect(first.status).toBe(200)
    // From the cache: fresh, or stale while revalidated when another file's visit filled it
    // more than its fresh window ago (ADR 014).
    expect(first.headers['x-edge-cache']).toMatch(/^(HIT|STALE)$/)
    expect(first.headers['set-cookie']).toBeUndefined()
    // The same URL again: the page replay answers it before the app runs; counted too.
    const replayed = await visit(`${path}?utm_source=x&utm_campaign=${campaign}`, client(1))
    expect(replayed.headers['x-edge-cache']).toMatch(/^(HIT|STALE)$/)

    await expectCountedAfterFlush(sql, campaign, { source: 'x', views: 2, visitors: 1 })
  })

  test('two visits the same day from one client count one unique visitor, two clients two', async ({ sql }) => {
    const campaign = `unique-${randomUUID().slice(0, 8)}`
    const path = `/en/${COUNTED}?utm_source=uv&utm_campaign=${campaign}`
    await visit(path, client(2))
    await visit(path, client(2))
    await expectCountedAfterFlush(sql, campaign, { source: 'uv', views: 2, visitors: 1 })
    await visit(path, client(3))
    await expectCountedAfterFlush(sql, campaign, { source: 'uv', views: 3, visitors: 2 })
  })

  test("a crawler's or a script's visit counts nothing, nor a Starter company's page", async ({ sql }) => {
    const campaign = `nothing-${randomUUID().slice(0, 8)}`
    const query = `?utm_source=none&utm_campaign=${campaign}`
    // A crawler, even with a browser's other headers; a script (fetch says Sec-Fetch-Mode: cors).
    await visit(`/fr/${COUNTED}${query}`, {
      ...client(4),
      'User-Agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    })
    await get(`/fr/${COUNTED}${query}`, { headers: client(7) })
    await visit(`/fr/${SEED.sparseCompany}${query}`, client(5))
    // A person's view after them, in the same flush: the flush did run.
    const control = `control-${campaign}`
    await visit(`/fr/${COUNTED}?utm_campaign=${control}`, client(6))
    await runCron()
    await expect.poll(() => rows(sql, control)).toHaveLength(1)
    expect(await rows(sql, campaign)).toEqual([])
  })
})

describe('what the endpoints count, and what the privacy page says', () => {
  test('a job saved by e-mail counts once for its job, however often it is sent again', async ({ sql }) => {
    // Café Moka's (Enterprise) last job, from a phone: rows no other test writes.
    const jobId = SEED_VISIBLE_JOBS.at(-1)?.[1] ?? ''
    const saves = async () => {
      const [row] = await sql<{ saves: number }[]>`
        select coalesce(sum(saves), 0)::int as saves from stats_daily where job_id = ${jobId} and device = 'phone'`
      return row?.saves ?? 0
    }
    const before = await saves()
    const headers = { ...client(8), 'Sec-CH-UA-Mobile': '?1' }
    const email = `stats-${randomUUID().slice(0, 8)}@example.org`
    for (let i = 0; i < 2; i++) {
      const saved = await post('/api/save-job', { json: { email, jobId, locale: 'fr' }, headers })
      expect(saved.status).toBe(200)
    }
    await runCron()
    await expect.poll(saves).toBe(before + 1)
  })

  test('an application counts once for its job, however often its form is sent; its withdrawal counts too', async ({
    sql,
  }) => {
    const [slug, jobId] = SEED_VISIBLE_JOBS.at(-1) ?? ['', '']
    const jobCounts = () => counts(sql, sql`job_id = ${jobId}`)
    const before = await jobCounts()
    const email = `stats-${randomUUID().slice(0, 8)}@example.org`
    const multipart = applicationForm(email, { lastName: 'Stats' })
    const headers = { ...client(9), 'Sec-CH-UA-Mobile': '?1' }
    for (let i = 0; i < 2; i++) {
      expect((await post(`/fr/${slug}/jobs/${jobId}/apply`, { multipart, headers })).status).toBe(303)
    }
    await runCron()
    await expect.poll(jobCounts).toEqual({ ...before, applications: before.applications + 1 })

    // The candidate withdraws it with the link of the confirmation e-mail.
    const [mail] = await sql<{ text: string }[]>`
      select text_body as text from email_outbox where kind = 'application_confirmation' and to_address = ${email}`
    const token = decodeURIComponent(/\/withdraw\?token=(\S+)/.exec(mail?.text ?? '')?.[1] ?? '')
    const withdrawn = await post(`/fr/${slug}/withdraw`, { form: { token }, headers: { ...headers, Origin: origin() } })
    expect(withdrawn.status).toBe(303)
    await runCron()
    await expect
      .poll(jobCounts)
      .toEqual({ ...before, applications: before.applications + 1, withdrawals: before.withdrawals + 1 })
  })

  test("a job-alert subscription counts for the company's own pages, once", async ({ sql }) => {
    const [slug] = SEED_VISIBLE_JOBS.at(-1) ?? ['', '']
    const companyCounts = () =>
      counts(sql, sql`job_id is null and company_id = (select id from companies where slug = ${slug})`)
    const before = await companyCounts()
    const form = {
      email: `stats-alert-${randomUUID().slice(0, 8)}@example.org`,
      q: '',
      contract: 'CDI',
      city: '',
      remote: '',
    }
    for (let i = 0; i < 2; i++) {
      expect((await post(`/fr/${slug}/jobs`, { form, headers: client(10) })).status).toBe(303)
    }
    await runCron()
    await expect.poll(companyCounts).toEqual({ ...before, alertSubscriptions: before.alertSubscriptions + 1 })
  })

  test('the privacy page states what is counted, in French and English', async () => {
    const fr = await get(`/fr/${SEED.completeCompany}/privacy`)
    expect(fr.text).toContain('Mesure d&#x27;audience, sans cookie')
    expect(fr.text).toContain('Votre adresse IP n&#x27;est jamais enregistrée')
    const en = await get(`/en/${SEED.completeCompany}/privacy`)
    expect(en.text).toContain('Audience measurement, without cookies')
    expect(en.text).toContain('Your IP address is never recorded')
  })
})

type EndpointCounts = { applications: number; withdrawals: number; alertSubscriptions: number }

/** What the endpoints counted in the rows `where` selects, all days and devices. */
async function counts(sql: postgres.Sql, where: postgres.PendingQuery<postgres.Row[]>): Promise<EndpointCounts> {
  const [row] = await sql<EndpointCounts[]>`
    select coalesce(sum(applications), 0)::int as applications, coalesce(sum(withdrawals), 0)::int as withdrawals,
      coalesce(sum(alert_subscriptions), 0)::int as "alertSubscriptions"
    from stats_daily where ${where}`
  return row ?? { applications: 0, withdrawals: 0, alertSubscriptions: 0 }
}

async function rows(sql: postgres.Sql, campaign: string): Promise<Row[]> {
  return sql<Row[]>`
    select c.slug, d.source, sum(d.views)::int as views, sum(d.visitors)::int as visitors
    from stats_daily d join companies c on c.id = d.company_id
    where d.campaign = ${campaign} and d.job_id is null
    group by c.slug, d.source`
}
