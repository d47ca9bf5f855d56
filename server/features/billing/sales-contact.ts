import { msg } from '@lingui/core/macro'
import type { Locale } from '#domain/locale.ts'
import { escapeHtml } from '#domain/markup-escapes.ts'
import type { SalesContact } from '#domain/sales-contact.ts'
import { sha256Hex } from '#domain/sha256.ts'
import type { Sql } from '#server/db/client.ts'
import { errorCode } from '#server/db/errors.ts'
import { withStrangerEmail } from '#server/db/queries/stranger-email-cap.ts'
import { queueEmail } from '#server/features/deliveries/email-outbox.ts'
import { openEmail } from '#server/features/deliveries/email-templates.ts'

/** Sales read French: the team's language, whatever the owner's. */
const SALES_LOCALE: Locale = 'fr'

export type SalesContactOutcome = 'queued' | 'repeat' | 'capped' | 'unavailable'

/**
 * An owner's Enterprise request, e-mailed to SALES_EMAIL through the outbox (ADR 061), with
 * the owner as Reply-To. It takes one of the sales address's e-mails of the day (the cap on
 * e-mails to one address, ADR 039): a flood of requests cannot bury sales' mailbox. The
 * same request again (a double click, a retry) queues nothing.
 */
export async function sendSalesContact(
  sql: Sql,
  salesEmail: string,
  request: { company: { id: string; name: string; slug: string }; ownerEmail: string; contact: SalesContact },
): Promise<SalesContactOutcome> {
  const { company, contact } = request
  const email = salesContactEmail({ ...request })
  const digest = await sha256Hex(`${contact.name}\n${contact.size}\n${contact.need}`)
  try {
    const result = await withStrangerEmail(
      sql,
      salesEmail,
      (tx) =>
        queueEmail(tx, {
          kind: 'sales_contact',
          dedupeKey: `sales_contact:${company.id}:${digest}`,
          toAddress: salesEmail,
          locale: SALES_LOCALE,
          headers: { 'Reply-To': request.ownerEmail },
          ...email,
        }),
      (queued) => queued.queued,
    )
    if (result === 'capped') return 'capped'
    return result.queued ? 'queued' : 'repeat'
  } catch (error) {
    console.error(`sales contact failed: database (${errorCode(error)})`)
    return 'unavailable'
  }
}

export function salesContactEmail(input: {
  company: { name: string; slug: string }
  ownerEmail: string
  contact: SalesContact
}) {
  const { name: companyName, slug } = input.company
  const { name: contactName, size } = input.contact
  const { ownerEmail } = input
  const { i18n, subject } = openEmail(SALES_LOCALE, msg`Demande Enterprise : ${companyName}`)
  const facts = [
    i18n._(msg`Espace : ${companyName} (${slug})`),
    i18n._(msg`Contact : ${contactName} <${ownerEmail}>`),
    i18n._(msg`Taille : ${size} personnes`),
  ]
  const needTitle = i18n._(msg`Besoin :`)
  const textBody = `${facts.join('\n')}\n\n${needTitle}\n${input.contact.need}\n`
  const htmlBody = [
    `<p>${facts.map(escapeHtml).join('<br>')}</p>`,
    `<p><strong>${escapeHtml(needTitle)}</strong></p>`,
    `<p style="white-space:pre-line">${escapeHtml(input.contact.need)}</p>`,
  ].join('\n')
  return { subject, textBody, htmlBody }
}
