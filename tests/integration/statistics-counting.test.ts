import { beforeEach, describe, expect, it } from 'vitest'
import { RequestDatabase } from '#server/db/client.ts'
import { takeBuffered } from '#server/features/statistics/buffer.ts'
import { countEvent, countPageView } from '#server/features/statistics/counting.ts'
import { flushStatistics } from '#server/features/statistics/flush.ts'
import {
  addDailyCounts,
  type DailyCounts,
  DISTINCT_VALUES_PER_MONTH,
  lockCompanyStatistics,
} from '#server/features/statistics/queries.ts'
import { statisticsDay } from '#server/features/statistics/visitors.ts'
import { SEED_COMPANIES, SEED_JOBS } from '../tools/seed-ids.ts'
import { setUpWorkerRoleDatabase } from './worker-role-database.ts'

/**
 * The statistics' writes (ADR 042) as the Worker does them: views recorded in the
 * isolate's buffer from real requests, flushed by the Worker's restricted role.
 */
const { worker, workerUrl, owner } = setUpWorkerRoleDatabase('statistics')

const PRO = SEED_COMPANIES.complete // Lumen Énergie
const STARTER = SEED_COMPANIES.sparse // Atelier Brique
const BROWSER = {
  'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0 Safari/537.36',
  'Accept-Language': 'en-GB,en;q=0.8',
  'Sec-Fetch-Mode': 'navigate',
}
const today = statisticsDay()

function view(path: string, client = '198.51.100.1', headers: Record<string, string> = {}) {
  const request = new Request(`https://jobs.example${path}`, {
    headers: { ...BROWSER, 'CF-Connecting-IP': client, ...headers },
  })
  return countPageView(request, new Response('ok'))
}

type DailyRow = { jobId: string | null; source: string; views: number; visitors: number }
async function dailyRows(companyId: string): Promise<DailyRow[]> {
  return owner<DailyRow[]>`
    select job_id as "jobId", source, medium, campaign, views, visitors, form_views as "formViews", applications
    from stats_daily where company_id = ${companyId} order by job_id nulls first, source`
}

beforeEach(async () => {
  takeBuffered()
  // Not the salts: this isolate keeps the day's salt it read, as a Worker's isolate does.
  await owner`truncate stats_daily, stats_monthly, stats_visitors`
})

describe('counting, flushed by the Worker role', () => {
  it('counts one unique visitor for two visits of one client the same day, two for two clients', async () => {
    view(`/fr/${PRO.slug}`)
    view(`/fr/${PRO.slug}/team`)
    await flushStatistics(worker.sql)
    // The same client again, after the flush: still one visitor of the day.
    view(`/fr/${PRO.slug}/jobs`)
    await flushStatistics(worker.sql)
    expect(await dailyRows(PRO.id)).toMatchObject([{ jobId: null, source: '', views: 3, visitors: 1 }])

    view(`/fr/${PRO.slug}`, '198.51.100.2')
    await flushStatistics(worker.sql)
    expect(await dailyRows(PRO.id)).toMatchObject([{ jobId: null, views: 4, visitors: 2 }])
    // Another user agent on the same address is another visitor (as Plausible counts).
    view(`/fr/${PRO.slug}`, '198.51.100.2', { 'User-Agent': `${BROWSER['User-Agent']} Edg/141.0` })
    await flushStatistics(worker.sql)
    expect(await dailyRows(PRO.id)).toMatchObject([{ views: 5, visitors: 3 }])
  })

  it('keeps visitors as 16 salted bytes, the salt in the database, and nothing of the address', async () => {
    view(`/fr/${PRO.slug}`, '203.0.113.9')
    await flushStatistics(worker.sql)
    const visitors = await owner<{ visitor: Uint8Array }[]>`select visitor from stats_visitors`
    expect(visitors).toHaveLength(1)
    expect(visitors[0]?.visitor.length).toBe(16)
    expect(Buffer.from(visitors[0]?.visitor ?? []).toString('latin1')).not.toContain('203.0.113.9')
    const salts = await owner<{ day: string }[]>`select day::text from stats_salts`
    expect(salts).toEqual([{ day: today }])
  })

  it('counts a job view for the job, and its visitor once for the company space', async () => {
    view(`/fr/${PRO.slug}`)
    view(`/fr/${PRO.slug}/jobs/${SEED_JOBS.complete}`)
    view(`/fr/${PRO.slug}/jobs/${SEED_JOBS.complete}/apply`)
    countEvent(
      new Request('https://jobs.example/', { headers: BROWSER }),
      { slug: PRO.slug, jobId: SEED_JOBS.complete },
      'applications',
    )
    await flushStatistics(worker.sql)
    expect(await dailyRows(PRO.id)).toMatchObject([
      { jobId: null, views: 1, visitors: 1, formViews: 0 },
      { jobId: SEED_JOBS.complete, views: 1, visitors: 1, formViews: 1, applications: 1 },
    ])
  })

  it('stores nothing for a Starter company, an unknown one, or a job of another company', async () => {
    view(`/fr/${STARTER.slug}`)
    view(`/fr/${STARTER.slug}/jobs/${SEED_JOBS.sparseCompany}`)
    view('/fr/no-such-company')
    view(`/fr/${PRO.slug}/jobs/${SEED_JOBS.sparseCompany}`)
    const result = await flushStatistics(worker.sql)
    expect(result.entries).toBe(5)
    const [counts] = await owner<{ daily: number; visitors: number }[]>`
      select (select count(*)::int from stats_daily where company_id <> ${PRO.id}) as daily,
        (select count(*)::int from stats_visitors where company_id <> ${PRO.id}) as visitors`
    expect(counts).toEqual({ daily: 0, visitors: 0 })
    // Lumen's space got the visitor of its page, not the other company's job.
    expect(await dailyRows(PRO.id)).toMatchObject([{ jobId: null, views: 0, visitors: 1 }])
  })

  it("names the company's own website, and sources from referrers and utm parameters", async () => {
    view(`/fr/${PRO.slug}`, '198.51.100.1', { Referer: 'https://www.lumen-energie.example/carrieres' })
    view(`/fr/${PRO.slug}?utm_source=Newsletter&utm_medium=email&utm_campaign=Mars`)
    view(`/fr/${PRO.slug}`, '198.51.100.1', { Referer: 'https://www.google.fr/' })
    await flushStatistics(worker.sql)
    expect(await dailyRows(PRO.id)).toMatchObject([
      { source: 'google', medium: 'search', views: 1 },
      { source: 'newsletter', medium: 'email', campaign: 'mars', views: 1 },
      { source: 'website', medium: 'referral', views: 1 },
    ])
  })
})

describe("a day's visitor belongs to the source of their first counted view that day", () => {
  it('Google first, then direct: one visitor under Google, none under direct, whatever the buffer order', async () => {
    // Another visitor's direct view first: the direct entry is older in the buffer than Google's.
    view(`/fr/${PRO.slug}`, '198.51.100.7')
    view(`/fr/${PRO.slug}/jobs/${SEED_JOBS.complete}`, '198.51.100.8', { Referer: 'https://www.google.fr/' })
    view(`/fr/${PRO.slug}/jobs`, '198.51.100.8')
    view(`/fr/${PRO.slug}/jobs/${SEED_JOBS.complete}`, '198.51.100.8')
    await flushStatistics(worker.sql)
    // The next flush: a direct view again, already counted under Google.
    view(`/fr/${PRO.slug}`, '198.51.100.8')
    await flushStatistics(worker.sql)
    expect(await dailyRows(PRO.id)).toMatchObject([
      { jobId: null, source: '', views: 3, visitors: 1 },
      { jobId: null, source: 'google', views: 0, visitors: 1 },
      { jobId: SEED_JOBS.complete, source: '', views: 1, visitors: 0 },
      { jobId: SEED_JOBS.complete, source: 'google', views: 1, visitors: 1 },
    ])
  })
})

describe('the bound on distinct sources', () => {
  const counts = (source: string): DailyCounts => ({
    slug: PRO.slug,
    day: today,
    jobId: null,
    source,
    medium: '',
    campaign: '',
    device: 'desktop',
    views: 1,
    formViews: 0,
    applications: 0,
    withdrawals: 0,
    saves: 0,
    alertSubscriptions: 0,
    visitors: [],
  })
  const sources = async () => {
    const rows = await owner<{ source: string; views: number }[]>`
      select source, sum(views)::int as views from stats_daily where company_id = ${PRO.id} group by source`
    return new Map(rows.map((row) => [row.source, row.views]))
  }

  it(`keeps ${DISTINCT_VALUES_PER_MONTH} sources a month per company; the others count as 'other'`, async () => {
    for (let n = 0; n < DISTINCT_VALUES_PER_MONTH + 5; n++) view(`/fr/${PRO.slug}?utm_source=s${n}`)
    await flushStatistics(worker.sql)
    view(`/fr/${PRO.slug}?utm_source=s0`)
    view(`/fr/${PRO.slug}?utm_source=late`)
    await flushStatistics(worker.sql)
    const kept = await sources()
    expect([...kept.keys()].filter((source) => source !== 'other')).toHaveLength(DISTINCT_VALUES_PER_MONTH)
    expect([...kept.values()].reduce((sum, views) => sum + views, 0)).toBe(DISTINCT_VALUES_PER_MONTH + 7)
    expect(kept.get('other')).toBe(6)
    expect(kept.has('late')).toBe(false)
  })

  it('holds when two isolates flush new sources for one company at the same time', async () => {
    const write = (database: RequestDatabase, prefix: string) =>
      database.sql.begin(async (tx) => {
        await lockCompanyStatistics(tx, PRO.slug)
        for (let n = 0; n < 30; n++) await addDailyCounts(tx, counts(`${prefix}${n}`))
      })
    const other = new RequestDatabase(workerUrl)
    try {
      await Promise.all([write(worker, 'a'), write(other, 'b')])
    } finally {
      await other.close()
    }
    const kept = await sources()
    expect([...kept.keys()].filter((source) => source !== 'other')).toHaveLength(DISTINCT_VALUES_PER_MONTH)
    expect(kept.get('other')).toBe(10)
  })
})

describe('a flush while the database is down', () => {
  it('keeps the counts for the next flush, and drops them after a third failure', async () => {
    // Nothing listens on port 9 of this machine: every flush fails at its connection.
    const down = new RequestDatabase('postgres://career_site_worker@127.0.0.1:9/down')
    try {
      view(`/fr/${PRO.slug}?utm_source=kept`)
      for (let failure = 0; failure < 2; failure++) await expect(flushStatistics(down.sql)).rejects.toThrow()
      await flushStatistics(worker.sql)
      expect(await dailyRows(PRO.id)).toMatchObject([{ source: 'kept', views: 1 }])

      view(`/fr/${PRO.slug}?utm_source=dropped`)
      for (let failure = 0; failure < 3; failure++) await expect(flushStatistics(down.sql)).rejects.toThrow()
      expect(await flushStatistics(worker.sql)).toMatchObject({ entries: 0 })
      expect(await dailyRows(PRO.id)).toMatchObject([{ source: 'kept', views: 1 }])
    } finally {
      await down.close()
    }
  })
})
