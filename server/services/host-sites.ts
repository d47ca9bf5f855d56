import { isLocalHostname } from '#domain/public-urls.ts'

/**
 * What a request's host names (ADR 044), from its URL's host (the `Host` header
 * as the platform received it; `X-Forwarded-Host` and the like are never read):
 * - `platform`: the platform's own host (PUBLIC_ORIGIN's), or when PUBLIC_ORIGIN is this
 *   machine, any local name of it on any port (development, tests);
 * - `company`: a well-formed hostname to look up among the companies' domains; a port is
 *   accepted only when PUBLIC_ORIGIN is this machine (`jobs.acme.localhost:3000`);
 * - `refused`: anything else (a port, odd characters, a trailing dot, an IP address that
 *   is not this machine's): a plain 404, no lookup.
 */
export type HostKind = { kind: 'platform' } | { kind: 'company'; hostname: string } | { kind: 'refused' }

/** The form company_domains.hostname checks (its migration): lower-case labels, two at least. */
const HOSTNAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/
const PORT = /^[0-9]{1,5}$/

export function classifyHost(host: string, publicOrigin: string): HostKind {
  const platform = new URL(publicOrigin)
  const local = isLocalHostname(platform.hostname)
  if (host === platform.host) return { kind: 'platform' }
  const portAt = host.lastIndexOf(':')
  const hasPort = portAt > host.lastIndexOf(']')
  const hostname = hasPort ? host.slice(0, portAt) : host
  if (hasPort && !(local && PORT.test(host.slice(portAt + 1)))) return { kind: 'refused' }
  if (local && ['localhost', '127.0.0.1', '[::1]'].includes(hostname)) return { kind: 'platform' }
  if (hostname === platform.hostname) return hasPort ? { kind: 'refused' } : { kind: 'platform' }
  // A name made of digits and dots only is an IP address, never a company's domain.
  if (!HOSTNAME.test(hostname) || /^[0-9.]+$/.test(hostname)) return { kind: 'refused' }
  return { kind: 'company', hostname }
}

const LOCALE_PATH = /^\/(fr|en)(\/.*)?$/

/**
 * The app's path for a path asked on a company's own host: `/{lang}/…` is that company's
 * space (`/fr/` its home, `/fr/jobs` its list), every other path is the app's own (files,
 * `/api/`, `/robots.txt`, the root's language choice).
 */
export function appPathOnCompanyHost(pathname: string, slug: string): string {
  const match = LOCALE_PATH.exec(pathname)
  if (!match) return pathname
  const [, locale, rest = ''] = match
  return rest === '' || rest === '/' ? `/${locale}/${slug}` : `/${locale}/${slug}${rest}`
}

/**
 * The reverse: a path of the company's space as the app writes it (`/fr/acme/jobs`), as
 * its own host serves it (`/fr/jobs`); any other path is left as it is.
 */
export function companyHostPath(path: string, slug: string): string {
  const match = /^\/(fr|en)\/([^/?#]+)([/?#].*)?$/.exec(path)
  if (!match || match[2] !== slug) return path
  const [, locale, , rest = ''] = match
  if (rest === '' || rest.startsWith('?') || rest.startsWith('#')) return `/${locale}/${rest}`
  return `/${locale}${rest}`
}
