import { execFileSync } from 'node:child_process'
import { beforeEach, describe, expect, inject, it, vi } from 'vitest'
import { RequestDatabase } from '#server/db/client.ts'
import { LOCAL_LINK_SIGNING_SECRET } from '#server/env.ts'
import { HOST_CACHE_SECONDS } from '#server/features/custom-hosts/company-hosts.ts'
import { readCompanyStatistics } from '#server/features/statistics/figures-queries.ts'
import { checkStatisticsToken, operatorStatisticsLink } from '#server/features/statistics/statistics-link.ts'
import { queueWeeklyStatistics } from '#server/features/statistics/weekly-email.ts'
import { runScheduledTasks } from '#server/scheduled.ts'
import { SEED_COMPANIES, SEED_JOBS } from '../tools/seed-ids.ts'
import { clearStatistics, insertStatisticsRows } from '../tools/statistics-rows.ts'
import { runOnTwoClients } from './database.ts'
import { onDatabase, setUpOwnDatabase } from './own-database.ts'

/**
 * The statistics page's query, the weekly e-mail and the operator's link (ADR 043), run as
 * the Worker's role (its grants are part of what is tested) in a database of this file's
 * own: the e-mails it queues must not meet another file's delivery run.
 */
const lumen = SEED_COMPANIES.complete // Pro, with a recruiters' address
const moka = SEED_COMPANIES.other // Enterprise
const brique = SEED_COMPANIES.sparse // Starter
const links = { origin: 'https://jobs.example', secret: LOCAL_LINK_SIGNING_SECRET }
// Monday 30 November 2026, 08:00 in Paris: last week is 23–29 November.
const MONDAY = new Date('2026-11-30T07:00:00Z')

const DATABASE = 'career_statistics_page'
const { owner, worker, workerUrl } = setUpOwnDatabase(DATABASE)
/** Rows of stats_daily, `daysAgo` counted back from MONDAY. */
const insertRows = (rows: Parameters<typeof insertStatisticsRows>[1]) => insertStatisticsRows(owner.sql, rows, MONDAY)

beforeEach(async () => {
  for (const company of [lumen, moka, brique]) await clearStatistics(owner.sql, company.id)
  await owner.sql`delete from email_outbox where kind = 'company_statistics_weekly'`
})

describe('the statistics query', () => {
  it('reads one company in a period, monthly rows included, a job with views and no applications', async () => {
    await insertRows([
      { companyId: lumen.id, daysAgo: 0, views: 4, visitors: 3 },
      { companyId: lumen.id, daysAgo: 0, jobId: SEED_JOBS.complete, views: 5, visitors: 4, applications: 1 },
      { companyId: lumen.id, daysAgo: 1, jobId: SEED_JOBS.closed, views: 2, visitors: 2 },
      // Another company's row the same day: never Lumen's.
      { companyId: moka.id, daysAgo: 0, views: 99, visitors: 99 },
    ])
    // A month rolled up (older than 25 months in production): read by the 12-month view.
    await owner.sql`
      insert into stats_monthly (company_id, month, job_id, device, views, visitors, applications)
      values (${lumen.id}, '2026-01-01', ${SEED_JOBS.complete}, 'phone', 30, 20, 2)
    `
    const week = await readCompanyStatistics(worker.sql, lumen.id, {
      from: '2026-11-24',
      to: '2026-11-30',
      bucket: 'day',
    })
    expect(week.totals).toEqual({ views: 11, visitors: 3, formViews: 0, applications: 1 })
    expect(week.jobViews).toBe(7)
    expect(week.series).toHaveLength(7)
    expect(week.series.at(-1)).toEqual({ bucket: '2026-11-30', views: 9, visitors: 3, formViews: 0, applications: 1 })
    expect(week.jobs.map((job) => [job.title, job.status, job.views, job.visitors, job.applications])).toEqual(
      expect.arrayContaining([
        ['Ingénieur·e photovoltaïque', 'published', 5, 4, 1],
        ['Assistant·e administratif·ve', 'closed', 2, 2, 0],
      ]),
    )
    const year = await readCompanyStatistics(worker.sql, lumen.id, {
      from: '2025-12-01',
      to: '2026-11-30',
      bucket: 'month',
    })
    expect(year.series).toHaveLength(12)
    expect(year.series.find((row) => row.bucket === '2026-01-01')?.views).toBe(30)
    expect(year.series.find((row) => row.bucket === '2026-11-01')?.views).toBe(11)
    expect(year.totals.applications).toBe(3)
  })

  it('has zeros for an empty history', async () => {
    const empty = await readCompanyStatistics(worker.sql, moka.id, {
      from: '2026-11-24',
      to: '2026-11-30',
      bucket: 'day',
    })
    expect(empty.totals).toEqual({ views: 0, visitors: 0, formViews: 0, applications: 0 })
    expect(empty.series.every((row) => row.views === 0)).toBe(true)
    expect(empty).toMatchObject({ jobs: [], sources: [], devices: [], jobViews: 0 })
  })
})

describe('the weekly statistics e-mail', () => {
  const queued = () =>
    owner.sql<{ dedupeKey: string; toAddress: string; subject: string; textBody: string }[]>`
      select dedupe_key, to_address, subject, text_body from email_outbox
      where kind = 'company_statistics_weekly' order by dedupe_key
    `

  it('is queued once per Pro or Enterprise company with an address, and week, however often the cron runs', async () => {
    await owner.sql`update companies set applications_email = 'stats@moka.example' where id = ${moka.id}`
    await owner.sql`update companies set applications_email = 'stats@brique.example' where id = ${brique.id}`
    await insertRows([
      // Last week (Monday 23 to Sunday 29): 7 and 1 days before Monday 30.
      { companyId: lumen.id, daysAgo: 7, views: 20, visitors: 10 },
      { companyId: lumen.id, daysAgo: 1, jobId: SEED_JOBS.complete, views: 12, visitors: 9, applications: 2 },
      { companyId: lumen.id, daysAgo: 2, jobId: SEED_JOBS.closed, views: 3, visitors: 3 },
      // The week before.
      { companyId: lumen.id, daysAgo: 8, views: 5, visitors: 4 },
    ])
    // Two runs at once, on two connections, then a third one.
    const [first, second] = await runOnTwoClients(
      worker.sql,
      () => new RequestDatabase(workerUrl),
      (sql) => queueWeeklyStatistics(sql, links, MONDAY),
    )
    const third = await queueWeeklyStatistics(worker.sql, links, new Date(MONDAY.getTime() + 5 * 60_000))
    const rows = await queued()
    // Lumen and Café Moka; never Atelier Brique (Starter).
    expect(rows.map((row) => [row.dedupeKey, row.toAddress]).sort()).toEqual(
      [
        [`statistics-weekly:${lumen.id}:2026-11-23`, 'recrutement@lumen-energie.example'],
        [`statistics-weekly:${moka.id}:2026-11-23`, 'stats@moka.example'],
      ].sort(),
    )
    const counts = [first, second].map((run) => (run === 'not due' ? -1 : run.queued))
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(2)
    expect(third).toEqual({ queued: 0 })

    const lumenEmail = rows.find((row) => row.dedupeKey.includes(lumen.id))
    expect(lumenEmail?.subject).toBe('Statistiques de Lumen Énergie : semaine du 23 novembre 2026 au 29 novembre 2026')
    const text = lumenEmail?.textBody ?? ''
    expect(text).toContain('Vues : 35 (semaine précédente : 5)')
    expect(text).toContain('Visiteurs uniques : 10 (semaine précédente : 4)')
    expect(text).toContain('Candidatures : 2 (semaine précédente : 0)')
    expect(text).toMatch(
      /1\. Ingénieur·e photovoltaïque \(Vues : 12, Candidatures : 2\)\n2\. Assistant·e administratif·ve/,
    )
    // A fresh link to the page, valid 30 days from the run.
    const url = new URL(/https:\/\/jobs\.example\S+/.exec(text)?.[0] ?? 'http://x')
    expect(url.pathname).toBe('/fr/lumen-energie/statistics')
    const check = await checkStatisticsToken(LOCAL_LINK_SIGNING_SECRET, url.searchParams.get('token') ?? '', MONDAY)
    expect(check).toMatchObject({ ok: true, subject: lumen.id })
  })

  it('is queued by the cron', async () => {
    // 08:10 in Paris: after the hourly reconciliation's window (it lists the CV bucket).
    const logged = await runCron(Date.parse('2026-11-30T07:10:00Z'))
    expect(logged('weekly statistics')).toEqual({ queued: 2 })
    expect((await queued()).map((row) => row.dedupeKey).sort()).toEqual(
      [`statistics-weekly:${lumen.id}:2026-11-23`, `statistics-weekly:${moka.id}:2026-11-23`].sort(),
    )
  })

  it('waits for Monday morning, and the next week is another e-mail', async () => {
    expect(await queueWeeklyStatistics(worker.sql, links, new Date('2026-11-30T05:00:00Z'))).toBe('not due')
    expect(await queueWeeklyStatistics(worker.sql, links, new Date('2026-12-01T07:00:00Z'))).toBe('not due')
    await queueWeeklyStatistics(worker.sql, links, MONDAY)
    await queueWeeklyStatistics(worker.sql, links, new Date('2026-12-07T07:00:00Z'))
    const keys = (await queued()).map((row) => row.dedupeKey).filter((key) => key.includes(lumen.id))
    expect(keys.sort()).toEqual([
      `statistics-weekly:${lumen.id}:2026-11-23`,
      `statistics-weekly:${lumen.id}:2026-11-30`,
    ])
  })
})

describe("the cron's statistics work", () => {
  it("forgets past days' salts and folds daily rows older than 25 months, at every run", async () => {
    // Days far from the run's own (the real clock's: the cron reads no other).
    await owner.sql`insert into stats_salts (day) values ('2026-01-01') on conflict do nothing`
    await insertStatisticsRows(owner.sql, [{ companyId: lumen.id, daysAgo: 2000, views: 4 }])
    // A Thursday at 13:10 in Paris: no weekly e-mail, no CV reconciliation (it lists the bucket).
    const logged = await runCron(Date.parse('2026-11-26T12:10:00Z'))
    expect(logged('statistics')).toMatchObject({ forgotten: { salts: 1 }, folded: 1 })
    const [left] = await owner.sql<{ salts: number; daily: number; monthly: number }[]>`
      select (select count(*)::int from stats_salts where day = '2026-01-01') as salts,
        (select count(*)::int from stats_daily where company_id = ${lumen.id}) as daily,
        (select coalesce(sum(views), 0)::int from stats_monthly where company_id = ${lumen.id}) as monthly`
    expect(left).toEqual({ salts: 0, daily: 0, monthly: 4 })
  })
})

/** Runs the Worker's scheduled tasks at `at` on this file's database; what a task logged. */
async function runCron(at: number): Promise<(task: string) => unknown> {
  const env = {
    PROVIDER_NAME: 'Talentsite',
    PUBLIC_ORIGIN: links.origin,
    DEMO_COMPANY_SLUG: 'lumen-energie',
    CONTACT_EMAIL: 'bonjour@talentsite.example',
    APPOINTMENT_URL: 'https://talentsite.example/rendez-vous',
    LINK_SIGNING_SECRET: links.secret,
    HYPERDRIVE: { connectionString: workerUrl },
  } as unknown as Env
  const info = vi.spyOn(console, 'info').mockImplementation(() => {})
  try {
    await runScheduledTasks({ scheduledTime: at } as ScheduledController, env)
    const calls = [...info.mock.calls]
    return (task) => calls.find((call) => call[0] === task)?.[1]
  } finally {
    info.mockRestore()
  }
}

describe('npm run stats:link', () => {
  it('gives a Pro company a 30-day link, and refuses a Starter or unknown one', async () => {
    const link = await operatorStatisticsLink(owner.sql, links, lumen.slug, 'en', MONDAY)
    if (!link.ok) throw new Error('no link')
    const url = new URL(link.url)
    expect(url.pathname).toBe('/en/lumen-energie/statistics')
    expect(link.expiresAt.toISOString()).toBe('2026-12-30T07:00:00.000Z')
    expect(await operatorStatisticsLink(owner.sql, links, brique.slug, 'fr')).toEqual({ ok: false, reason: 'starter' })
    expect(await operatorStatisticsLink(owner.sql, links, 'nobody', 'fr')).toEqual({ ok: false, reason: 'unknown' })
  })

  it("a company on its own domain gets the link there, not the platform's that would redirect to it", async () => {
    const hostname = `stats-${Date.now().toString(36)}.moka.example`
    await owner.sql`insert into company_domains (hostname, company_id, is_primary) values (${hostname}, ${moka.id}, true)`
    // The e-mails above read Moka's hosts (none) into this process's cache, kept 30 s.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + (HOST_CACHE_SECONDS + 1) * 1000)
    try {
      const link = await operatorStatisticsLink(owner.sql, links, moka.slug, 'fr', MONDAY)
      if (!link.ok) throw new Error('no link')
      const url = new URL(link.url)
      expect(url.origin).toBe(`https://${hostname}`)
      expect(url.pathname).toBe('/fr/statistics')
      expect(url.searchParams.get('token')).toBeTruthy()
      // The command itself, as an operator runs it (its own client, as the database's owner).
      const printed = execFileSync(process.execPath, ['scripts/stats-link.ts', moka.slug], {
        env: {
          ...process.env,
          DATABASE_URL: onDatabase(inject('databaseUrl'), DATABASE),
          PUBLIC_ORIGIN: 'https://jobs.example',
          LINK_SIGNING_SECRET: LOCAL_LINK_SIGNING_SECRET,
        },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      })
      expect(new URL(printed.trim()).origin).toBe(`https://${hostname}`)
    } finally {
      vi.useRealTimers()
      await owner.sql`delete from company_domains where hostname = ${hostname}`
    }
  })
})
