import type { PageContextServer } from 'vike/types'
import { DEFAULT_LOCALE } from '#domain/locale.ts'
import { splitLocalePrefix } from '#domain/paths.ts'
import { platformOnly } from '#domain/public-urls.ts'

/**
 * Bridges the Hono request context (server/app.ts) into Vike's pageContext. The locale
 * is also read here, because the error page's pageContext does not carry what
 * +onBeforeRoute returned.
 */
export function onCreatePageContext(pageContext: PageContextServer) {
  pageContext.db = pageContext.hono.get('db')
  const config = pageContext.hono.get('config')
  pageContext.providerName = config.providerName
  pageContext.publicOrigin = config.publicOrigin
  // Where this page is published: the platform, or its company's own host (ADR 044).
  pageContext.publicOrigins = pageContext.hono.get('publicOrigins') ?? platformOnly(config.publicOrigin)
  const split = splitLocalePrefix(new URL(pageContext.urlOriginal, 'http://localhost').pathname)
  pageContext.locale = split?.locale ?? DEFAULT_LOCALE
  pageContext.pathWithoutLocale = split?.path ?? '/'
}
