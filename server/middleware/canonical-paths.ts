import { createMiddleware } from 'hono/factory'
import { negotiateLocale } from '#domain/locale.ts'
import type { AppEnv } from '../hono-env.ts'

// Paths the platform serves itself (built assets, Vite's dev server): never prefixed.
const PLATFORM_PATH = /^\/(?:assets\/|@|node_modules\/|__)/
// Link-preview cards (ADR 038) and companies' uploaded images (ADR 081) have no language:
// never prefixed.
const UNLOCALISED_FILE_PATH = /^\/(?:share-cards|media)\//

/**
 * The route table's redirects (spec section 2), before any page renders:
 * - `/` → `/fr/` or `/en/` by Accept-Language (302: it depends on the visitor);
 * - `/{lang}/sitemap.xml`, `/{lang}/sitemaps[/*]` → same path without the prefix;
 * - `/fr` → `/fr/` (the landing page's one URL), `/fr/x/` → `/fr/x`, `//` collapsed;
 * - `/FR/x`, `/En/x` → `/fr/x`, `/en/x`; another language's prefix (`/de/x`)
 *   → `/fr/x`: sending it to `/fr/de/x` would be a permanent redirect to a 404;
 * - `/robots.txt/` (and the other root files) → without the slash, for the same reason;
 * - a job id in capitals → lowercase (ids are case-insensitive: one URL per job);
 * - any other path without a /fr or /en prefix → the same path under /fr.
 * Query strings are always kept. Each target is final: one hop, never a chain (see
 * `canonicalPath`, whose answer is always canonical itself).
 */
export const canonicalPaths = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url)
  const { pathname, search } = url
  // No page has a path this long (slugs and ids are short); redirecting it would echo it
  // into a Location header larger than clients accept.
  if (pathname.length + search.length > MAX_URL_LENGTH) return c.body(null, 414)

  if (pathname === '/') {
    c.header('Vary', 'Accept-Language')
    c.header('Cache-Control', 'private, no-store')
    return c.redirect(`/${negotiateLocale(c.req.header('Accept-Language'))}/${search}`, 302)
  }
  const target = canonicalPath(pathname)
  return target === null ? next() : c.redirect(target + search, 301)
})

/** Longest path and query answered (browsers and crawlers keep URLs far shorter). */
const MAX_URL_LENGTH = 4096

/** `/sitemap.xml` or `/sitemaps[/...]`, which the sitemap module serves unprefixed. */
const SITEMAP_PATH = /^\/(?:sitemap\.xml|sitemaps)(?:\/|$)/

/**
 * Where a path belongs, all rules applied at once (so the target is final: one hop), or
 * null when it is already canonical.
 */
export function canonicalPath(pathname: string): string | null {
  if (pathname === '/' || PLATFORM_PATH.test(pathname) || UNLOCALISED_FILE_PATH.test(pathname)) return null
  const collapsed = lowercaseIds(pathname.replace(/\/{2,}/g, '/'))
  const rootFile = ROOT_FILE.exec(collapsed)
  if (rootFile) {
    // Served in lower case only: '/ROBOTS.TXT' goes to the file, in one hop.
    const file = (rootFile[1] ?? '').toLowerCase()
    return file === pathname ? null : file
  }
  const prefixed = LANGUAGE_PREFIX.exec(collapsed)
  let target: string
  if (!prefixed) {
    target = SITEMAP_PATH.test(collapsed) ? unprefixedSitemapPath(collapsed) : prefixedPath('fr', collapsed)
  } else {
    const [, language = '', rest = ''] = prefixed
    const locale = language.toLowerCase() === 'en' ? 'en' : 'fr'
    target = SITEMAP_PATH.test(rest) ? unprefixedSitemapPath(rest) : prefixedPath(locale, rest)
  }
  return target === pathname ? null : target
}

/**
 * A first segment that names a language (`fr`, `FR`, `de`): two letters. English goes to /en, every other language to /fr, the default. A company
 * whose slug has two letters keeps its pages under /fr and /en; only the unprefixed shortcut
 * to them reads as a language.
 */
const LANGUAGE_PREFIX = /^\/([a-z]{2})(?=\/|$)(.*)$/i

/** Files served at the root: with trailing slashes, they are the same file, never /fr/robots.txt. */
const ROOT_FILE = /^(\/(?:robots\.txt|favicon\.svg|manifest\.webmanifest))\/*$/i

const UUID_SEGMENT = /(?<=\/)[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?=\/|$)/gi

/** Job ids are UUIDs, which read the same in any case: the lowercase one is their URL. */
function lowercaseIds(path: string): string {
  return path.replace(UUID_SEGMENT, (id) => id.toLowerCase())
}

/** `/{lang}` + rest: `/fr` → `/fr/`, a trailing slash dropped (`/fr/x/` → `/fr/x`). */
function prefixedPath(locale: string, rest: string): string {
  if (rest === '' || rest === '/') return `/${locale}/`
  return `/${locale}${rest.replace(/\/+$/, '')}`
}

/**
 * Sitemap paths stay unprefixed. `/sitemap.xml/` loses its slash; anything else under it
 * (`/sitemap.xml/x`) is left alone and is not found, rather than sent to /fr and back.
 */
function unprefixedSitemapPath(path: string): string {
  return /^\/sitemap\.xml\/+$/.test(path) ? '/sitemap.xml' : path
}
