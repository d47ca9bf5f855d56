import { msg } from '@lingui/core/macro'
import { type JobAlertCriteria, jobAlertSummary } from '#domain/job-alert.ts'
import { locationLabel } from '#domain/job-location.ts'
import type { Locale } from '#domain/locale.ts'
import { escapeHtml } from '#domain/markup-escapes.ts'
import { inertName } from '#domain/public-name.ts'
import { headerText } from '../features/deliveries/email-headers.ts'
import { FOOTER_STYLE, openEmail, textLink } from '../features/deliveries/email-templates.ts'

/**
 * The e-mails of a job alert (ADR 026), in the subscriber's language, text and HTML, every
 * link absolute. Each carries the one-click unsubscribe of RFC 8058 in its headers and a
 * link to the unsubscribe page in its body.
 */

type AlertLinks = { unsubscribeUrl: string; listUrl: string }

/** List-Unsubscribe with its one-click POST (RFC 8058): the URL is the unsubscribe page's, which accepts that POST. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

/** The double opt-in: the alert starts only once its link is followed. */
export function alertConfirmationEmail(
  input: AlertLinks & {
    locale: Locale
    companyName: string
    criteria: JobAlertCriteria
    confirmUrl: string
    validDays: number
  },
) {
  const { validDays } = input
  const companyName = inertName(input.companyName)
  const { i18n, subject } = openEmail(input.locale, msg`Confirmez votre alerte emploi chez ${companyName}`)
  const summary = jobAlertSummary(i18n, companyName, input.criteria)
  const intro = i18n._(msg`Vous avez demandé à recevoir par e-mail les nouvelles offres correspondant à :`)
  const cta = i18n._(msg`Confirmer mon alerte`)
  const validity = i18n._(
    msg`Ce lien est valable ${validDays} jours. Sans confirmation, votre adresse sera effacée. Vous n'êtes pas à l'origine de cette demande ? Ignorez ce message.`,
  )
  const unsubscribe = i18n._(msg`Se désabonner`)
  const textBody = [
    `${intro}\n${summary}`,
    textLink(i18n, cta, input.confirmUrl),
    validity,
    `${textLink(i18n, unsubscribe, input.unsubscribeUrl)}\n`,
  ].join('\n\n')
  const htmlBody = [
    `<p>${escapeHtml(intro)}<br><strong>${escapeHtml(summary)}</strong></p>`,
    `<p><a href="${escapeHtml(input.confirmUrl)}">${escapeHtml(cta)}</a></p>`,
    `<p style="${FOOTER_STYLE}">${escapeHtml(validity)}</p>`,
    `<p style="${FOOTER_STYLE}"><a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(unsubscribe)}</a></p>`,
  ].join('\n')
  return { subject, textBody, htmlBody, headers: unsubscribeHeaders(input.unsubscribeUrl) }
}

export type DigestJob = {
  title: string
  url: string
  contractType: string | null
  city: string | null
  countryCode: string | null
  remote: string | null
}

/** The daily digest: the new offers matching the alert, and a link to all of them. */
export function alertDigestEmail(
  input: AlertLinks & {
    locale: Locale
    companyName: string
    criteria: JobAlertCriteria
    jobs: DigestJob[]
    /** More offers matched than the e-mail lists: they follow in the next digests. */
    more: boolean
  },
) {
  const companyName = inertName(input.companyName)
  const { i18n, subject } = openEmail(input.locale, msg`Nouvelles offres chez ${companyName}`)
  const summary = jobAlertSummary(i18n, companyName, input.criteria)
  const intro = i18n._(msg`Nouvelles offres publiées pour votre alerte :`)
  const all = input.more
    ? i18n._(msg`D'autres offres correspondent à votre alerte : voir toutes les offres`)
    : i18n._(msg`Voir toutes les offres`)
  const why = i18n._(msg`Vous recevez cet e-mail, au plus un par jour, parce que vous avez confirmé cette alerte.`)
  const unsubscribe = i18n._(msg`Se désabonner en un clic`)
  const jobs = input.jobs.map((job) => {
    const title = inertName(job.title)
    const facts = [job.contractType, locationLabel(job), job.remote]
      .map((fact) => (fact ? headerText(fact) : ''))
      .filter((fact) => fact !== '')
      .join(' · ')
    return { title, facts, url: job.url }
  })
  const textJobs = jobs.map((job) => `- ${job.title}${job.facts ? ` (${job.facts})` : ''}\n  ${job.url}`).join('\n\n')
  const textBody = [
    `${intro}\n${summary}`,
    textJobs,
    textLink(i18n, all, input.listUrl),
    `${why}\n${textLink(i18n, unsubscribe, input.unsubscribeUrl)}\n`,
  ].join('\n\n')
  const htmlJobs = jobs
    .map(
      (job) =>
        `<li><a href="${escapeHtml(job.url)}">${escapeHtml(job.title)}</a>${job.facts ? `<br>${escapeHtml(job.facts)}` : ''}</li>`,
    )
    .join('\n')
  const htmlBody = [
    `<p>${escapeHtml(intro)}<br><strong>${escapeHtml(summary)}</strong></p>`,
    `<ul>\n${htmlJobs}\n</ul>`,
    `<p><a href="${escapeHtml(input.listUrl)}">${escapeHtml(all)}</a></p>`,
    `<p style="${FOOTER_STYLE}">${escapeHtml(why)}<br><a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(unsubscribe)}</a></p>`,
  ].join('\n')
  return { subject, textBody, htmlBody, headers: unsubscribeHeaders(input.unsubscribeUrl) }
}
