import type { Locale } from './locale.ts'
import { companyPaths, localizedPath } from './paths.ts'

/**
 * Where the site's pages are published (ADR 044): the platform's origin
 * (PUBLIC_ORIGIN), and for each company that has its own domains, its primary hostname.
 * `companyHosts` needs only the companies a caller prints URLs of (a page: its own; an
 * e-mail: the alert's company); a company missing from it is on the platform.
 */
export type PublicOrigins = {
  platform: string
  companyHosts: Readonly<Record<string, string>>
}

/** Origins of the platform alone (no company on its own domain). */
export const platformOnly = (platform: string): PublicOrigins => ({ platform, companyHosts: {} })

/**
 * The one function every printed absolute URL goes through (canonicals, hreflang,
 * JSON-LD, Open Graph, e-mail links, sitemaps, feeds): `path` is a language-less path of
 * domain/paths.ts (`companyPaths.job(slug, id)`, or `/` for the landing page). A company
 * on its own domain has its pages there without the slug: `https://jobs.acme.example/fr/jobs/…`;
 * every other page is the platform's: `PUBLIC_ORIGIN/fr/acme/jobs/…`.
 */
export function publicUrl(origins: PublicOrigins, locale: Locale, path: string, search = ''): string {
  const site = siteOfPath(origins, path)
  return `${site.origin}${localizedPath(locale, site.path)}${search}`
}

/** The public URLs (fr, en) of a job on its company's primary host (for IndexNow and Google's Indexing API). */
export function jobPublicUrlsOnPrimaryHost(
  origins: PublicOrigins,
  slug: string,
  jobId: string,
): Record<Locale, string> {
  const path = companyPaths.job(slug, jobId)
  return { fr: publicUrl(origins, 'fr', path), en: publicUrl(origins, 'en', path) }
}

/**
 * The origin a company's hostname is served at: https, except when the platform itself
 * is served from this machine (development, tests), whose scheme and port it shares
 * (`http://jobs.acme.localhost:3000`).
 */
export function companyOrigin(platform: string, hostname: string): string {
  const url = new URL(platform)
  if (!isLocalHostname(url.hostname)) return `https://${hostname}`
  return `${url.protocol}//${hostname}${url.port ? `:${url.port}` : ''}`
}

/** The origin of the site a language-less path belongs to, and the path there. */
export function siteOfPath(origins: PublicOrigins, path: string): { origin: string; path: string } {
  const match = /^\/([^/?#]+)(\/.*)?$/.exec(path)
  const slug = match?.[1]
  // Own keys only: a slug such as `constructor` is no company's host.
  const host = slug !== undefined && Object.hasOwn(origins.companyHosts, slug) ? origins.companyHosts[slug] : undefined
  if (host === undefined) return { origin: origins.platform, path }
  return { origin: companyOrigin(origins.platform, host), path: match?.[2] ?? '/' }
}

/** This machine's names: where development and the tests serve the platform. */
export function isLocalHostname(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost')
}
