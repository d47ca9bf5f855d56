import { msg } from '@lingui/core/macro'
import type { Locale } from '#domain/locale.ts'
import { escapeHtml } from '#domain/markup-escapes.ts'
import { conversion, type Figures, type JobFigures } from '#domain/statistics/figures.ts'
import { figureFormat } from '#domain/statistics/format.ts'
import { FIGURE_LABELS } from '#domain/statistics/labels.ts'
import { type DateRange, isMondayFrom, previousWeeks } from '#domain/statistics/periods.ts'
import type { Sql } from '../../db/client.ts'
import { RECRUITER_LOCALE } from '../deliveries/company-delivery.ts'
import { queueEmail } from '../deliveries/email-outbox.ts'
import { FOOTER_STYLE, openEmail, textLink } from '../deliveries/email-templates.ts'
import type { LinkSigning } from '../deliveries/link-signing.ts'
import { companiesDueWeeklyStatistics, readCompanyStatistics, weeklyStatisticsKey } from './figures-queries.ts'
import { freshStatisticsUrl, STATISTICS_LINK_DAYS, signingForCompanies } from './statistics-link.ts'

/** Monday from 07:00 in Paris: the week's figures are complete, and it is a working morning. */
const SEND_FROM_HOUR = 7
/** Companies queued per cron run, at most: a run stays short; the next ones queue the rest. */
const BATCH = 50

/**
 * The weekly statistics e-mail (ADR 043): on Monday morning, for each Pro or Enterprise
 * company with a recruiters' address, last week's figures against the week before, its
 * three best jobs and a fresh link to its page, queued in the outbox once per company and
 * week (the dedupe key), whether the cron runs twice or two runs overlap.
 */
export async function queueWeeklyStatistics(
  sql: Sql,
  links: LinkSigning,
  now: Date = new Date(),
): Promise<{ queued: number } | 'not due'> {
  if (!isMondayFrom(now, SEND_FROM_HOUR)) return 'not due'
  const { week, last, before } = previousWeeks(now)
  let queued = 0
  const companies = await companiesDueWeeklyStatistics(sql, week, BATCH)
  const signing = await signingForCompanies(
    sql,
    links,
    companies.map((company) => company.slug),
  )
  for (const company of companies) {
    const [lastWeek, weekBefore] = await Promise.all([
      readCompanyStatistics(sql, company.id, last),
      readCompanyStatistics(sql, company.id, before),
    ])
    const url = await freshStatisticsUrl(signing, company, RECRUITER_LOCALE, now)
    const email = weeklyStatisticsEmail({
      locale: RECRUITER_LOCALE,
      companyName: company.name,
      week: last,
      last: lastWeek.totals,
      before: weekBefore.totals,
      bestJobs: bestJobs(lastWeek.jobs),
      url,
    })
    const result = await queueEmail(sql, {
      kind: 'company_statistics_weekly',
      dedupeKey: weeklyStatisticsKey(company.id, week),
      toAddress: company.applicationsEmail,
      locale: RECRUITER_LOCALE,
      ...email,
    })
    if (result.queued) queued += 1
  }
  return { queued }
}

/** The three jobs that brought the most applications, then views. */
export function bestJobs(jobs: readonly JobFigures[]): JobFigures[] {
  return [...jobs]
    .sort((a, b) => b.applications - a.applications || b.views - a.views || a.title.localeCompare(b.title))
    .slice(0, 3)
}

export function weeklyStatisticsEmail(input: {
  locale: Locale
  companyName: string
  week: DateRange
  last: Figures
  before: Figures
  bestJobs: JobFigures[]
  url: string
}) {
  const format = figureFormat(input.locale)
  const { companyName } = input
  const from = format.date(input.week.from)
  const to = format.date(input.week.to)
  const { i18n, subject } = openEmail(input.locale, msg`Statistiques de ${companyName} : semaine du ${from} au ${to}`)
  const intro = i18n._(msg`Voici la semaine du ${from} au ${to} de l'espace carrières de ${companyName}.`)
  const figures = (['views', 'visitors', 'applications', 'conversion'] as const).map((key) => {
    const show = (figures: Figures) =>
      key === 'conversion' ? format.rate(conversion(figures)) : format.number(figures[key])
    const label = i18n._(FIGURE_LABELS[key])
    const value = show(input.last)
    const previous = show(input.before)
    return i18n._(msg`${label} : ${value} (semaine précédente : ${previous})`)
  })
  const jobsHeading = i18n._(msg`Vos trois meilleures offres`)
  const jobs = input.bestJobs.map((job) => {
    const title = job.title
    const viewsLabel = i18n._(FIGURE_LABELS.views)
    const views = format.number(job.views)
    const applicationsLabel = i18n._(FIGURE_LABELS.applications)
    const applications = format.number(job.applications)
    return i18n._(msg`${title} (${viewsLabel} : ${views}, ${applicationsLabel} : ${applications})`)
  })
  const noJobs = i18n._(msg`Aucune offre n'a été vue cette semaine.`)
  const cta = i18n._(msg`Voir toutes vos statistiques`)
  const days = STATISTICS_LINK_DAYS
  const footer = i18n._(
    msg`Ce lien personnel est valable ${days} jours ; ne le transférez pas. Vous recevez cet e-mail chaque lundi parce que cette adresse reçoit les candidatures de ${companyName}.`,
  )
  const textBody = [
    intro,
    '',
    ...figures,
    '',
    `${jobsHeading} :`,
    ...(jobs.length > 0 ? jobs.map((line, index) => `${index + 1}. ${line}`) : [noJobs]),
    '',
    textLink(i18n, cta, input.url),
    '',
    footer,
    '',
  ].join('\n')
  const htmlBody = [
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${figures.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<p><strong>${escapeHtml(jobsHeading)}</strong></p>`,
    jobs.length > 0
      ? `<ol>${jobs.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ol>`
      : `<p>${escapeHtml(noJobs)}</p>`,
    `<p><a href="${escapeHtml(input.url)}">${escapeHtml(cta)}</a></p>`,
    `<p style="${FOOTER_STYLE}">${escapeHtml(footer)}</p>`,
  ].join('\n')
  return { subject, textBody, htmlBody }
}
