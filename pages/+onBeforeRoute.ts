import type { PageContext } from 'vike/types'
import { DEFAULT_LOCALE } from '../domain/locale.ts'
import { pagePathname, splitLocalePrefix } from '../domain/paths.ts'

/** Reads the language prefix and routes on the rest of the path (vike.dev/i18n). */
export function onBeforeRoute(pageContext: PageContext) {
  // Still percent-encoded: `urlLogical` is parsed again, and a decoded `%3F` or `%23` would
  // turn the rest of the path into a query or a fragment (`/%3F../x` would be the home page).
  const { pathnameOriginal, searchOriginal } = pageContext.urlParsed
  // On the server, a client navigation's `…/index.pageContext.json` names its page.
  const page = pagePathname(pathnameOriginal)
  const split = splitLocalePrefix(page)
  const locale = split?.locale ?? DEFAULT_LOCALE
  const path = split?.path ?? page
  return {
    pageContext: { locale, pathWithoutLocale: path, urlLogical: path + (searchOriginal ?? '') },
  }
}
