import { msg, plural } from '@lingui/core/macro'
import { formatLongDate } from '#domain/format-date.ts'
import { LOCALES, type Locale } from '#domain/locale.ts'
import { escapeHtml } from '#domain/markup-escapes.ts'
import { isMondayFrom, previousWeeks } from '#domain/statistics/periods.ts'
import type { Sql } from '#server/db/client.ts'
import { FOOTER_STYLE, openEmail, textLink } from '#server/features/deliveries/email-templates.ts'

/**
 * The Monday reminder (ADR 063): each Monday morning, every owner and recruiter
 * of a company with applications waiting more than 14 days without an answer gets one
 * e-mail listing them (none when there are none), in their own language, once per company
 * and week whoever runs the cron twice (queue_applications_waiting). The list names the
 * offer, the date and the desk's page of each application, not the candidate: the Worker's
 * role reads no candidate's name, and an e-mail is no place for it.
 */
const SEND_FROM_HOUR = 7
const WAITING_DAYS = 14
/** Applications listed per e-mail; the rest are counted. */
const LISTED = 30
/** Companies handled per cron run; the next runs take the rest. */
const BATCH = 50

type Waiting = { id: string; jobTitle: string; createdAt: Date }

/** Companies with an application waiting since before `cutoff` and no reminder this week, by id. */
function companiesDue(sql: Sql, week: string, cutoff: Date) {
  return sql<{ id: string; name: string }[]>`
    select c.id, c.name from companies c
    where not exists (select from applications_waiting_reminders r where r.company_id = c.id and r.week = ${week})
      and exists (select from applications a where a.company_id = c.id and a.answered_at is null and a.created_at < ${cutoff})
    order by c.id
    limit ${BATCH}
  `
}

function waitingApplications(sql: Sql, companyId: string, cutoff: Date) {
  return sql<(Waiting & { total: number })[]>`
    select a.id, j.title as job_title, a.created_at, count(*) over ()::int as total
    from applications a join jobs j on j.id = a.job_id
    where a.company_id = ${companyId} and a.answered_at is null and a.created_at < ${cutoff}
    order by a.created_at, a.id
    limit ${LISTED}
  `
}

export function applicationsWaitingEmail(input: {
  locale: Locale
  origin: string
  companyName: string
  applications: readonly Waiting[]
  total: number
}) {
  const { companyName, total } = input
  const { i18n, subject } = openEmail(
    input.locale,
    msg`${companyName} : ${plural(total, { one: '# candidature attend', other: '# candidatures attendent' })} une réponse`,
  )
  const intro = i18n._(
    msg`Ces candidatures attendent une réponse depuis plus de ${WAITING_DAYS} jours. Chaque candidat mérite une réponse, même brève : changez leur statut depuis votre espace.`,
  )
  const line = (application: Waiting) => ({
    text: i18n._(msg`${application.jobTitle}, reçue le ${formatLongDate(application.createdAt, input.locale)}`),
    url: `${input.origin}/${input.locale}/workspace/applications/${application.id}`,
  })
  const lines = input.applications.map(line)
  const more = total - lines.length
  const moreLine = more > 0 ? i18n._(msg`Et ${more} de plus, dans votre espace.`) : null
  const cta = i18n._(msg`Ouvrir les candidatures`)
  const inboxUrl = `${input.origin}/${input.locale}/workspace/applications`
  const footer = i18n._(msg`Vous recevez ce message chaque lundi tant que des candidatures attendent une réponse.`)
  const textBody = [
    intro,
    lines.map((entry) => `- ${entry.text}\n  ${entry.url}`).join('\n'),
    ...(moreLine ? [moreLine] : []),
    textLink(i18n, cta, inboxUrl),
    footer,
  ].join('\n\n')
  const htmlBody = [
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${lines.map((entry) => `<li><a href="${escapeHtml(entry.url)}">${escapeHtml(entry.text)}</a></li>`).join('')}</ul>`,
    ...(moreLine ? [`<p>${escapeHtml(moreLine)}</p>`] : []),
    `<p><a href="${escapeHtml(inboxUrl)}">${escapeHtml(cta)}</a></p>`,
    `<p style="${FOOTER_STYLE}">${escapeHtml(footer)}</p>`,
  ].join('\n')
  return { subject, text: `${textBody}\n`, html: htmlBody }
}

/** Queues the week's reminders of up to BATCH companies; 'not due' outside Monday mornings. */
export async function queueApplicationsWaiting(
  sql: Sql,
  origin: string,
  now: Date,
): Promise<{ companies: number; emails: number } | 'not due'> {
  if (!isMondayFrom(now, SEND_FROM_HOUR)) return 'not due'
  // The Monday of this week: previousWeeks gives last week's, seven days before.
  const { last } = previousWeeks(now)
  const week = new Date(Date.parse(`${last.to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
  const cutoff = new Date(now.getTime() - WAITING_DAYS * 86_400_000)
  let emails = 0
  const companies = await companiesDue(sql, week, cutoff)
  for (const company of companies) {
    const applications = await waitingApplications(sql, company.id, cutoff)
    const total = applications[0]?.total ?? 0
    const messages = Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        applicationsWaitingEmail({ locale, origin, companyName: company.name, applications, total }),
      ]),
    )
    const [row] = await sql<{ queued: number }[]>`
      select queue_applications_waiting(${company.id}, ${week}, ${sql.json(messages)}) as queued
    `
    emails += row?.queued ?? 0
  }
  return { companies: companies.length, emails }
}
