import { describe, expect, it } from 'vitest'
import { type DateRange, periodRange } from '#domain/statistics/periods.ts'
import { readCompanyStatistics } from '#server/features/statistics/figures-queries.ts'
import { numberedCompaniesSql } from './own-database.ts'
import { explainEach, openPlanDatabase, type PlanNode } from './query-plan.ts'

/**
 * The statistics page reads only its company's rows, through indexes, at the scale the
 * platform is built for (10,000 companies, 1,000,000 jobs): the real query function runs, and the plan
 * of the statement it sent (same text, same parameters) is read with EXPLAIN ANALYZE. The
 * statistics are generated in SQL: the measured company with 100 jobs counted every day
 * for 400 days (and months rolled up before), every other company 30 days of its own
 * pages and one job, and 12 months rolled up: about 1.4 million rows of stats_daily and
 * 240,000 of stats_monthly. Own database.
 */
const DATABASE = 'career_statistics_plans'
/**
 * 10,000 companies (1,000,000 jobs) with STATISTICS_PLAN_COMPANIES=10000: the figures of
 * ADR 043, about 2.5 minutes to build. `npm test` builds 1,000 (100,000 jobs, 120,000 rows
 * of other companies beside the measured one's), enough for the planner to prefer the
 * indexes only if they serve, in seconds.
 */
const COMPANIES = Number(process.env.STATISTICS_PLAN_COMPANIES ?? 1_000)
const JOBS_PER_COMPANY = 100
const TARGET = 'c8000000-0000-4000-8000-000000000001'
/** The measured company's counted jobs: at 1,000 companies, 20, so that it stays a small part of the table as at scale. */
const TARGET_JOBS_COUNTED = COMPANIES >= 10_000 ? 100 : 20
const NOW = new Date('2026-11-26T10:00:00Z')

const db = openPlanDatabase(DATABASE, 600_000, async (owner) => {
  // The rows only: the jobs' counters and foreign-key checks (triggers) are not what is
  // measured, and skipping them keeps the build of a million jobs within minutes.
  await owner.unsafe('set session_replication_role = replica')
  await owner.unsafe(`
    ${numberedCompaniesSql(8, COMPANIES)}
    insert into jobs (company_id, workspace_id, title, status, published_at)
    select c.id, c.workspace_id, 'Poste ' || i, case when i % 4 = 0 then 'closed' else 'published' end, now()
    from companies c cross join generate_series(1, ${JOBS_PER_COMPANY}) i
    where c.slug like 'plans-%';
  `)
  // The measured company: its 100 jobs and its own pages, every day for 400 days, two
  // sources and two devices; 26 months before that rolled up per month.
  await owner.unsafe(`
    insert into stats_daily (company_id, day, job_id, source, device, views, visitors, form_views, applications)
    select '${TARGET}', date '2026-11-26' - d, j.id, s, v, 3 + d % 5, 2 + d % 3, d % 2, (d + j.n) % 7 / 6
    from generate_series(0, 399) d
    cross join (
      (select id, row_number() over (order by id) as n from jobs where company_id = '${TARGET}' limit ${TARGET_JOBS_COUNTED})
      union all select null::uuid, 0
    ) j
    cross join unnest(array['', 'google']) s cross join unnest(array['phone', 'desktop']) v;
    insert into stats_monthly (company_id, month, job_id, source, device, views, visitors)
    select '${TARGET}', (date '2024-09-01' - make_interval(months => m))::date, null, '', 'desktop', 100, 60
    from generate_series(0, 25) m;
  `)
  // Every other company: 30 days of its own pages and of one job, on both devices.
  await owner.unsafe(`
    insert into stats_daily (company_id, day, job_id, device, views, visitors)
    select c.id, date '2026-11-26' - d, j.job_id, v, 5, 3
    from companies c
    cross join lateral (select null::uuid as job_id union all (select id from jobs where company_id = c.id limit 1)) j
    cross join generate_series(0, 29) d
    cross join unnest(array['phone', 'desktop']) v
    where c.id <> '${TARGET}';
  `)
  // Their months rolled up, as in production once they are 25 months old.
  await owner.unsafe(`
    insert into stats_monthly (company_id, month, device, views, visitors)
    select c.id, (date '2024-09-01' - make_interval(months => m))::date, v, 50, 30
    from companies c cross join generate_series(0, 11) m cross join unnest(array['phone', 'desktop']) v
    where c.id <> '${TARGET}';
  `)
  await owner.unsafe('set session_replication_role = default')
  await owner.unsafe('vacuum (analyze) companies, jobs, stats_daily, stats_monthly')
})

/** A scan of a table in a plan: its node, the index it goes through, rows read per loop, loops. */
type Read = { table: string; node: string; index: string | undefined; rows: number; loops: number }

/** A bitmap heap scan's index is its child's. */
const indexOf = (node: PlanNode) =>
  node['Index Name'] ?? node.Plans?.find((child) => child['Node Type'] === 'Bitmap Index Scan')?.['Index Name']

/** What the statistics query reads of each table, by the plan of the statement it sent. */
async function readsOf(range: DateRange): Promise<Read[]> {
  db.sent.length = 0
  await readCompanyStatistics(db.client, TARGET, range)
  const sent = db.sent.splice(0)
  if (process.env.STATISTICS_PLAN === 'print') {
    for (const { query, parameters } of sent) {
      const lines = await db.owner.unsafe(`explain (analyze, costs off, timing off) ${query}`, parameters as never[])
      console.info(`${range.from}…${range.to}:\n${lines.map((line) => line['QUERY PLAN']).join('\n')}`)
    }
  }
  const plans = await explainEach(db.owner, sent)
  return plans.flat().flatMap((node) =>
    node['Relation Name']
      ? [
          {
            table: node['Relation Name'],
            node: node['Node Type'],
            index: indexOf(node),
            rows:
              node['Actual Rows'] +
              (node['Rows Removed by Filter'] ?? 0) +
              (node['Rows Removed by Index Recheck'] ?? 0),
            loops: node['Actual Loops'],
          },
        ]
      : [],
  )
}

const rowsIn = async (range: DateRange) => {
  const [row] = await db.owner<{ daily: number; monthly: number }[]>`
    select
      (select count(*)::int from stats_daily where company_id = ${TARGET} and day between ${range.from} and ${range.to}) as daily,
      (select count(*)::int from stats_monthly where company_id = ${TARGET}
         and month between date_trunc('month', ${range.from}::date) and ${range.to}) as monthly
  `
  return row ?? { daily: -1, monthly: -1 }
}

describe(`statistics page at ${COMPANIES} companies and ${COMPANIES * JOBS_PER_COMPANY} jobs`, () => {
  it('has the dataset it claims', async () => {
    const [counts] = await db.owner<{ companies: number; jobs: number; daily: number }[]>`
      select (select count(*)::int from companies) as companies, (select count(*)::int from jobs) as jobs,
        (select count(*)::int from stats_daily) as daily
    `
    // The seed's demo companies and jobs come on top.
    expect(counts?.companies).toBeGreaterThanOrEqual(COMPANIES)
    expect(counts?.jobs).toBeGreaterThanOrEqual(COMPANIES * JOBS_PER_COMPANY)
    // The measured company's 400 days × its pages × 2 sources × 2 devices, and the others'.
    expect(counts?.daily).toBeGreaterThanOrEqual(400 * (TARGET_JOBS_COUNTED + 1) * 4 + (COMPANIES - 1) * 120)
  })

  it.each(['7d', '30d', '90d', '12m'] as const)(
    '%s: reads only the company’s rows in the period, by the unique keys’ indexes, and its counted jobs by key',
    async (period) => {
      const range = periodRange(period, NOW)
      const reads = await readsOf(range)
      expect(reads.map((read) => read.node)).not.toContain('Seq Scan')
      const [daily, ...moreDaily] = reads.filter((read) => read.table === 'stats_daily')
      const [monthly, ...moreMonthly] = reads.filter((read) => read.table === 'stats_monthly')
      expect([moreDaily, moreMonthly]).toEqual([[], []])
      // Each table once, through its unique key (company_id, day|month, …), reading exactly
      // the company's rows in the period: not one row of another company or day.
      const expected = await rowsIn(range)
      expect(daily).toMatchObject({ index: 'stats_daily_key', rows: expected.daily, loops: 1 })
      expect(monthly).toMatchObject({ index: 'stats_monthly_key', rows: expected.monthly, loops: 1 })
      expect(expected.daily).toBeGreaterThan(0)
      // The titles of the counted jobs, by primary key: at most one row per group, never a
      // scan of the company's (or anyone's) jobs.
      const jobs = reads.filter((read) => read.table === 'jobs')
      expect(jobs.length).toBe(1)
      expect(jobs[0]).toMatchObject({ index: 'jobs_pkey' })
      expect(jobs[0]?.rows).toBeLessThanOrEqual(1)
    },
  )
})
