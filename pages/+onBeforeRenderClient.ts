import type { PageContextClient } from 'vike/types'
import { getI18n } from '#domain/i18n.ts'
import { loadCatalog } from '#main-catalogs'

/**
 * The browser's bundle holds no catalog of the main texts (locales/main-catalogs.browser.ts):
 * the page's language is fetched and added before React renders anything with it.
 */
export default async function onBeforeRenderClient(pageContext: PageContextClient) {
  const { locale } = pageContext
  getI18n(locale).load(locale, await loadCatalog(locale))
}
