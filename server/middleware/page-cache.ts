import type { Context, MiddlewareHandler } from 'hono'
import { isWorkspacePath } from '../features/accounts/paths.ts'
import type { AppEnv } from '../hono-env.ts'
import {
  COMPANY_SPACE_QUERY,
  canonicalUrl,
  JOB_DETAIL_QUERY,
  JOB_LIST_QUERY,
  junkValueRedirect,
  LANDING_QUERY,
} from '../services/cache-key.ts'
import { answer, classify, edgeCacheEnabled, publicPolicy, withEdgeCache } from '../services/edge-cache.ts'
import { CONDITIONAL_HEADERS } from '../services/http-validators.ts'
import { unofferedFilters } from '../services/known-facets.ts'

/** Renders a request through the whole app, with the edge cache off (no recursion). */
export type UncachedRenderer = (request: Request, env: Env, ctx: Context<AppEnv>['executionCtx']) => Promise<Response>

/**
 * The public pages anyone may get from a shared cache, each with the query parameters it
 * reads: landing, company home, company page, team, job list, job detail, the privacy
 * policy, terms and accessibility statement (the platform's, /{lang}/accessibility, has
 * the shape of a company home). The application form, its confirmation and the withdrawal pages are
 * personal (never cached); so is anything that is not a GET.
 */
const PUBLIC_PAGES: { path: RegExp; query: readonly string[] }[] = [
  { path: /^\/(?:fr|en)\/?$/, query: LANDING_QUERY },
  { path: /^\/(?:fr|en)\/[^/]+(?:\/(?:companie|team|privacy|terms|accessibility))?\/?$/, query: COMPANY_SPACE_QUERY },
  { path: /^\/(?:fr|en)\/[^/]+\/jobs\/?$/, query: JOB_LIST_QUERY },
  { path: /^\/(?:fr|en)\/[^/]+\/jobs\/[^/]+\/?$/, query: JOB_DETAIL_QUERY },
]

/** The query parameters the public page at `pathname` reads, or undefined if it is not public. */
export function publicPageQuery(pathname: string): readonly string[] | undefined {
  // The workspace has the shape of a company home, and is private (ADR 055).
  if (isWorkspacePath(pathname)) return undefined
  return PUBLIC_PAGES.find(({ path }) => path.test(pathname))?.query
}

/**
 * Edge cache for public pages (see server/services/edge-cache.ts). A page is rendered from
 * its URL without the query parameters it does not read, by `renderUncached`, a fresh run
 * of the app on a request of its own (which this middleware lets through), whether the
 * cache is on or off: every answer is then the whole app's, its rewrites done before its
 * validators are computed (server/middleware/inline-styles.ts, mounted before
 * the routes). A stale copy is regenerated after the response the same way.
 */
export function pageCache(renderUncached: UncachedRenderer): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const query = c.req.method === 'GET' ? publicPageQuery(c.req.path) : undefined
    if (!query || isCacheRender(c.req.raw)) return next()
    const policy = publicPolicy(c)
    // A value that names no page of its own: redirected before any key or query (ADR 039).
    const redirect = junkRedirect(c.req.url, query, policy.freshSeconds)
    if (redirect) return c.redirect(`${redirect.to.pathname}${redirect.to.search}`, redirect.status)
    const render = renderRequest(c.req.raw, canonicalUrl(c.req.url, query))
    const produce = () => renderUncached(render(), { ...c.env, EDGE_CACHE: 'off' }, c.executionCtx)
    c.set('fromPageCache', true)
    if (!edgeCacheEnabled(c)) {
      const { response } = await classify(await produce(), policy)
      // Replace, not merge (Hono copies the old response's headers onto a new one).
      c.res = undefined
      c.res = answer(c, response, undefined)
      return
    }
    c.res = await withEdgeCache(c, policy, produce, { query })
  }
}

const JOB_LIST_PATH = /^\/(?:fr|en)\/([^/]+)\/jobs\/?$/

/**
 * Where a URL with junk values goes instead, in one hop: values the site never writes
 * (permanently: 301), and on the job list, filter values the company is known not to
 * offer (server/services/known-facets.ts; temporarily, 302: its options change).
 */
function junkRedirect(url: string, query: readonly string[], freshSeconds: number) {
  const cleaned = junkValueRedirect(url, query)
  const target = cleaned ?? new URL(url)
  const slug = JOB_LIST_PATH.exec(target.pathname)?.[1]
  const unoffered = slug ? unofferedFilters(slug, target.searchParams, freshSeconds) : []
  if (unoffered.length === 0) return cleaned ? { to: cleaned, status: 301 as const } : null
  const to = canonicalUrl(target.href, query)
  for (const name of unoffered) to.searchParams.delete(name)
  return { to, status: 302 as const }
}

/** The requests this middleware renders (let through when they come back, not logged twice). */
const cacheRenders = new WeakSet<Request>()

export function isCacheRender(request: Request): boolean {
  return cacheRenders.has(request)
}

/**
 * The request a stored copy is rendered from: the canonical URL, and none of the first
 * visitor's conditional headers (the copy must be the full page, whatever their cache
 * holds) or cookies (it is everyone's page, never the first visitor's: ADR 025).
 */
function renderRequest(request: Request, url: URL): () => Request {
  const headers = new Headers(request.headers)
  for (const name of [...CONDITIONAL_HEADERS, 'Cookie']) headers.delete(name)
  return () => {
    const render = new Request(url, { method: 'GET', headers })
    cacheRenders.add(render)
    return render
  }
}
