import type postgres from 'postgres'
import { addDays, parisDay } from '#domain/statistics/periods.ts'

/**
 * Rows of stats_daily as the counting writes them, for the tests of the page
 * and the weekly e-mail: they read the table, whoever fills it. `daysAgo` is counted from
 * today in Europe/Paris; every count not given is 0, and a row without a job is the
 * company's own pages.
 */
export type StatisticsRow = {
  companyId: string
  daysAgo: number
  jobId?: string | null
  source?: string
  device?: 'phone' | 'desktop'
  views?: number
  visitors?: number
  formViews?: number
  applications?: number
}

export function statisticsDay(daysAgo: number, now = new Date()): string {
  return addDays(parisDay(now), -daysAgo)
}

export async function insertStatisticsRows(sql: postgres.Sql, rows: StatisticsRow[], now = new Date()): Promise<void> {
  for (const row of rows) {
    await sql`
      insert into stats_daily (company_id, day, job_id, source, device, views, visitors, form_views, applications)
      values (${row.companyId}, ${statisticsDay(row.daysAgo, now)}, ${row.jobId ?? null}, ${row.source ?? ''},
        ${row.device ?? 'desktop'}, ${row.views ?? 0}, ${row.visitors ?? 0}, ${row.formViews ?? 0}, ${row.applications ?? 0})
    `
  }
}

export async function clearStatistics(sql: postgres.Sql, companyId: string): Promise<void> {
  await sql`delete from stats_daily where company_id = ${companyId}`
  await sql`delete from stats_monthly where company_id = ${companyId}`
}

/**
 * A believable 90 days for a company's page (the screenshots): its own pages and its jobs
 * seen every day, from search engines, LinkedIn and direct visits, on phones and desktops,
 * with a few applications. Deterministic (no random numbers) and idempotent: rows already
 * there are kept, so that test workers running side by side may each call it.
 */
export async function insertDemoStatistics(sql: postgres.Sql, companyId: string, jobIds: string[]): Promise<void> {
  // A rising trend, quieter weekends, and LinkedIn and phones a little ahead.
  await sql`
    insert into stats_daily (company_id, day, job_id, source, device, views, visitors, form_views, applications)
    select ${companyId}, day, job_id, source, device,
      -- The space's visitors (its own pages' rows) include every job's.
      base * 3, case when job_id is null then base * 24 else base * 2 end,
      case when job_id is null then 0 else base / 2 end,
      case when job_id is null then 0 else (base + d + n::int) % 6 / 5 end
    from generate_series(0, 89) d
    cross join lateral (select (now() at time zone 'Europe/Paris')::date - d as day) at
    cross join lateral (
      select null::uuid as job_id, 0::bigint as n
      union all select id, n from unnest(${jobIds}::uuid[]) with ordinality as u(id, n)
    ) j
    cross join unnest(array['', 'google', 'linkedin']) as s(source)
    cross join unnest(array['phone', 'desktop']) as v(device)
    cross join lateral (
      select (2 + (89 - d) / 15 + (case when extract(isodow from day) in (6, 7) then 0 else 4 end)
        + (d * 7 + n * 3) % 4 + (case when source = 'linkedin' then 3 else 0 end)
        + (case when device = 'phone' then 2 else 0 end))::int as base
    ) b
    on conflict do nothing
  `
}
