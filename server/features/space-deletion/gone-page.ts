import { msg } from '@lingui/core/macro'
import { getI18n } from '#domain/i18n.ts'
import type { Locale } from '#domain/locale.ts'
import { escapeHtml } from '#domain/markup-escapes.ts'

/**
 * What every URL of a deleted space answers (ADR 067), whatever it was (a page, a feed, a
 * form's POST, a share card): 410 Gone, which crawlers take as a removal, never stored by a
 * cache (the space may be restored within 30 days). A document of its own, without script
 * or stylesheet: it is answered by the host step, before the edge cache and the pages, and
 * shows nothing of the company, not even its name.
 */
export function spaceGoneResponse(locale: Locale): Response {
  const i18n = getI18n(locale)
  const title = i18n._(msg`Cet espace n'existe plus`)
  const text = i18n._(msg`L'entreprise a supprimé son espace carrière : ses pages et ses offres ne sont plus en ligne.`)
  const back = i18n._(msg`Retour à l'accueil`)
  const body = [
    '<!doctype html>',
    `<html lang="${locale}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>`,
    `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`,
    `<p><a href="/${locale}/">${escapeHtml(back)}</a></p></main></body>`,
    '</html>',
    '',
  ].join('\n')
  return new Response(body, {
    status: 410,
    headers: {
      'Content-Type': 'text/html; charset=UTF-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    },
  })
}

/** The language of a path (`/en/…`), French otherwise. */
export const localeOfPath = (pathname: string): Locale =>
  pathname.startsWith('/en/') || pathname === '/en' ? 'en' : 'fr'
