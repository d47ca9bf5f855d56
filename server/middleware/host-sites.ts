import type { Context, MiddlewareHandler } from 'hono'
import { companyOrigin, type PublicOrigins, platformOnly } from '#domain/public-urls.ts'
import type { AppEnv } from '../hono-env.ts'
import { companyAtHostname, HostLookupPaused, primaryHostnames } from '../services/company-hosts.ts'
import { appPathOnCompanyHost, classifyHost, companyHostPath } from '../services/host-sites.ts'
import { isCacheRender } from './page-cache.ts'

/** Runs the whole app on a request (server/app.ts), as the page cache does. */
export type AppRunner = (request: Request, env: Env, ctx: Context<AppEnv>['executionCtx']) => Promise<Response>

/** Requests already in the app's paths (a company host's request, rewritten): never rewritten twice. */
const appPathRequests = new WeakMap<Request, Request>()

/** The request asked, for the app's run of a company host's request: what the page replay keys by. */
const askedRequests = new WeakMap<Request, Request>()

/**
 * The request whose URL an answer is kept under for the page replay (+server.ts answers
 * by the URL asked): for a company host's run, the address asked (`/fr/jobs`), never the
 * app's own (`/fr/acme/jobs`), which the host serves as another path (ADR 044).
 */
export const askedRequestOf = (request: Request): Request => askedRequests.get(request) ?? request

/** The request the app answered for `request` (its path on a company's host rewritten), for counting. */
export const appRequestOf = (request: Request): Request => appPathRequests.get(request) ?? request

/** Marks `request` as already in the app's paths (a page fetched again by a route of such a request). */
export function keepAppPath(from: Request, request: Request): Request {
  if (isAppPathRequest(from)) appPathRequests.set(request, request)
  return request
}

const isAppPathRequest = (request: Request) => isCacheRender(request) || appPathRequests.get(request) === request

/**
 * Host resolution (issue 29, ADR 044), before anything answers:
 * - the platform's hosts behave as before, except that a company with its own domain is
 *   not served there: `/{lang}/{slug}/…` answers 301 (308 for a form's POST) to the same
 *   page on its primary domain, query included;
 * - a company's hostname implies the company: `/{lang}/…` is run as `/{lang}/{slug}/…`
 *   through the whole app (its links and redirects written back without the slug,
 *   server/middleware/company-host-links.ts), the landing page and other companies are
 *   out of reach; a hostname that is not its primary one answers 301 to it;
 * - any other host (unknown, with a port, odd characters) gets a plain 404.
 */
export function hostSites(runApp: AppRunner): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url)
    const { publicOrigin } = c.get('config')
    const host = classifyHost(url.host, publicOrigin)
    if (host.kind === 'refused') return plainNotFound(c)
    if (host.kind === 'platform') return onPlatform(c, next, url)

    let company: Awaited<ReturnType<typeof companyAtHostname>>
    try {
      company = await companyAtHostname(c.get('db').sql, host.hostname)
    } catch (error) {
      if (!(error instanceof HostLookupPaused)) {
        console.error('company host load failed', error instanceof Error ? error.message : 'unknown error')
      }
      c.set('answeredForHost', true)
      return c.text('Service temporarily unavailable\n', 503)
    }
    if (!company) return plainNotFound(c)
    if (company.primaryHostname !== host.hostname) {
      c.set('answeredForHost', true)
      return redirect(c, `${companyOrigin(publicOrigin, company.primaryHostname)}${url.pathname}${url.search}`)
    }
    c.set('publicOrigins', { platform: publicOrigin, companyHosts: { [company.slug]: host.hostname } })
    c.set('companyHostSlug', company.slug)
    // A request already in the app's paths (the page cache's render, a page fetched again).
    if (isAppPathRequest(c.req.raw)) return next()
    if (/^\/(?:fr|en)$/.test(url.pathname)) {
      c.set('answeredForHost', true)
      return redirect(c, `${url.pathname}/${url.search}`)
    }
    const inner = new URL(url)
    inner.pathname = appPathOnCompanyHost(url.pathname, company.slug)
    const request = new Request(inner, c.req.raw)
    appPathRequests.set(request, request)
    appPathRequests.set(c.req.raw, request)
    askedRequests.set(request, c.req.raw)
    c.set('answeredForHost', true)
    const response = await runApp(request, c.env, c.executionCtx)
    // Replace, not merge (Hono copies the old response's headers onto a new one).
    c.res = undefined
    c.res = response
  }
}

/** On the platform: a company with its own domain is served there, not here. */
async function onPlatform(c: Context<AppEnv>, next: () => Promise<void>, url: URL) {
  const slug = /^\/(?:fr|en)\/([a-z0-9]+(?:-[a-z0-9]+)*)(?:\/|$)/.exec(url.pathname)?.[1]
  if (slug === undefined) return next()
  const { publicOrigin } = c.get('config')
  let hosts: Record<string, string>
  try {
    hosts = await primaryHostnames(c.get('db').sql, [slug])
  } catch (error) {
    // The database is unreachable: the page's own load answers for it (its outage copy, a 503).
    // Logged once per failure, not once per request of the pause that follows it.
    if (!(error instanceof HostLookupPaused)) {
      console.error('company domains load failed', error instanceof Error ? error.message : 'unknown error')
    }
    return next()
  }
  const hostname = hosts[slug]
  if (hostname === undefined) {
    c.set('publicOrigins', platformOnly(publicOrigin))
    return next()
  }
  c.set('answeredForHost', true)
  const locale = url.pathname.slice(0, 3)
  const rest = url.pathname.slice(4 + slug.length)
  return redirect(c, `${companyOrigin(publicOrigin, hostname)}${locale}${rest === '' ? '/' : rest}${url.search}`)
}

/** 301 for a page, 308 for anything else (a form's POST keeps its method and body). */
function redirect(c: Context<AppEnv>, location: string) {
  const method = c.req.method
  return c.redirect(location, method === 'GET' || method === 'HEAD' ? 301 : 308)
}

/** No page, no HTML, no name of any host: the same few bytes for every host refused. */
function plainNotFound(c: Context<AppEnv>) {
  c.set('answeredForHost', true)
  return c.text('Not found\n', 404, { 'Cache-Control': 'no-store' })
}

/**
 * A path of the app (`/fr/acme/jobs/…`) as this request's host serves it: without the slug
 * on the company's own host. For what the link rewriting does not see (a JSON answer's
 * address, a cookie's Path: company-host-links.ts rewrites HTML and Location only).
 */
export function pathOnThisHost(c: Context<AppEnv>, path: string): string {
  const slug = c.get('companyHostSlug')
  return slug === undefined ? path : companyHostPath(path, slug)
}

/** Where this request's pages are published (the platform's, or its company host's). */
export function publicOriginsOf(c: Context<AppEnv>): PublicOrigins {
  return c.get('publicOrigins') ?? platformOnly(c.get('config').publicOrigin)
}
