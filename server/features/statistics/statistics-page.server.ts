import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { readableAccent } from '#domain/brand-color.ts'
import { parseUuid } from '#domain/identifiers.ts'
import { type CompanyStatistics, type JobOrder, parseJobOrder, sortJobs } from '#domain/statistics/figures.ts'
import { type Period, parsePeriod, periodRange } from '#domain/statistics/periods.ts'
import type { Sql } from '../../db/client.ts'
import { logFailure } from '../../log-failure.ts'
import { getStatisticsCompany, readCompanyStatistics, type StatisticsCompany } from './figures-queries.ts'
import { checkStatisticsToken } from './statistics-link.ts'

/** At most this many jobs in the page's table; the CSV has them all. */
export const JOB_TABLE_LIMIT = 100

export type StatisticsRequest = { slug: string; token: string; period: unknown; sort: unknown; order: unknown }

export type StatisticsRefusal = 'statistics-link-invalid' | 'statistics-link-expired' | 'statistics-unavailable'

export type StatisticsView =
  | { ok: false; refusal: StatisticsRefusal }
  | {
      ok: true
      company: StatisticsCompany
      period: Period
      order: JobOrder
      /** Null for a Starter company: statistics are Pro's, nothing is counted for it. */
      statistics: CompanyStatistics | null
      expiresAt: Date
    }

/**
 * What a statistics link opens, for the page and its CSV (ADR 043): the token must be
 * ours, unexpired, and name the company of the URL's slug (a company's link under another
 * slug is refused, not redirected). Refusals never say which check failed.
 */
export async function loadStatistics(
  sql: Sql,
  secret: string,
  request: StatisticsRequest,
  now: Date = new Date(),
): Promise<StatisticsView> {
  const check = await checkStatisticsToken(secret, request.token, now)
  if (!check.ok) {
    console.warn(`statistics link refused: ${check.reason}`)
    return { ok: false, refusal: check.reason === 'expired' ? 'statistics-link-expired' : 'statistics-link-invalid' }
  }
  const companyId = parseUuid(check.subject)
  if (!companyId) return { ok: false, refusal: 'statistics-link-invalid' }
  const period = parsePeriod(request.period)
  const order = parseJobOrder(request.sort, request.order)
  try {
    const company = await getStatisticsCompany(sql, companyId)
    if (!company || company.slug !== request.slug) {
      console.warn('statistics link refused: another company')
      return { ok: false, refusal: 'statistics-link-invalid' }
    }
    const statistics =
      company.plan === 'starter' ? null : await readCompanyStatistics(sql, company.id, periodRange(period, now))
    if (statistics) statistics.jobs = sortJobs(statistics.jobs, order)
    return { ok: true, company, period, order, statistics, expiresAt: check.expiresAt }
  } catch (error) {
    logFailure('statistics load', error)
    return { ok: false, refusal: 'statistics-unavailable' }
  }
}

export const REFUSAL_STATUS = {
  'statistics-link-invalid': 403,
  'statistics-link-expired': 410,
  'statistics-unavailable': 503,
} as const satisfies Record<StatisticsRefusal, number>

/** The page's data: the view of `?token=`, or its refusal on the error page. */
export async function loadStatisticsPage(pageContext: PageContextServer) {
  const search = pageContext.urlParsed.search
  const view = await loadStatistics(pageContext.db.sql, pageContext.hono.get('config').linkSigningSecret, {
    slug: pageContext.routeParams.slug ?? '',
    token: search.token ?? '',
    period: search.period,
    sort: search.sort,
    order: search.order,
  })
  if (!view.ok) throw render(REFUSAL_STATUS[view.refusal], view.refusal)
  const { company, statistics } = view
  return {
    company: {
      slug: company.slug,
      name: company.name,
      logoUrl: company.logoUrl,
      accentColor: readableAccent(company.accentColor),
    },
    token: search.token ?? '',
    period: view.period,
    order: view.order,
    expiresAt: view.expiresAt.toISOString(),
    statistics: statistics && {
      ...statistics,
      jobCount: statistics.jobs.length,
      jobs: statistics.jobs.slice(0, JOB_TABLE_LIMIT),
    },
  }
}
