import { redirect } from 'vike/abort'
import type { PageContext } from 'vike/types'
import { DEFAULT_LOCALE } from '#domain/locale.ts'
import { pagePathname, splitLocalePrefix } from '#domain/paths.ts'

/** Reads the language prefix and routes on the rest of the path (vike.dev/i18n). */
export function onBeforeRoute(pageContext: PageContext) {
  // The request's own URL, still percent-encoded: `urlLogical` is parsed again, so a decoded
  // `%3F` or `%23` would turn the rest of the path into a query or a fragment (`/fr/%3Fx`
  // would be the landing page). `urlParsed` cannot serve: it is decoded, and for a client
  // navigation's `…/index.pageContext.json` Vike rebuilds the URL from the decoded path.
  const url = new URL(pageContext.urlOriginal, 'http://localhost')
  // Vike's client adds `_vike` (the previous URL) to its JSON requests: not the page's query.
  if (url.searchParams.has('_vike')) url.searchParams.delete('_vike')
  // On the server, a client navigation's `…/index.pageContext.json` names its page.
  const page = pagePathname(url.pathname)
  const split = splitLocalePrefix(page)
  if (!split && pageContext.isClientSideNavigation && typeof window !== 'undefined') {
    // An in-app link to an unprefixed path: the server's redirect (spec section 2's
    // catch-all, server/middleware/canonical-paths.ts) gives the address its prefix. A
    // full URL makes Vike load it from the server rather than render it here unprefixed.
    throw redirect(new URL(pageContext.urlOriginal, window.location.href).href)
  }
  const locale = split?.locale ?? DEFAULT_LOCALE
  const path = split?.path ?? page
  return {
    pageContext: { locale, pathWithoutLocale: path, urlLogical: path + url.search },
  }
}
