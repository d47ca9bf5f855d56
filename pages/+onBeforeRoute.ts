import type { PageContext } from 'vike/types'
import { DEFAULT_LOCALE } from '../domain/locale.ts'
import { splitLocalePrefix } from '../domain/paths.ts'

/** Reads the language prefix and routes on the rest of the path (vike.dev/i18n). */
export function onBeforeRoute(pageContext: PageContext) {
  const { pathname, searchOriginal } = pageContext.urlParsed
  const split = splitLocalePrefix(pathname)
  const locale = split?.locale ?? DEFAULT_LOCALE
  const path = split?.path ?? pathname
  return {
    pageContext: { locale, pathWithoutLocale: path, urlLogical: path + (searchOriginal ?? '') },
  }
}
