import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { escapeHtml } from '../services/email-templates.ts'

/**
 * The pages of a recruiters' CV link that has expired (ADR 032): outside the /fr and /en
 * spaces, in the language the browser asks for, with no script and no stylesheet, so the
 * browser a mail client opens shows them as they are. `renew` adds the button that posts
 * back to the same link for a new one.
 */
export function cvLinkPage(i18n: I18n, content: { heading: string; text: string; renew?: boolean }): string {
  const title = i18n._(msg`Lien de téléchargement du CV`)
  const form = content.renew
    ? `<form method="post"><button type="submit">${escapeHtml(i18n._(msg`Envoyer un nouveau lien`))}</button></form>`
    : ''
  return [
    '<!doctype html>',
    `<html lang="${i18n.locale === 'en' ? 'en' : 'fr'}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)}</title></head>`,
    `<body><main><h1>${escapeHtml(content.heading)}</h1><p>${escapeHtml(content.text)}</p>${form}</main></body>`,
    '</html>',
    '',
  ].join('\n')
}
