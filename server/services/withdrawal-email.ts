import { msg } from '@lingui/core/macro'
import { formatLongDate } from '#domain/format-date.ts'
import type { Locale } from '#domain/locale.ts'
import { escapeHtml } from '#domain/markup-escapes.ts'
import { FOOTER_STYLE, openEmail, textLink } from '../features/deliveries/email-templates.ts'

/**
 * The company's notice that a candidate withdrew an application (ADR 025). It names the
 * application by its reference (the id recruiters' e-mails show), the job and the date it
 * was received, and nothing about the candidate: the data is erased, and the Worker's role
 * cannot read it anyway. It asks the company to erase its own copies.
 */
export function recruiterWithdrawalEmail(input: {
  locale: Locale
  reference: string
  jobTitle: string
  jobUrl: string
  receivedAt: Date
}) {
  const { reference, jobTitle } = input
  const { i18n, subject } = openEmail(input.locale, msg`Candidature retirée : ${jobTitle}`)
  const receivedOn = formatLongDate(input.receivedAt, input.locale)
  const greeting = i18n._(msg`Bonjour,`)
  const body = i18n._(
    msg`La personne qui a envoyé cette candidature au poste ${jobTitle} l'a retirée et a demandé l'effacement de ses données. La candidature, son CV et les données personnelles de ses e-mails ont été effacés du site carrière.`,
  )
  const facts = [
    i18n._(msg`Référence : ${reference}`),
    i18n._(msg`Poste : ${jobTitle}`),
    i18n._(msg`Reçue le : ${receivedOn}`),
  ]
  const cta = i18n._(msg`Voir l'offre`)
  const erase = i18n._(
    msg`Si vous avez enregistré cette candidature ailleurs (logiciel de recrutement, messagerie, fichiers), effacez-la aussi : la personne a exercé son droit à l'effacement (article 17 du RGPD).`,
  )
  const textBody = `${greeting}\n\n${body}\n\n${facts.join('\n')}\n${textLink(i18n, cta, input.jobUrl)}\n\n${erase}\n`
  const htmlBody = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p>${facts.map(escapeHtml).join('<br>')}</p>`,
    `<p><a href="${escapeHtml(input.jobUrl)}">${escapeHtml(cta)}</a></p>`,
    `<p style="${FOOTER_STYLE}">${escapeHtml(erase)}</p>`,
  ].join('\n')
  return { subject, textBody, htmlBody }
}
