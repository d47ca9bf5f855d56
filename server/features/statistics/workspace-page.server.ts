import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { PlanId } from '#domain/plans.ts'
import { parseJobOrder, sortJobs } from '#domain/statistics/figures.ts'
import { addDays, type DateRange, parsePeriod, periodRange } from '#domain/statistics/periods.ts'
import { requireMember, workspaceSql } from '#server/features/accounts/request.ts'
import { asWorkspace } from '#server/features/accounts/tenant.ts'
import { readAnswerFigures } from '#server/features/desk/answer-statistics.ts'
import { readCompanyStatistics } from './figures-queries.ts'
import { statisticsPath, statisticsToken } from './statistics-link.ts'
import { JOB_TABLE_LIMIT } from './statistics-page.server.ts'

const PARIS_HOUR = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', hourCycle: 'h23' })

/** Midnight in Europe/Paris at the start of `day` (YYYY-MM-DD): Paris is one or two hours ahead of UTC. */
export function parisMidnight(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`)
  return new Date(utcMidnight.getTime() - Number(PARIS_HOUR.format(utcMidnight)) * 3_600_000)
}

/** The instants of a period's days, the last one included: the applications received in it. */
export const receivedIn = (range: DateRange) => ({
  from: parisMidnight(range.from),
  to: parisMidnight(addDays(range.to, 1)),
})

/**
 * /{lang}/workspace/statistics?period=&sort=&order= (ADR 071): the company's
 * statistics for any of its members, read as the workspace's role under its tenant (the
 * same statement as the signed link's page, ADR 043), and how well it answers its
 * candidates in the period, per offer and overall (ADR 063). Pro and Enterprise see the
 * figures and get a read-only link to share outside; Starter sees what Pro adds.
 */
export async function workspaceStatisticsPageData(pageContext: PageContextServer) {
  const c = pageContext.hono
  const member = await requireMember(c)
  if (!member) throw redirect(`/${pageContext.locale}/workspace`)
  const search = pageContext.urlParsed.search
  const period = parsePeriod(search.period)
  const order = parseJobOrder(search.sort, search.order)
  const now = new Date()
  const range = periodRange(period, now)
  const found = await asWorkspace(workspaceSql(c), member, async (tx) => {
    const [company] = await tx<{ slug: string; name: string; plan: PlanId }[]>`
      select slug, name, plan from companies where id = ${member.companyId}`
    if (!company) return null
    const statistics = company.plan === 'starter' ? null : await readCompanyStatistics(tx, member.companyId, range)
    const answers = await readAnswerFigures(tx, member.companyId, receivedIn(range), now)
    return { company, statistics, answers }
  })
  if (!found) throw redirect(`/${pageContext.locale}/workspace`)
  const { company, statistics, answers } = found
  const token = statistics ? await statisticsToken(c.get('config').linkSigningSecret, member.companyId, now) : null
  const shared = (query: Record<string, string>) =>
    token ? statisticsPath(pageContext.locale, company.slug, token, query) : null
  if (statistics) statistics.jobs = sortJobs(statistics.jobs, order)
  return {
    company: { name: company.name, plan: company.plan },
    period,
    order,
    statistics: statistics && {
      ...statistics,
      jobCount: statistics.jobs.length,
      jobs: statistics.jobs.slice(0, JOB_TABLE_LIMIT),
    },
    answers,
    /** The signed link's page, read-only, to share with someone outside (valid 30 days); and its CSV. */
    sharedLink: shared({}),
    csvLink: shared({ period, sort: order.sort, order: order.order, format: 'csv' }),
  }
}
