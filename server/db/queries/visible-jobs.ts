import type postgres from 'postgres'

/**
 * The one SQL rule of a visible job (domain/job.ts, isJobVisible), the database's
 * `job_is_visible(status, closes_at)`: a visible status (`job_status_is_visible`, which the
 * partial indexes' predicates and the triggers use too), and its closing date, if it has one,
 * still ahead (ADR 035). The closing date is checked here and not only by the cron's sweep,
 * so a job leaves every page, list and feed the moment it closes, whoever runs late.
 *
 * Both functions are SQL expressions the planner inlines, their list of statuses a constant
 * of their body: the partial indexes are proven usable from it as from the literal list
 * (tests/integration/query-plans.test.ts). `alias` is a table alias written by the caller.
 */
export function visibleJob(sql: Pick<postgres.Sql, 'unsafe'>, alias?: 'j') {
  const column = columnOf(alias)
  return sql.unsafe(`public.job_is_visible(${column('status')}, ${column('closes_at')})`)
}

/**
 * Jobs past their closing date that the cron has not marked 'expired' yet (at most its
 * 5 minutes): the triggered counters still count them, so counts read from the counters
 * subtract these, found in jobs_closing_idx alone (a few entries, whatever the company's
 * size). Counts then agree with the list from the closing date on.
 */
export function closedByDate(sql: Pick<postgres.Sql, 'unsafe'>, alias: 'e') {
  const column = columnOf(alias)
  return sql.unsafe(`public.job_status_is_visible(${column('status')}) and ${column('closes_at')} <= now()`)
}

/**
 * The latest closing date a job of company `c` (the caller's alias) has reached without the
 * cron's sweep yet, or null: the instant its lists and files changed though nothing was
 * written. Dates of "last change" take it into account, so validators (ETag,
 * Last-Modified, lastBuildDate, lastmod) move with the content at the closing instant, not
 * up to 5 minutes later with the sweep's write (ADR 035, 036). Read from jobs_closing_idx.
 */
export function lastClosingReached(sql: Pick<postgres.Sql, 'unsafe'>, company: 'c' | null) {
  const ofCompany = company ? `e.company_id = ${company}.id and e.workspace_id = ${company}.workspace_id and ` : ''
  return sql.unsafe(
    `(select max(e.closes_at) from jobs e where ${ofCompany}public.job_status_is_visible(e.status) and e.closes_at <= now())`,
  )
}

function columnOf(alias: string | undefined) {
  return (name: string) => (alias ? `${alias}.${name}` : name)
}
