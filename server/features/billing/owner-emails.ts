import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatLongDate } from '#domain/format-date.ts'
import { formatMinorUnits } from '#domain/format-money.ts'
import { LOCALES, type Locale } from '#domain/locale.ts'
import { escapeHtml } from '#domain/markup-escapes.ts'
import { FOOTER_STYLE, openEmail, textLink } from '#server/features/deliveries/email-templates.ts'
import type { LocalisedMessages } from './queries.ts'

/** The billing page, where an owner opens Stripe's portal to change the card. */
export function billingPageUrl(publicOrigin: string, locale: Locale): string {
  return `${publicOrigin}/${locale}/workspace/billing`
}

type Message = { i18n: I18n; subject: string; lines: string[]; cta: string; url: string; footer: string }

function inEveryLanguage(publicOrigin: string, write: (locale: Locale, url: string) => Message): LocalisedMessages {
  const entries = LOCALES.map((locale) => {
    const message = write(locale, billingPageUrl(publicOrigin, locale))
    const text = `${message.lines.join('\n\n')}\n\n${textLink(message.i18n, message.cta, message.url)}\n\n${message.footer}\n`
    const html = [
      ...message.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(message.url)}">${escapeHtml(message.cta)}</a></p>`,
      `<p style="${FOOTER_STYLE}">${escapeHtml(message.footer)}</p>`,
    ].join('\n')
    return [locale, { subject: message.subject, html, text }] as const
  })
  return Object.fromEntries(entries) as LocalisedMessages
}

/** To the owners, once, when Stripe reports the subscription past_due: Pro is kept until `graceUntil`. */
export function pastDueEmails(input: { publicOrigin: string; companyName: string; graceUntil: Date }) {
  const { companyName } = input
  return inEveryLanguage(input.publicOrigin, (locale, url) => {
    const { i18n, subject } = openEmail(locale, msg`Paiement en retard : l'abonnement Pro de l'espace ${companyName}`)
    const until = formatLongDate(input.graceUntil, locale)
    return {
      i18n,
      subject,
      lines: [
        i18n._(msg`Bonjour,`),
        i18n._(msg`Le dernier paiement de l'abonnement Pro de l'espace ${companyName} n'a pas abouti.`),
        i18n._(
          msg`Pro reste actif jusqu'au ${until}. Sans paiement d'ici là, l'espace passera au plan Starter : les offres déjà visibles restent en ligne, mais les statistiques ne seront plus comptées et la couleur de la marque ne sera plus affichée.`,
        ),
      ],
      cta: i18n._(msg`Mettre à jour le moyen de paiement`),
      url,
      footer: i18n._(msg`Vous recevez ce message en tant que propriétaire de l'espace ${companyName}.`),
    }
  })
}

/** To the owners, for each payment of an invoice that failed. */
export function paymentFailedEmails(input: {
  publicOrigin: string
  companyName: string
  invoiceNumber: string | null
  amountDue: number
  currency: string
}) {
  const { companyName } = input
  return inEveryLanguage(input.publicOrigin, (locale, url) => {
    const { i18n, subject } = openEmail(locale, msg`Échec du paiement de l'abonnement de l'espace ${companyName}`)
    const amount = formatMinorUnits(input.amountDue, input.currency, locale)
    const number = input.invoiceNumber ?? '—'
    return {
      i18n,
      subject,
      lines: [
        i18n._(msg`Bonjour,`),
        i18n._(msg`Le paiement de la facture ${number} (${amount}) de l'espace ${companyName} a échoué.`),
        i18n._(
          msg`Stripe réessaiera automatiquement. Pour éviter une interruption, vérifiez ou changez la carte depuis la page Abonnement de votre espace.`,
        ),
      ],
      cta: i18n._(msg`Gérer l'abonnement`),
      url,
      footer: i18n._(msg`Vous recevez ce message en tant que propriétaire de l'espace ${companyName}.`),
    }
  })
}
