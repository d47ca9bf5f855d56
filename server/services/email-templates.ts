import { msg } from '@lingui/core/macro'
import { getI18n } from '../../domain/i18n.ts'
import type { Locale } from '../../domain/locale.ts'
import { headerText } from './email-headers.ts'

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** The job description e-mail of spec section 2 ("Recevoir ce job sur votre Email"). */
export function savedJobEmail(input: { locale: Locale; jobTitle: string; companyName: string; jobUrl: string }) {
  const i18n = getI18n(input.locale)
  const { jobTitle, companyName } = input
  const subject = headerText(i18n._(msg`Offre sauvegardée : ${jobTitle} chez ${companyName}`))
  const intro = i18n._(msg`Voici l'offre que vous avez sauvegardée : ${jobTitle} chez ${companyName}.`)
  const cta = i18n._(msg`Voir l'offre et postuler`)
  const footer = i18n._(msg`Vous recevez ce message parce que cette adresse a été saisie sur la page de l'offre.`)
  const textBody = `${intro}\n\n${cta} : ${input.jobUrl}\n\n${footer}\n`
  const htmlBody = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(input.jobUrl)}">${escapeHtml(cta)}</a></p>`,
    `<p style="color:#4f5866;font-size:13px">${escapeHtml(footer)}</p>`,
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
}) {
  const i18n = getI18n(input.locale)
  const { firstName, jobTitle, companyName } = input
  const subject = headerText(i18n._(msg`Candidature envoyée : ${jobTitle} chez ${companyName}`))
  const greeting = i18n._(msg`Bonjour ${firstName},`)
  const body = i18n._(msg`Merci ! Votre candidature au poste ${jobTitle} chez ${companyName} a bien été reçue.`)
  const retention = i18n._(
    msg`Conformément à votre consentement, ${companyName} conserve vos données pendant 2 ans pour vous recontacter.`,
  )
  const cta = i18n._(msg`Revoir l'offre`)
  const withdraw = i18n._(msg`Vous pouvez retirer votre candidature à tout moment : elle sera effacée avec votre CV.`)
  const withdrawCta = i18n._(msg`Retirer ma candidature et effacer mes données`)
  const textBody = `${greeting}\n\n${body}\n\n${cta} : ${input.jobUrl}\n\n${retention}\n${withdraw}\n${withdrawCta} : ${input.withdrawUrl}\n`
  const htmlBody = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p><a href="${escapeHtml(input.jobUrl)}">${escapeHtml(cta)}</a></p>`,
    `<p style="color:#4f5866;font-size:13px">${escapeHtml(retention)} ${escapeHtml(withdraw)}</p>`,
    `<p style="font-size:13px"><a href="${escapeHtml(input.withdrawUrl)}">${escapeHtml(withdrawCta)}</a></p>`,
  ].join('\n')
  return { subject, textBody, htmlBody }
}
