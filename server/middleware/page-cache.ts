import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../hono-env.ts'
import { answer, edgeCacheEnabled, publicResponse, withEdgeCache } from '../services/edge-cache.ts'

/** Renders a request through the whole app, with the edge cache off (no recursion). */
export type UncachedRenderer = (request: Request, env: Env, ctx: Context<AppEnv>['executionCtx']) => Promise<Response>

/**
 * The public pages anyone may get from a shared cache: landing, company home, company
 * page, team, job list, job detail, and the `index.pageContext.json` Vike fetches for
 * each on client navigation. The application form and its confirmation are personal
 * (never cached); so is anything that is not a GET.
 */
const PUBLIC_PAGE = /^\/(?:fr|en)\/(?:[^/]+(?:\/(?:companie|team|jobs(?:\/[^/]+)?))?)?\/?$/
const PAGE_CONTEXT_SUFFIX = /\/?index\.pageContext\.json$/

export function isPublicPage(pathname: string): boolean {
  return PUBLIC_PAGE.test(pathname.replace(PAGE_CONTEXT_SUFFIX, '/'))
}

/**
 * Edge cache for public pages (s-maxage + stale-while-revalidate, see
 * server/services/edge-cache.ts). A stale page is regenerated after the response with
 * `renderUncached`, a fresh run of the app, since this request's own handlers have
 * already answered by then.
 */
export function pageCache(renderUncached: UncachedRenderer): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' || !isPublicPage(c.req.path)) return next()
    const policy = { browserSeconds: 0, ...c.get('config').pageCache }
    if (!edgeCacheEnabled(c)) {
      await next()
      const response = answer(c, await publicResponse(c.res, policy), undefined)
      // Replace, not merge (Hono copies the old response's headers onto a new one).
      c.res = undefined
      c.res = response
      return
    }
    c.res = await withEdgeCache(c, policy, () =>
      renderUncached(withoutConditionalHeaders(c.req.raw), { ...c.env, EDGE_CACHE: 'off' }, c.executionCtx),
    )
  }
}

/** The requests this middleware renders again for the cache (not logged twice). */
const cacheRenders = new WeakSet<Request>()

export function isCacheRender(request: Request): boolean {
  return cacheRenders.has(request)
}

/** The stored copy must be the full page, whatever the first visitor's cache holds. */
function withoutConditionalHeaders(request: Request): Request {
  const headers = new Headers(request.headers)
  for (const name of ['If-None-Match', 'If-Modified-Since', 'If-Match', 'If-Unmodified-Since', 'Range']) {
    headers.delete(name)
  }
  const render = new Request(request.url, { method: 'GET', headers })
  cacheRenders.add(render)
  return render
}
