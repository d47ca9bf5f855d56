import { DEFAULT_LOCALE, LOCALES, type Locale } from './locale.ts'
import { escapeXml } from './markup-escapes.ts'
import { type PublicOrigins, platformOnly, publicUrl } from './public-urls.ts'

/** One page of the site, by its language-less path ('/' for the landing page). */
export type SitemapEntry = { path: string; lastmod: Date | null }

/** sitemaps.org protocol limit per file; beyond it the caller must split into several sitemaps. */
export const SITEMAP_MAX_URLS = 50_000

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XHTML_NS = 'http://www.w3.org/1999/xhtml'
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>'

/**
 * A `<urlset>` with one `<url>` per entry and locale. Every url lists all the language versions
 * (hreflang alternates) plus x-default on the French page, as search engines expect each version
 * to name all the others, itself included.
 */
export function buildUrlSet(
  origin: string | PublicOrigins,
  entries: SitemapEntry[],
  locales: readonly Locale[] = LOCALES,
): string {
  const count = entries.length * locales.length
  if (count > SITEMAP_MAX_URLS) {
    throw new RangeError(`A sitemap holds at most ${SITEMAP_MAX_URLS} urls, got ${count}: split it`)
  }
  return URLSET_HEAD + entries.map((entry) => urlSetEntries(origin, entry, locales)).join('') + URLSET_TAIL
}

/** The start of a `<urlset>` file, for files written piece by piece (large sitemap shards). */
export const URLSET_HEAD = `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`
export const URLSET_TAIL = '</urlset>\n'

/** The `<url>` elements of one page, one per locale, each line ending with a newline. */
export function urlSetEntries(
  origin: string | PublicOrigins,
  entry: SitemapEntry,
  locales: readonly Locale[] = LOCALES,
): string {
  // Through the one URL function: a company on its own domain is listed there (ADR 044).
  const origins = typeof origin === 'string' ? platformOnly(trimOrigin(origin)) : origin
  const url = (locale: Locale) => escapeXml(publicUrl(origins, locale, entry.path))
  const alternates = [
    ...locales.map((locale) => alternate(locale, url(locale))),
    alternate('x-default', url(DEFAULT_LOCALE)),
  ].join('\n')
  const lastmod = entry.lastmod ? `    <lastmod>${w3cDatetime(entry.lastmod)}</lastmod>\n` : ''
  return locales.map((locale) => `  <url>\n    <loc>${url(locale)}</loc>\n${lastmod}${alternates}\n  </url>\n`).join('')
}

/** A `<sitemapindex>` listing sitemap files by their path on the site ('/sitemaps/pages.xml'). */
export function buildSitemapIndex(origin: string, sitemaps: { path: string; lastmod: Date | null }[]): string {
  if (sitemaps.length > SITEMAP_MAX_URLS) {
    throw new RangeError(`A sitemap index holds at most ${SITEMAP_MAX_URLS} sitemaps, got ${sitemaps.length}`)
  }
  const base = trimOrigin(origin)
  const lines = [XML_DECLARATION, `<sitemapindex xmlns="${SITEMAP_NS}">`]
  for (const sitemap of sitemaps) {
    lines.push('  <sitemap>', `    <loc>${escapeXml(base + sitemap.path)}</loc>`)
    if (sitemap.lastmod) lines.push(`    <lastmod>${w3cDatetime(sitemap.lastmod)}</lastmod>`)
    lines.push('  </sitemap>')
  }
  lines.push('</sitemapindex>', '')
  return lines.join('\n')
}

function alternate(hreflang: string, href: string): string {
  return `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`
}

// A trailing slash on the configured origin would otherwise give 'https://host//fr/'.
function trimOrigin(origin: string): string {
  return origin.replace(/\/+$/, '')
}

/** W3C datetime in UTC to the second (2026-11-18T08:00:00Z): milliseconds add nothing for crawlers. */
function w3cDatetime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}
