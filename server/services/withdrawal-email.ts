import { msg } from '@lingui/core/macro'
import { formatDate } from '../../domain/format-date.ts'
import { getI18n } from '../../domain/i18n.ts'
import type { Locale } from '../../domain/locale.ts'
import { headerText } from './email-headers.ts'
import { escapeHtml } from './email-templates.ts'

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
  const i18n = getI18n(input.locale)
  const { reference, jobTitle } = input
  const receivedOn = formatDate(input.receivedAt, input.locale)
  const subject = headerText(i18n._(msg`Candidature retirée : ${jobTitle}`))
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
  const textBody = `${greeting}\n\n${body}\n\n${facts.join('\n')}\n${cta} : ${input.jobUrl}\n\n${erase}\n`
  const htmlBody = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p>${facts.map(escapeHtml).join('<br>')}</p>`,
    `<p><a href="${escapeHtml(input.jobUrl)}">${escapeHtml(cta)}</a></p>`,
    `<p style="color:#4f5866;font-size:13px">${escapeHtml(erase)}</p>`,
  ].join('\n')
  return { subject, textBody, htmlBody }
}
