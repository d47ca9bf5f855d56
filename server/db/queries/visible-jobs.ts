import type postgres from 'postgres'
import { VISIBLE_JOB_STATUSES } from '#domain/job.ts'

/**
 * The one SQL rule of a visible job (domain/job.ts, isJobVisible): a visible status, and
 * its closing date, if it has one, still ahead (ADR 035). The closing date is checked here
 * and not only by the cron's sweep, so a job leaves every page, list and feed the moment
 * it closes, whoever runs late.
 *
 * The statuses are written as literals, not parameters: the partial indexes hold exactly
 * this list, and the planner proves a partial index usable only from constants (a generic
 * plan of a prepared statement would otherwise lose them). They are constants of
 * domain/job.ts, never input; `alias` is a table alias written by the caller.
 */
export function visibleJob(sql: Pick<postgres.Sql, 'unsafe'>, alias?: 'j') {
  const column = columnOf(alias)
  return sql.unsafe(
    `${column('status')} in (${STATUSES}) and (${column('closes_at')} is null or ${column('closes_at')} > now())`,
  )
}

/**
 * Jobs past their closing date that the cron has not marked 'expired' yet (at most its
 * 5 minutes): the triggered counters still count them, so counts read from the counters
 * subtract these, found in jobs_closing_idx alone (a few entries, whatever the company's
 * size). Counts then agree with the list from the closing date on.
 */
export function closedByDate(sql: Pick<postgres.Sql, 'unsafe'>, alias: 'e') {
  const column = columnOf(alias)
  return sql.unsafe(`${column('status')} in (${STATUSES}) and ${column('closes_at')} <= now()`)
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
    `(select max(e.closes_at) from jobs e where ${ofCompany}e.status in (${STATUSES}) and e.closes_at <= now())`,
  )
}

const STATUSES = VISIBLE_JOB_STATUSES.map((status) => `'${status}'`).join(', ')

function columnOf(alias: string | undefined) {
  return (name: string) => (alias ? `${alias}.${name}` : name)
}
