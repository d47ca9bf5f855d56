import { msg } from '@lingui/core/macro'
import type { Locale } from '#domain/locale.ts'
import { escapeHtml } from '#domain/markup-escapes.ts'
import { FOOTER_STYLE, openEmail } from '#server/features/deliveries/email-templates.ts'
import type { LinkEmail } from './links.ts'

/** The one-time link to sign in, or to create the space the form described (15 minutes, once). */
export function signInLinkEmail(input: {
  locale: Locale
  url: string
  providerName: string
  /** Set when the link creates a space: its name. */
  companyName?: string
}): LinkEmail {
  const { providerName, companyName } = input
  const { i18n, subject } = companyName
    ? openEmail(input.locale, msg`Créez l'espace ${companyName} sur ${providerName}`)
    : openEmail(input.locale, msg`Votre lien de connexion à ${providerName}`)
  const intro = companyName
    ? i18n._(msg`Pour créer l'espace ${companyName} et l'ouvrir, suivez ce lien :`)
    : i18n._(msg`Pour vous connecter à votre espace, suivez ce lien :`)
  const cta = companyName ? i18n._(msg`Créer mon espace`) : i18n._(msg`Me connecter`)
  const validity = i18n._(msg`Ce lien est valable 15 minutes et ne sert qu'une fois.`)
  const footer = i18n._(
    msg`Vous n'avez rien demandé ? Ignorez ce message : sans ce lien, personne ne peut entrer avec votre adresse.`,
  )
  return {
    subject,
    textBody: `${intro}\n${input.url}\n\n${validity}\n\n${footer}\n`,
    htmlBody: [
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(input.url)}">${escapeHtml(cta)}</a></p>`,
      `<p>${escapeHtml(validity)}</p>`,
      `<p style="${FOOTER_STYLE}">${escapeHtml(footer)}</p>`,
    ].join('\n'),
  }
}

/** An invitation to join a company's workspace with a role (7 days, once). */
export function invitationEmail(input: {
  locale: Locale
  url: string
  providerName: string
  companyName: string
  role: 'owner' | 'recruiter'
}): LinkEmail {
  const { providerName, companyName } = input
  const { i18n, subject } = openEmail(input.locale, msg`Rejoignez ${companyName} sur ${providerName}`)
  const role = input.role === 'owner' ? i18n._(msg`propriétaire`) : i18n._(msg`recruteur`)
  const intro = i18n._(msg`Vous êtes invité·e à rejoindre l'espace de ${companyName} en tant que ${role}.`)
  const cta = i18n._(msg`Rejoindre l'espace`)
  const validity = i18n._(msg`Cette invitation est valable 7 jours et ne sert qu'une fois.`)
  return {
    subject,
    textBody: `${intro}\n${input.url}\n\n${validity}\n`,
    htmlBody: [
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(input.url)}">${escapeHtml(cta)}</a></p>`,
      `<p>${escapeHtml(validity)}</p>`,
    ].join('\n'),
  }
}
