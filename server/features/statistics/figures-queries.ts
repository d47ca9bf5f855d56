import type { PlanId } from '#domain/plans.ts'
import {
  type BucketFigures,
  type CompanyStatistics,
  type DeviceFigures,
  type Figures,
  fillSeries,
  type JobFigures,
  NO_FIGURES,
  type SourceFigures,
} from '#domain/statistics/figures.ts'
import type { DateRange } from '#domain/statistics/periods.ts'
import type { Queryable, Sql } from '../../db/client.ts'
import { shownAccentColor } from '../../db/queries/companies.ts'

/** The company a statistics link names, with what its page shows of it. */
export type StatisticsCompany = {
  id: string
  slug: string
  name: string
  logoUrl: string | null
  accentColor: string | null
  plan: PlanId
}

export async function getStatisticsCompany(sql: Sql, id: string): Promise<StatisticsCompany | null> {
  const rows = await sql<StatisticsCompany[]>`
    select c.id, c.slug, c.name, c.logo_url, ${shownAccentColor(sql, 'c')}, c.plan from companies c where c.id = ${id}
  `
  return rows[0] ?? null
}

/** One group of the statistics query: which grouping set it belongs to, and its sums. */
type GroupRow = {
  groupedBy: 'bucket' | 'job' | 'source' | 'device' | 'total'
  bucket: string | null
  jobId: string | null
  source: string | null
  device: 'phone' | 'desktop' | null
  title: string | null
  status: string | null
  views: number
  /** Visitors of the company's space (rows without a job): the page's unique visitors. */
  spaceVisitors: number
  /** Visitors of all the rows: a job's own visitors, in the job's group. */
  allVisitors: number
  jobViews: number
  formViews: number
  applications: number
}

/**
 * A company's statistics over a range, in one statement: its rows of stats_daily (and of
 * stats_monthly, the months rolled up after 25 months) in the range, read through the
 * unique keys' indexes (company_id, day|month, …), summed once per day (or month), job,
 * source and device, and in total (GROUPING SETS: one pass over the rows). Jobs' titles
 * and statuses come by their primary key, for the jobs that have rows only; a deleted
 * job's rows went with it, a closed one's stay.
 *
 * Unique visitors are counted per day (a visitor's hash changes with the day's salt, ADR
 * 042): a period's visitors are the sum of its days' unique visitors.
 */
export async function readCompanyStatistics(
  sql: Queryable,
  companyId: string,
  range: DateRange,
): Promise<CompanyStatistics> {
  const rows = await sql<GroupRow[]>`
    with company_rows as (
      select date_trunc(${range.bucket}, day::timestamp)::date as bucket,
        job_id, source, device, views, visitors, form_views, applications
      from stats_daily
      where company_id = ${companyId} and day between ${range.from}::date and ${range.to}::date
      union all
      select month, job_id, source, device, views, visitors, form_views, applications
      from stats_monthly
      where company_id = ${companyId}
        and month between date_trunc('month', ${range.from}::date)::date and ${range.to}::date
    ), groups as (
      select
        case
          when grouping(bucket) = 0 then 'bucket'
          when grouping(job_id) = 0 then 'job'
          when grouping(source) = 0 then 'source'
          when grouping(device) = 0 then 'device'
          else 'total'
        end as grouped_by,
        bucket, job_id, source, device,
        -- An empty history still has its total row (the empty grouping set): zeros, not nulls.
        coalesce(sum(views), 0)::int as views,
        coalesce(sum(visitors) filter (where job_id is null), 0)::int as space_visitors,
        coalesce(sum(visitors), 0)::int as all_visitors,
        coalesce(sum(views) filter (where job_id is not null), 0)::int as job_views,
        coalesce(sum(form_views), 0)::int as form_views,
        coalesce(sum(applications), 0)::int as applications
      from company_rows
      group by grouping sets ((bucket), (job_id), (source), (device), ())
    )
    select g.grouped_by, to_char(g.bucket, 'YYYY-MM-DD') as bucket, g.job_id, g.source, g.device,
      j.title, j.status, g.views, g.space_visitors, g.all_visitors, g.job_views, g.form_views, g.applications
    from groups g
    left join jobs j on g.grouped_by = 'job' and j.id = g.job_id
    -- The job set's group without a job is the company's own pages: in the totals already.
    where not (g.grouped_by = 'job' and g.job_id is null)
  `
  const figures = (row: GroupRow, visitors: number): Figures => ({
    views: row.views,
    visitors,
    formViews: row.formViews,
    applications: row.applications,
  })
  const series: BucketFigures[] = []
  const jobs: JobFigures[] = []
  const sources: SourceFigures[] = []
  const devices: DeviceFigures[] = []
  let totals = NO_FIGURES
  let jobViews = 0
  for (const row of rows) {
    const space = figures(row, row.spaceVisitors)
    if (row.groupedBy === 'bucket') series.push({ ...space, bucket: row.bucket ?? '' })
    else if (row.groupedBy === 'job')
      jobs.push({
        ...figures(row, row.allVisitors),
        jobId: row.jobId ?? '',
        title: row.title ?? '',
        status: row.status ?? '',
      })
    else if (row.groupedBy === 'source') sources.push({ ...space, source: row.source ?? '' })
    else if (row.groupedBy === 'device' && row.device) devices.push({ ...space, device: row.device })
    else if (row.groupedBy === 'total') {
      totals = space
      jobViews = row.jobViews
    }
  }
  sources.sort((a, b) => b.views - a.views || a.source.localeCompare(b.source))
  devices.sort((a, b) => a.device.localeCompare(b.device))
  return { range, totals, jobViews, series: fillSeries(range, series), jobs, sources, devices }
}

/** A company the weekly e-mail goes to: Pro or Enterprise, with a recruiters' address. */
export type WeeklyRecipient = { id: string; slug: string; name: string; applicationsEmail: string }

/**
 * Up to `limit` companies whose weekly statistics e-mail for the week named `dedupePrefix…`
 * is not queued yet (the outbox's unique dedupe key, by its index): a cron run queues a
 * batch, the next runs the rest, and a run after all are queued reads nothing more.
 */
export async function companiesDueWeeklyStatistics(sql: Sql, week: string, limit: number): Promise<WeeklyRecipient[]> {
  return sql<WeeklyRecipient[]>`
    select c.id, c.slug, c.name, c.applications_email
    from companies c
    where c.plan in ('pro', 'enterprise') and c.applications_email is not null
      and not exists (
        select from email_outbox o where o.dedupe_key = ${weeklyStatisticsKeyPrefix} || c.id::text || ':' || ${week}
      )
    order by c.id
    limit ${limit}
  `
}

const weeklyStatisticsKeyPrefix = 'statistics-weekly:'

/** The outbox's dedupe key of a company's weekly e-mail: once per company and week. */
export function weeklyStatisticsKey(companyId: string, week: string): string {
  return `${weeklyStatisticsKeyPrefix}${companyId}:${week}`
}
