import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatPhoneInternational } from '#domain/application.ts'
import type { ApplicationRisk } from '#domain/application-risk.ts'
import { RISK_LEVEL_LABELS, RISK_SIGNAL_LABELS } from '#domain/application-risk-labels.ts'
import { RECRUITER_LINK_STATUSES, type RecruiterLinkStatus } from '#domain/application-status.ts'
import { formatLongDate } from '#domain/format-date.ts'
import { INTL_LOCALE, type Locale } from '#domain/locale.ts'
import { escapeHtml } from '#domain/markup-escapes.ts'
import { FOOTER_STYLE, openEmail, textLink } from './email-templates.ts'

export type RecruiterApplicationInput = {
  locale: Locale
  /** The application id: the reference every message about it gives. */
  reference: string
  firstName: string
  lastName: string
  email: string
  phoneE164: string
  coverLetter: string
  jobTitle: string
  jobUrl: string
  companyName: string
  cv: { url: string; expiresAt: Date; fileName: string; sizeBytes: number }
  /** The signed links that set the application's status, each through a confirmation page (ADR 046). */
  statusLinks: Record<RecruiterLinkStatus, string>
  /** How likely it is to come from a bot (ADR 077): said to the recruiters, never to the candidate. */
  risk: ApplicationRisk
}

/** A file size as people read it: "245 ko", "1,2 Mo" (en: "245 kB", "1.2 MB"). */
export function formatFileSize(bytes: number, locale: Locale): string {
  const megabytes = bytes >= 1_000_000
  return new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(Math.max(bytes / (megabytes ? 1_000_000 : 1_000), 1))
}

/**
 * The recruiters' e-mail for one application (ADR 023): who applied and how to reach
 * them, the cover letter, the job and its link, the reference, and the CV as an expiring
 * signed download link rather than an attachment. Text and HTML; everything the candidate
 * or the company typed is escaped in the HTML part.
 */
export function recruiterApplicationEmail(input: RecruiterApplicationInput) {
  const { jobTitle, companyName, reference } = input
  const candidate = `${input.firstName} ${input.lastName}`
  const phone = formatPhoneInternational(input.phoneE164)
  const email = input.email
  const fileName = input.cv.fileName
  const size = formatFileSize(input.cv.sizeBytes, input.locale)
  const date = formatLongDate(input.cv.expiresAt, input.locale)

  const { i18n, subject } = openEmail(input.locale, msg`Nouvelle candidature : ${candidate} pour ${jobTitle}`)
  const intro = i18n._(msg`${candidate} a postulé au poste ${jobTitle} chez ${companyName}.`)
  const contact = [
    i18n._(msg`Candidat·e : ${candidate}`),
    i18n._(msg`E-mail : ${email}`),
    i18n._(msg`Téléphone : ${phone}`),
  ]
  const letterLabel = i18n._(msg`Lettre de motivation :`)
  const cvLabel = i18n._(msg`Télécharger le CV (${fileName}, ${size})`)
  const expiry = i18n._(msg`Ce lien de téléchargement est personnel et expire le ${date}.`)
  const jobLabel = i18n._(msg`Offre : ${jobTitle}`)
  const referenceLine = i18n._(msg`Référence : ${reference}`)
  const footer = i18n._(msg`Vous recevez ce message parce que cette adresse reçoit les candidatures de ${companyName}.`)
  const statusIntro = i18n._(msg`Sans ATS, donnez suite ici ; la personne reçoit un e-mail à chaque changement :`)
  const statusLabels: Record<RecruiterLinkStatus, string> = {
    in_review: i18n._(msg`En cours d'examen`),
    interview: i18n._(msg`Entretien`),
    rejected: i18n._(msg`Refuser`),
  }
  const riskLine = riskSentence(i18n, input.risk)
  const statusEntries = RECRUITER_LINK_STATUSES.map(
    (status) => [statusLabels[status], input.statusLinks[status]] as const,
  )

  const textBody = [
    intro,
    contact.join('\n'),
    riskLine,
    `${letterLabel}\n${input.coverLetter}`,
    `${textLink(i18n, cvLabel, input.cv.url)}\n${expiry}`,
    `${jobLabel}\n${input.jobUrl}`,
    [statusIntro, ...statusEntries.map(([label, url]) => textLink(i18n, label, url))].join('\n'),
    referenceLine,
    footer,
  ].join('\n\n')
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`
  const htmlBody = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${contact.map(escapeHtml).join('<br>')}</p>`,
    `<p>${escapeHtml(riskLine)}</p>`,
    `<p>${escapeHtml(letterLabel)}</p>`,
    `<p style="white-space:pre-wrap">${escapeHtml(input.coverLetter)}</p>`,
    `<p>${link(input.cv.url, cvLabel)}<br>${escapeHtml(expiry)}</p>`,
    `<p>${link(input.jobUrl, jobLabel)}<br>${escapeHtml(referenceLine)}</p>`,
    `<p>${escapeHtml(statusIntro)}<br>${statusEntries.map(([label, url]) => link(url, label)).join(' · ')}</p>`,
    `<p style="${FOOTER_STYLE}">${escapeHtml(footer)}</p>`,
  ].join('\n')
  return { subject, textBody: `${textBody}\n`, htmlBody }
}

/**
 * The risk line: the level, and what was seen when there is something ("Risque de robot :
 * élevé (champ invisible rempli, …)"); "faible" alone when nothing was.
 */
function riskSentence(i18n: I18n, risk: ApplicationRisk): string {
  const level = i18n._(RISK_LEVEL_LABELS[risk.level])
  if (risk.signals.length === 0) return i18n._(msg`Risque de robot : ${level}`)
  const signals = risk.signals.map((signal) => i18n._(RISK_SIGNAL_LABELS[signal])).join(', ')
  return i18n._(msg`Risque de robot : ${level} (${signals})`)
}

/**
 * A new CV link for an application whose first link expired (ADR 032), asked for from
 * that link. It names the application by its reference and job only: the Worker never
 * reads a candidate's details back, and the first e-mail has them.
 */
export function recruiterCvLinkEmail(input: {
  locale: Locale
  reference: string
  jobTitle: string
  companyName: string
  cv: { url: string; expiresAt: Date }
}) {
  const { jobTitle, companyName, reference } = input
  const date = formatLongDate(input.cv.expiresAt, input.locale)
  const { i18n, subject } = openEmail(input.locale, msg`Nouveau lien vers le CV : ${jobTitle}, référence ${reference}`)
  const intro = i18n._(
    msg`Un nouveau lien vers le CV de la candidature ${reference} au poste ${jobTitle} chez ${companyName} a été demandé depuis le lien expiré.`,
  )
  const cvLabel = i18n._(msg`Télécharger le CV`)
  const expiry = i18n._(msg`Ce lien de téléchargement est personnel et expire le ${date}.`)
  const footer = i18n._(msg`Vous recevez ce message parce que cette adresse reçoit les candidatures de ${companyName}.`)
  const textBody = [intro, `${textLink(i18n, cvLabel, input.cv.url)}\n${expiry}`, footer].join('\n\n')
  const htmlBody = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(input.cv.url)}">${escapeHtml(cvLabel)}</a><br>${escapeHtml(expiry)}</p>`,
    `<p style="${FOOTER_STYLE}">${escapeHtml(footer)}</p>`,
  ].join('\n')
  return { subject, textBody: `${textBody}\n`, htmlBody }
}
