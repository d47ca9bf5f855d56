import { msg } from '@lingui/core/macro'
import { getI18n } from '../../domain/i18n.ts'
import type { Locale } from '../../domain/locale.ts'

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** The job description e-mail of spec section 2 ("Recevoir ce job sur votre Email"). */
export function savedJobEmail(input: { locale: Locale; jobTitle: string; companyName: string; jobUrl: string }) {
  const i18n = getI18n(input.locale)
  const { jobTitle, companyName } = input
  const subject = i18n._(msg`Offre sauvegardée : ${jobTitle} chez ${companyName}`)
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
