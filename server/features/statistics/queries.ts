import type { Queryable, Sql } from '../../db/client.ts'

/** The flush's statements run in its transaction. */

/**
 * The statistics' writes (ADR 042): the Worker's batched upserts, the day's salt, and the
 * cron's rollup and purges. Read by the statistics page from stats_daily/stats_monthly.
 */

/** Distinct sources (and mediums, campaigns) a company keeps per month; the rest is 'other'. */
export const DISTINCT_VALUES_PER_MONTH = 50

/** One buffered entry, its visitors salted: 16 bytes each, as hex. */
export type DailyCounts = {
  slug: string
  day: string
  jobId: string | null
  source: string
  medium: string
  campaign: string
  device: 'phone' | 'desktop'
  views: number
  formViews: number
  applications: number
  withdrawals: number
  saves: number
  alertSubscriptions: number
  visitors: readonly string[]
}

/**
 * The salt of each day in `days`, created if it does not exist yet (by whichever isolate
 * asks first: the others get the same one). Random bytes from the database, never logged.
 */
export async function daySalts(sql: Sql, days: readonly string[]): Promise<Map<string, Uint8Array>> {
  const list = days.join(',')
  await sql`
    insert into stats_salts (day) select unnest(string_to_array(${list}, ','))::date
    on conflict (day) do nothing
  `
  const rows = await sql<{ day: string; salt: Uint8Array }[]>`
    select day::text, salt from stats_salts where day = any(string_to_array(${list}, ',')::date[])
  `
  return new Map(rows.map((row) => [row.day, row.salt]))
}

/**
 * Serialises the writes of one company's counts (held until the transaction ends), so that
 * two isolates flushing at once cannot both add a 50th distinct source.
 */
export async function lockCompanyStatistics(sql: Queryable, slug: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`stats:${slug}`}, 0))`
}

/**
 * Adds one entry's counts to its stats_daily row, in one statement: the company is
 * resolved from its slug here, so nothing is written for an unknown or Starter company (or
 * a job of another company); a referrer that is the company's own website becomes
 * 'website'; a source, medium or campaign beyond the company's 50 of the month becomes
 * 'other'; only visitors not yet seen that day (for the job, or for the company's space
 * when `jobId` is null) add to `visitors`. Returns whether a row was written. Call inside a
 * transaction holding `lockCompanyStatistics`.
 */
export async function addDailyCounts(sql: Queryable, counts: DailyCounts): Promise<boolean> {
  const month = `${counts.day.slice(0, 7)}-01`
  const rows = await sql`
    with company as (
      select id, regexp_replace(lower(substring(website from '^[a-zA-Z][a-zA-Z0-9+.-]*://([^/:?#]+)')), '^www\\.', '') as site
      from companies
      where slug = ${counts.slug} and plan <> 'starter'
    ),
    target as (
      select company.id as company_id, job.id as job_id,
        case when ${counts.source} <> '' and ${counts.source} = company.site then 'website' else ${counts.source} end as source
      from company left join jobs job on job.id = ${counts.jobId}::uuid and job.company_id = company.id
      where ${counts.jobId}::uuid is null or job.id is not null
    ),
    month_rows as (
      select d.source, d.medium, d.campaign from stats_daily d, target
      where d.company_id = target.company_id and d.day >= ${month}::date and d.day < ${month}::date + interval '1 month'
    ),
    bounded as (
      select target.company_id, target.job_id,
        case when target.source in ('', 'other')
          or target.source in (select source from month_rows)
          or (select count(distinct source) from month_rows where source not in ('', 'other')) < ${DISTINCT_VALUES_PER_MONTH}
          then target.source else 'other' end as source,
        case when ${counts.medium} in ('', 'other')
          or ${counts.medium} in (select medium from month_rows)
          or (select count(distinct medium) from month_rows where medium not in ('', 'other')) < ${DISTINCT_VALUES_PER_MONTH}
          then ${counts.medium} else 'other' end as medium,
        case when ${counts.campaign} in ('', 'other')
          or ${counts.campaign} in (select campaign from month_rows)
          or (select count(distinct campaign) from month_rows where campaign not in ('', 'other')) < ${DISTINCT_VALUES_PER_MONTH}
          then ${counts.campaign} else 'other' end as campaign
      from target
    ),
    new_visitors as (
      insert into stats_visitors (day, company_id, job_id, visitor)
      select ${counts.day}::date, bounded.company_id, bounded.job_id, decode(visitor, 'hex')
      from bounded, unnest(string_to_array(${counts.visitors.join(',')}, ',')) as visitor
      on conflict on constraint stats_visitors_key do nothing
      returning 1
    )
    insert into stats_daily as d (
      company_id, day, job_id, source, medium, campaign, device,
      views, visitors, form_views, applications, withdrawals, saves, alert_subscriptions
    )
    select company_id, ${counts.day}::date, job_id, source, medium, campaign, ${counts.device},
      ${counts.views}, (select count(*) from new_visitors), ${counts.formViews}, ${counts.applications},
      ${counts.withdrawals}, ${counts.saves}, ${counts.alertSubscriptions}
    from bounded
    on conflict on constraint stats_daily_key do update set ${addedCounts(sql, 'd')}
    returning 1
  `
  return rows.length > 0
}

/** Daily rows older than this many months (whole months) are folded into stats_monthly. */
export const DAILY_MONTHS_KEPT = 25

/**
 * Folds at most `batch` daily rows older than 25 whole months (before `today`'s month) into
 * their month's rows, and deletes them, in one statement: a row is folded exactly once,
 * however often and however concurrently this runs. Returns how many rows were folded.
 */
export async function rollUpDailyStatistics(sql: Sql, today: string, batch: number): Promise<number> {
  const [result] = await sql<{ folded: number }[]>`
    with folded as (
      delete from stats_daily where ctid = any(array(
        select ctid from stats_daily
        where day < date_trunc('month', ${today}::date - ${`${DAILY_MONTHS_KEPT} months`}::interval)::date
        limit ${batch}
      ))
      returning *
    ),
    summed as (
      insert into stats_monthly as m (
        company_id, month, job_id, source, medium, campaign, device,
        views, visitors, form_views, applications, withdrawals, saves, alert_subscriptions
      )
      select company_id, date_trunc('month', day)::date, job_id, source, medium, campaign, device,
        sum(views), sum(visitors), sum(form_views), sum(applications), sum(withdrawals), sum(saves),
        sum(alert_subscriptions)
      from folded
      group by company_id, date_trunc('month', day), job_id, source, medium, campaign, device
      on conflict on constraint stats_monthly_key do update set ${addedCounts(sql, 'm')}
      returning 1
    )
    select (select count(*) from folded)::int as folded, (select count(*) from summed)::int as months
  `
  return result?.folded ?? 0
}

/**
 * Deletes the salts and visitors of the days before `today`: once a day's salt is gone,
 * no visitor hash of that day can be recomputed or linked to anyone.
 */
export async function forgetPastVisitors(sql: Sql, today: string): Promise<{ salts: number; visitors: number }> {
  const visitors = await sql`delete from stats_visitors where day < ${today}::date`
  const salts = await sql`delete from stats_salts where day < ${today}::date`
  return { salts: salts.count, visitors: visitors.count }
}

/** The counters of stats_daily and stats_monthly (same columns). */
const COUNTS = ['views', 'visitors', 'form_views', 'applications', 'withdrawals', 'saves', 'alert_subscriptions']

/**
 * An upsert's `set` adding the proposed row's counts to the stored row's (`alias`): column
 * names are the constants above, never input.
 */
function addedCounts(sql: Queryable, alias: 'd' | 'm') {
  return sql.unsafe(COUNTS.map((column) => `${column} = ${alias}.${column} + excluded.${column}`).join(', '))
}
