import type { PageContext } from 'vike/types'
import { DEFAULT_LOCALE } from '#domain/locale.ts'
import { splitLocalePrefix } from '#domain/paths.ts'

/** Reads the language prefix and routes on the rest of the path (vike.dev/i18n). */
export function onBeforeRoute(pageContext: PageContext) {
  // The request's own URL, still percent-encoded: `urlLogical` is parsed again, so a decoded
  // `%3F` or `%23` would turn the rest of the path into a query or a fragment (`/fr/%3Fx`
  // would be the landing page); `urlParsed` is decoded.
  const url = new URL(pageContext.urlOriginal, 'http://localhost')
  const split = splitLocalePrefix(url.pathname)
  const locale = split?.locale ?? DEFAULT_LOCALE
  const path = split?.path ?? url.pathname
  return {
    pageContext: { locale, pathWithoutLocale: path, urlLogical: path + url.search },
  }
}
