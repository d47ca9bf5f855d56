import type { Context } from 'hono'
import { companyOrigin, type PublicOrigins, platformOnly } from '#domain/public-urls.ts'
import type { AppEnv } from '../../hono-env.ts'
import { logFailure } from '../../log-failure.ts'
import type { RequestFrame } from '../../request-frame.ts'
import { localeOfPath, spaceGoneResponse } from '../space-deletion/gone-page.ts'
import { companyAtHostname, HostLookupPaused, spaceAtSlug } from './company-hosts.ts'
import { appPathOnCompanyHost, classifyHost, companyHostPath } from './host-sites.ts'

/**
 * The host step of the pipeline (server/app.ts; ADR 044), before anything answers. It
 * answers itself, or says where the request's pages are published (`frame.site`) and what
 * the request is in the app's paths (`frame.appRequest`):
 * - the platform's hosts behave as before, except that a company with its own domain is
 *   not served there: `/{lang}/{slug}/…` answers 301 (308 for a form's POST) to the same
 *   page on its primary domain, query included;
 * - a company's hostname implies the company: `/{lang}/…` is the app's `/{lang}/{slug}/…`
 *   (its links and redirects written back without the slug,
 *   server/features/custom-hosts/company-host-links.ts), the landing page and other companies are
 *   out of reach; a hostname that is not its primary one answers 301 to it;
 * - any other host (unknown, with a port, odd characters) gets a plain 404;
 * - every URL of a deleted space, on either host, answers 410 Gone (ADR 067): before the
 *   replay and the edge cache, so that no stored copy of it is served.
 * Cost: at most one statement, none while this isolate remembers the host (30 s). What it read
 * of a slug is the request's (`frame.site.slug`): an unknown slug costs nothing more.
 */
export async function resolveHost(frame: RequestFrame): Promise<Response | undefined> {
  const request = frame.asked
  const url = new URL(request.url)
  const { publicOrigin } = frame.config
  const host = classifyHost(url.host, publicOrigin)
  if (host.kind === 'refused') return plainNotFound()
  if (host.kind === 'platform') return onPlatform(frame, url)

  let company: Awaited<ReturnType<typeof companyAtHostname>>
  try {
    company = await companyAtHostname(frame.db.sql, host.hostname)
  } catch (error) {
    if (!(error instanceof HostLookupPaused)) {
      logFailure('company host load', error)
    }
    return new Response('Service temporarily unavailable\n', { status: 503, headers: TEXT })
  }
  if (!company) return plainNotFound()
  if (company.deleted) return spaceGoneResponse(localeOfPath(url.pathname))
  if (company.primaryHostname !== host.hostname) {
    return redirect(request, `${companyOrigin(publicOrigin, company.primaryHostname)}${url.pathname}${url.search}`)
  }
  frame.site = {
    publicOrigins: { platform: publicOrigin, companyHosts: { [company.slug]: host.hostname } },
    companyHostSlug: company.slug,
    slug: { slug: company.slug, live: true, renamedTo: null },
  }
  if (/^\/(?:fr|en)$/.test(url.pathname)) return redirect(request, `${url.pathname}/${url.search}`)
  const inner = new URL(url)
  inner.pathname = appPathOnCompanyHost(url.pathname, company.slug)
  frame.appRequest = new Request(inner, request)
  return undefined
}

/** On the platform: a company with its own domain is served there, not here. */
async function onPlatform(frame: RequestFrame, url: URL): Promise<Response | undefined> {
  const slug = /^\/(?:fr|en)\/([a-z0-9]+(?:-[a-z0-9]+)*)(?:\/|$)/.exec(url.pathname)?.[1]
  if (slug === undefined) return shareCardOfDeletedSpace(frame, url)
  const { publicOrigin } = frame.config
  let space: Awaited<ReturnType<typeof spaceAtSlug>>
  try {
    space = await spaceAtSlug(frame.db.sql, slug)
  } catch (error) {
    // The database is unreachable: the page's own load answers for it (its outage copy, a 503).
    // Logged once per failure, not once per request of the pause that follows it.
    if (!(error instanceof HostLookupPaused)) {
      logFailure('company domains load', error)
    }
    return undefined
  }
  if (space?.deleted) return spaceGoneResponse(localeOfPath(url.pathname))
  const hostname = space?.primaryHostname ?? null
  if (hostname === null) {
    // An unknown slug's pages and feeds answer from this, without a statement of their own.
    const renamedTo = space?.renamedTo ?? null
    frame.site = {
      publicOrigins: platformOnly(publicOrigin),
      slug: { slug, live: space !== null && renamedTo === null, renamedTo },
    }
    return undefined
  }
  const locale = url.pathname.slice(0, 3)
  const rest = url.pathname.slice(4 + slug.length)
  return redirect(
    frame.asked,
    `${companyOrigin(publicOrigin, hostname)}${locale}${rest === '' ? '/' : rest}${url.search}`,
  )
}

const SHARE_CARD = /^\/share-cards\/company\/([a-z0-9]+(?:-[a-z0-9]+)*)\.png$/

/**
 * A deleted space's share card is gone too (ADR 067), before the replay and the edge cache
 * that may hold it: one lookup per card URL, remembered like the pages' (30 s).
 */
async function shareCardOfDeletedSpace(frame: RequestFrame, url: URL): Promise<Response | undefined> {
  const slug = SHARE_CARD.exec(url.pathname)?.[1]
  if (slug === undefined) return undefined
  const space = await spaceAtSlug(frame.db.sql, slug).catch(() => null)
  return space?.deleted ? spaceGoneResponse('fr') : undefined
}

const TEXT = { 'Content-Type': 'text/plain; charset=UTF-8' }

/** 301 for a page, 308 for anything else (a form's POST keeps its method and body). */
function redirect(request: Request, location: string) {
  const status = request.method === 'GET' || request.method === 'HEAD' ? 301 : 308
  return new Response(null, { status, headers: { Location: location } })
}

/** No page, no HTML, no name of any host: the same few bytes for every host refused. */
function plainNotFound() {
  return new Response('Not found\n', { status: 404, headers: { ...TEXT, 'Cache-Control': 'no-store' } })
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
