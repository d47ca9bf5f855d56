import { isWorkspacePath } from '../features/accounts/paths.ts'
import type { RequestFrame } from '../request-frame.ts'
import {
  COMPANY_SPACE_QUERY,
  canonicalUrl,
  JOB_DETAIL_QUERY,
  JOB_LIST_QUERY,
  junkValueRedirect,
  LANDING_QUERY,
} from '../services/cache-key.ts'
import { answer, classify, edgeCacheEnabled, publicPolicy, withEdgeCache } from '../services/edge-cache.ts'
import { companyHostPath } from '../services/host-sites.ts'
import { CONDITIONAL_HEADERS } from '../services/http-validators.ts'
import { unofferedFilters } from '../services/known-facets.ts'
import { canonicalPath } from './canonical-paths.ts'

/** The steps after the edge cache (renamed slugs, routes, page) run on a request: what a copy is made of. */
export type FreshRenderer = (request: Request) => Promise<Response>

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
  // Not a company's feeds (`jobs/feed.rss`, `feed-index.xml`…): the route table answers and caches those.
  { path: /^\/(?:fr|en)\/[^/]+\/jobs\/(?!feed[.-])[^/]+\/?$/, query: JOB_DETAIL_QUERY },
]

/** The query parameters the public page at `pathname` reads, or undefined if it is not public. */
export function publicPageQuery(pathname: string): readonly string[] | undefined {
  // The workspace has the shape of a company home, and is private (ADR 055).
  if (isWorkspacePath(pathname)) return undefined
  return PUBLIC_PAGES.find(({ path }) => path.test(pathname))?.query
}

/**
 * The edge cache step of the pipeline (server/app.ts; server/services/edge-cache.ts): a GET
 * of a public page at its canonical path is answered from a stored copy, or by `renderFresh`
 * (the steps after this one) run on a request of its own: the URL without the query
 * parameters the page does not read, none of the visitor's conditional headers or cookies.
 * Whether the cache is on or off, every answer is then the same run's, its rewrites done
 * before its validators are computed. A stale copy is regenerated after the response the
 * same way. Undefined for anything else (the next steps answer it). Cost: one Cache API
 * read on a miss of this isolate's memory; the render's own on a miss of both.
 */
export async function fromEdgeCache(
  frame: RequestFrame,
  request: Request,
  renderFresh: FreshRenderer,
): Promise<Response | undefined> {
  const pathname = new URL(request.url).pathname
  // A path the route table redirects (a trailing slash, capitals) is not a page's yet.
  const query = request.method === 'GET' && canonicalPath(pathname) === null ? publicPageQuery(pathname) : undefined
  if (!query) return undefined
  const policy = publicPolicy(frame.config)
  // A value that names no page of its own: redirected before any key or query (ADR 039).
  const redirect = junkRedirect(request.url, query, policy.freshSeconds)
  if (redirect) {
    const path = `${redirect.to.pathname}${redirect.to.search}`
    // On a company's own host, written back in its paths, as the route table's answers are.
    const slug = frame.site.companyHostSlug
    const location = slug === undefined ? path : companyHostPath(path, slug)
    return new Response(null, { status: redirect.status, headers: { Location: location } })
  }
  const render = renderRequest(request, canonicalUrl(request.url, query))
  const produce = () => renderFresh(render())
  if (!edgeCacheEnabled(frame.config)) {
    const { response } = await classify(await produce(), policy)
    return withDroppedParameters(request, query, answer(request, response, undefined))
  }
  const scope = {
    request,
    config: frame.config,
    waitUntil: (promise: Promise<unknown>) => frame.waitUntil(promise),
    servedFrom: (copy: NonNullable<RequestFrame['servedCopy']>) => {
      frame.servedCopy = copy
    },
  }
  return withDroppedParameters(request, query, await withEdgeCache(scope, policy, produce, { query }))
}

/**
 * A redirect rendered from the canonical URL (an old slug's, ADR 037) passes on the
 * parameters the page does not read but the next one may: the `utm_*` tags statistics read
 * on arrival. Dropped from the key, so that the copy is everyone's, they are put back on
 * the way out, per visitor.
 */
function withDroppedParameters(request: Request, query: readonly string[], response: Response): Response {
  const location = response.headers.get('Location')
  if (response.status < 300 || response.status > 399 || !location?.startsWith('/') || location.startsWith('//'))
    return response
  const dropped = [...new URL(request.url).searchParams].filter(([name]) => !query.includes(name))
  if (dropped.length === 0) return response
  const target = new URL(location, request.url)
  for (const [name, value] of dropped) target.searchParams.append(name, value)
  const headers = new Headers(response.headers)
  headers.set('Location', `${target.pathname}${target.search}`)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
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

/**
 * The request a stored copy is rendered from: the canonical URL, and none of the first
 * visitor's conditional headers (the copy must be the full page, whatever their cache
 * holds) or cookies (it is everyone's page, never the first visitor's: ADR 025).
 */
function renderRequest(request: Request, url: URL): () => Request {
  const headers = new Headers(request.headers)
  for (const name of [...CONDITIONAL_HEADERS, 'Cookie']) headers.delete(name)
  return () => new Request(url, { method: 'GET', headers })
}
