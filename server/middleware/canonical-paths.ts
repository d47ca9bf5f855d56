import { createMiddleware } from 'hono/factory'
import { negotiateLocale } from '../../domain/locale.ts'
import type { AppEnv } from '../hono-env.ts'

// Paths the platform serves itself (built assets, Vite's dev server): never prefixed.
const PLATFORM_PATH = /^\/(?:assets\/|@|node_modules\/|__)/

/**
 * The route table's redirects (spec section 2), before any page renders:
 * - `/` → `/fr/` or `/en/` by Accept-Language (302: it depends on the visitor);
 * - `/{lang}/sitemap.xml`, `/{lang}/sitemaps[/*]` → same path without the prefix;
 * - `/fr` → `/fr/` (the landing page's one URL), `/fr/x/` → `/fr/x`, `//` collapsed;
 * - any path without a /fr or /en prefix → the same path under /fr.
 * Query strings are always kept. Each target is final: one hop, never a chain.
 */
export const canonicalPaths = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url)
  const { pathname, search } = url
  const to = (path: string, status: 301 | 302) => c.redirect(path + search, status)

  if (pathname === '/') {
    c.header('Vary', 'Accept-Language')
    c.header('Cache-Control', 'private, no-store')
    return to(`/${negotiateLocale(c.req.header('Accept-Language'))}/`, 302)
  }
  if (PLATFORM_PATH.test(pathname)) return next()

  const collapsed = pathname.replace(/\/{2,}/g, '/')
  const prefixed = /^\/(fr|en)(?=\/|$)(.*)$/.exec(collapsed)
  if (!prefixed) return to(`/fr${collapsed}`, 301)

  const [, locale, rest = ''] = prefixed
  if (/^\/(?:sitemap\.xml|sitemaps)(?:\/|$)/.test(rest)) return to(rest, 301)
  if (rest === '') return to(`/${locale}/`, 301)
  if (rest !== '/' && rest.endsWith('/')) return to(`/${locale}${rest.replace(/\/+$/, '')}`, 301)
  if (collapsed !== pathname) return to(collapsed, 301)
  return next()
})
