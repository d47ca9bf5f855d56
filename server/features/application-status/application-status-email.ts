import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CompanyStatus } from '#domain/application-status.ts'
import { STATUS_LABELS } from '#domain/application-status-labels.ts'
import { formatLongDate } from '#domain/format-date.ts'
import { getI18n } from '#domain/i18n.ts'
import type { Locale } from '#domain/locale.ts'
import { escapeHtml } from '#domain/markup-escapes.ts'
import { inertName } from '#domain/public-name.ts'
import { FOOTER_STYLE, openEmail, textLink } from '../deliveries/email-templates.ts'

export type StatusEmailInput = {
  locale: Locale
  status: CompanyStatus
  jobTitle: string
  companyName: string
  /** The company's own words, shown as they are (escaped in the HTML part). */
  message: string | null
  statusUrl: string
  /** Until when the data is kept per the candidate's consent; null: erased with this decision. */
  keptUntil: Date | null
}

/**
 * The candidate's e-mail of one applied status change (ADR 046), in the candidate's
 * language. It greets without a name: the Worker cannot read the candidate's details, and
 * the address is filled in by the database (`queue_candidate_email`). A rejection is
 * worded kindly and says what becomes of the data.
 */
export function applicationStatusEmail(given: StatusEmailInput) {
  // The company's texts as any e-mail to a candidate carries them (domain/public-name.ts).
  const input = { ...given, companyName: inertName(given.companyName), jobTitle: inertName(given.jobTitle) }
  const { companyName } = input
  const label = getI18n(input.locale)._(STATUS_LABELS[input.status])
  const { i18n, subject } = openEmail(input.locale, msg`Votre candidature chez ${companyName} : ${label}`)
  const greeting = i18n._(msg`Bonjour,`)
  const lines = [statusSentence(i18n, input)]
  if (input.status === 'rejected') lines.push(dataSentence(i18n, input))
  const messageLabel = input.message ? i18n._(msg`Le message de ${companyName} :`) : null
  const cta = i18n._(msg`Suivre ma candidature`)
  const footer = i18n._(msg`Vous recevez ce message parce que vous avez postulé chez ${companyName}.`)
  const textBody = [
    greeting,
    ...lines,
    ...(messageLabel ? [`${messageLabel}\n${input.message}`] : []),
    textLink(i18n, cta, input.statusUrl),
    footer,
  ].join('\n\n')
  const htmlBody = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(messageLabel && input.message
      ? [`<p>${escapeHtml(messageLabel)}</p>`, `<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`]
      : []),
    `<p><a href="${escapeHtml(input.statusUrl)}">${escapeHtml(cta)}</a></p>`,
    `<p style="${FOOTER_STYLE}">${escapeHtml(footer)}</p>`,
  ].join('\n')
  return { subject, textBody: `${textBody}\n`, htmlBody }
}

function statusSentence(i18n: I18n, { status, jobTitle, companyName }: StatusEmailInput): string {
  switch (status) {
    case 'in_review':
      return i18n._(msg`Votre candidature au poste ${jobTitle} chez ${companyName} est en cours d'examen.`)
    case 'interview':
      return i18n._(msg`${companyName} souhaite vous rencontrer en entretien pour le poste ${jobTitle}.`)
    case 'offer':
      return i18n._(msg`${companyName} vous fait une proposition pour le poste ${jobTitle}.`)
    case 'hired':
      return i18n._(msg`Félicitations : votre recrutement au poste ${jobTitle} chez ${companyName} est confirmé.`)
    case 'rejected':
      return i18n._(
        msg`Merci de l'intérêt que vous portez à ${companyName} et du temps consacré à votre candidature au poste ${jobTitle}. Après un examen attentif, elle n'a pas été retenue. Cette décision ne dit rien de votre valeur : nous vous souhaitons de trouver très vite le poste qui vous convient.`,
      )
  }
}

function dataSentence(i18n: I18n, { locale, companyName, keptUntil }: StatusEmailInput): string {
  if (!keptUntil) return i18n._(msg`Vos données et votre CV sont effacés.`)
  const date = formatLongDate(keptUntil, locale)
  return i18n._(
    msg`Comme vous l'avez accepté, ${companyName} conserve votre candidature jusqu'au ${date} pour vous recontacter si un autre poste vous correspond. Vous pouvez la retirer et effacer vos données à tout moment depuis le lien ci-dessous.`,
  )
}
