import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { getI18n } from '#domain/i18n.ts'
import type { Locale } from '#domain/locale.ts'
import { escapeHtml } from '#domain/markup-escapes.ts'
import { inertName } from '#domain/public-name.ts'
import { headerText } from './email-headers.ts'

/** The small grey type of an e-mail's last lines (why it was sent, how to stop it). */
export const FOOTER_STYLE = 'color:#4f5866;font-size:13px'

/** How every e-mail opens: the catalogue of the reader's language, and the subject made fit for its header. */
export function openEmail(locale: Locale, subject: MessageDescriptor): { i18n: I18n; subject: string } {
  const i18n = getI18n(locale)
  return { i18n, subject: headerText(i18n._(subject)) }
}

/** "Label : URL" in the text part, with the language's punctuation ("Label: URL" in English). */
export function textLink(i18n: I18n, label: string, url: string): string {
  return i18n._(msg`${label} : ${url}`)
}

/** The job description e-mail of spec section 2 ("Recevoir ce job sur votre Email"). */
export function savedJobEmail(input: { locale: Locale; jobTitle: string; companyName: string; jobUrl: string }) {
  const jobTitle = inertName(input.jobTitle)
  const companyName = inertName(input.companyName)
  const { i18n, subject } = openEmail(input.locale, msg`Offre sauvegardée : ${jobTitle} chez ${companyName}`)
  const intro = i18n._(msg`Voici l'offre que vous avez sauvegardée : ${jobTitle} chez ${companyName}.`)
  const cta = i18n._(msg`Voir l'offre et postuler`)
  const footer = i18n._(msg`Vous recevez ce message parce que cette adresse a été saisie sur la page de l'offre.`)
  const textBody = `${intro}\n\n${textLink(i18n, cta, input.jobUrl)}\n\n${footer}\n`
  const htmlBody = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(input.jobUrl)}">${escapeHtml(cta)}</a></p>`,
    `<p style="${FOOTER_STYLE}">${escapeHtml(footer)}</p>`,
  ].join('\n')
  return { subject, textBody, htmlBody }
}

/** The candidate's confirmation that the application was received. */
export function applicationConfirmationEmail(input: {
  locale: Locale
  firstName: string
  jobTitle: string
  companyName: string
  jobUrl: string
  /** The signed link that withdraws the application and erases its data (ADR 025). */
  withdrawUrl: string
  /** The signed link of the candidate's status page (ADR 046). */
  statusUrl: string
}) {
  const { firstName } = input
  const jobTitle = inertName(input.jobTitle)
  const companyName = inertName(input.companyName)
  const { i18n, subject } = openEmail(input.locale, msg`Candidature envoyée : ${jobTitle} chez ${companyName}`)
  const greeting = i18n._(msg`Bonjour ${firstName},`)
  const body = i18n._(msg`Merci ! Votre candidature au poste ${jobTitle} chez ${companyName} a bien été reçue.`)
  const retention = i18n._(
    msg`Conformément à votre consentement, ${companyName} conserve vos données pendant 2 ans pour vous recontacter.`,
  )
  const cta = i18n._(msg`Revoir l'offre`)
  const follow = i18n._(msg`Suivez l'avancement de votre candidature sur sa page privée :`)
  const followCta = i18n._(msg`Suivre ma candidature`)
  const withdraw = i18n._(msg`Vous pouvez retirer votre candidature à tout moment : elle sera effacée avec votre CV.`)
  const withdrawCta = i18n._(msg`Retirer ma candidature et effacer mes données`)
  const withdrawLine = textLink(i18n, withdrawCta, input.withdrawUrl)
  const followLine = textLink(i18n, followCta, input.statusUrl)
  const textBody = `${greeting}\n\n${body}\n\n${follow}\n${followLine}\n\n${textLink(i18n, cta, input.jobUrl)}\n\n${retention}\n${withdraw}\n${withdrawLine}\n`
  const htmlBody = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p>${escapeHtml(follow)} <a href="${escapeHtml(input.statusUrl)}">${escapeHtml(followCta)}</a></p>`,
    `<p><a href="${escapeHtml(input.jobUrl)}">${escapeHtml(cta)}</a></p>`,
    `<p style="${FOOTER_STYLE}">${escapeHtml(retention)} ${escapeHtml(withdraw)}</p>`,
    `<p style="font-size:13px"><a href="${escapeHtml(input.withdrawUrl)}">${escapeHtml(withdrawCta)}</a></p>`,
  ].join('\n')
  return { subject, textBody, htmlBody }
}
