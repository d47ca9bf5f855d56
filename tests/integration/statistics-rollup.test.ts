import { beforeEach, describe, expect, it } from 'vitest'
import { RequestDatabase } from '#server/db/client.ts'
import { forgetPastVisitors, rollUpDailyStatistics } from '#server/features/statistics/queries.ts'
import { SEED_COMPANIES, SEED_JOBS } from '../tools/seed-ids.ts'
import { setUpWorkerRoleDatabase } from './worker-role-database.ts'

/**
 * The cron's statistics work (ADR 042), as the Worker's role: daily rows older than 25
 * whole months folded into monthly ones and deleted, exactly once however it runs; the
 * past days' salts and visitors deleted.
 */
const { worker, workerUrl, owner } = setUpWorkerRoleDatabase('statistics_rollup')
const COMPANY = SEED_COMPANIES.complete.id
const JOB = SEED_JOBS.complete
const TODAY = '2026-11-26'

async function insertDaily(day: string, jobId: string | null, source: string, views: number, visitors = 1) {
  await owner`
    insert into stats_daily (company_id, day, job_id, source, device, views, visitors, applications)
    values (${COMPANY}, ${day}, ${jobId}, ${source}, 'phone', ${views}, ${visitors}, 1)`
}

async function monthly() {
  return owner<
    { month: string; jobId: string | null; source: string; views: number; visitors: number; applications: number }[]
  >`
    select month::text, job_id as "jobId", source, views, visitors, applications
    from stats_monthly order by month, job_id nulls first, source`
}

async function dailyDays() {
  const rows = await owner<{ day: string }[]>`select day::text from stats_daily order by day`
  return rows.map((row) => row.day)
}

beforeEach(async () => {
  await owner`truncate stats_daily, stats_monthly, stats_visitors, stats_salts`
})

describe('the 25-month rollup', () => {
  it('folds the daily rows of months older than 25 months into one row per month and key, then deletes them', async () => {
    // 25 whole months before November 2026 is October 2024: September 2024 and before fold.
    await insertDaily('2024-09-03', JOB, 'google', 2)
    await insertDaily('2024-09-20', JOB, 'google', 3)
    await insertDaily('2024-09-20', null, '', 5)
    await insertDaily('2024-08-31', JOB, 'google', 7)
    await insertDaily('2024-10-01', JOB, 'google', 11)
    await insertDaily('2026-11-25', JOB, 'google', 13)

    expect(await rollUpDailyStatistics(worker.sql, TODAY, 1000)).toBe(4)
    expect(await monthly()).toEqual([
      { month: '2024-08-01', jobId: JOB, source: 'google', views: 7, visitors: 1, applications: 1 },
      { month: '2024-09-01', jobId: null, source: '', views: 5, visitors: 1, applications: 1 },
      { month: '2024-09-01', jobId: JOB, source: 'google', views: 5, visitors: 2, applications: 2 },
    ])
    expect(await dailyDays()).toEqual(['2024-10-01', '2026-11-25'])
    // Again: nothing left to fold, nothing added twice.
    expect(await rollUpDailyStatistics(worker.sql, TODAY, 1000)).toBe(0)
    expect((await monthly()).map((row) => row.views)).toEqual([7, 5, 5])
  })

  it('folds in bounded batches, and two runs at once fold each row once', async () => {
    for (let day = 1; day <= 30; day++) await insertDaily(`2023-06-${String(day).padStart(2, '0')}`, JOB, 'x', day)
    expect(await rollUpDailyStatistics(worker.sql, TODAY, 10)).toBe(10)
    const other = new RequestDatabase(workerUrl)
    try {
      const runs = await Promise.all([
        rollUpDailyStatistics(worker.sql, TODAY, 10),
        rollUpDailyStatistics(other.sql, TODAY, 10),
        rollUpDailyStatistics(other.sql, TODAY, 10),
        rollUpDailyStatistics(worker.sql, TODAY, 10),
      ])
      expect(runs.reduce((sum, folded) => sum + folded, 0)).toBe(20)
    } finally {
      await other.close()
    }
    expect(await monthly()).toEqual([
      { month: '2023-06-01', jobId: JOB, source: 'x', views: (30 * 31) / 2, visitors: 30, applications: 30 },
    ])
    expect(await dailyDays()).toEqual([])
  })
})

describe("the past days' salts and visitors", () => {
  it('are deleted; today’s are kept', async () => {
    await owner`insert into stats_salts (day) values ('2026-11-25'), ('2026-11-26')`
    await owner`
      insert into stats_visitors (day, company_id, job_id, visitor)
      values ('2026-11-25', ${COMPANY}, null, decode(repeat('ab', 16), 'hex')),
        ('2026-11-26', ${COMPANY}, null, decode(repeat('cd', 16), 'hex'))`
    expect(await forgetPastVisitors(worker.sql, TODAY)).toEqual({ salts: 1, visitors: 1 })
    const left = await owner<{ salts: string[]; visitors: string[] }[]>`
      select array(select day::text from stats_salts) as salts, array(select day::text from stats_visitors) as visitors`
    expect(left[0]).toEqual({ salts: [TODAY], visitors: [TODAY] })
  })
})
