import vike from '@vikejs/hono'
import { Hono } from 'hono'
import { isWorkspacePath } from './features/accounts/paths.ts'
import { workspace } from './features/accounts/routes.ts'
import { applyChallenge } from './features/application-risk/index.ts'
import { applicationStatusApi, recruiterStatus } from './features/application-status/index.ts'
import { stripeWebhook } from './features/billing/webhook-route.ts'
import { billingWorkspace } from './features/billing/workspace-routes.ts'
import { companyHostLinks, resolveHost } from './features/custom-hosts/index.ts'
import { desk } from './features/desk/routes.ts'
import { domains } from './features/domains/index.ts'
import { fromEdgeCache, keepForReplay, replayFreshPage } from './features/edge-cache/index.ts'
import { editor } from './features/editor/routes.ts'
import { images, media } from './features/images/index.ts'
import { indexNowKeyFile } from './features/search-engines/index.ts'
import { settings } from './features/settings/index.ts'
import { spaceDeletion } from './features/space-deletion/index.ts'
import { countAnswer, statistics } from './features/statistics/index.ts'
import type { AppEnv } from './hono-env.ts'
import { logFailure } from './log-failure.ts'
import { canonicalPaths } from './middleware/canonical-paths.ts'
import { dataLastModified } from './middleware/data-last-modified.ts'
import { devServerPaths } from './middleware/dev-server-paths.ts'
import { inlineStyles } from './middleware/inline-styles.ts'
import { loggablePath } from './middleware/loggable-path.ts'
import { renamedCompanies } from './middleware/renamed-companies.ts'
import { withSecurityHeaders } from './middleware/security-headers.ts'
import { frameOf, RequestFrame } from './request-frame.ts'
import { apply } from './routes/apply.ts'
import { cvDownload } from './routes/cv-download.ts'
import { feeds } from './routes/feeds.ts'
import { jobAlertLinks } from './routes/job-alert-links.ts'
import { jobAlertSubscribe } from './routes/job-alert-subscribe.ts'
import { robots } from './routes/robots.ts'
import { saveJob } from './routes/save-job.ts'
import { shareImages } from './routes/share-images.ts'
import { sitemaps } from './routes/sitemaps.ts'
import { withdraw } from './routes/withdraw.ts'
import { settleUnreadBody } from './services/request-body.ts'

/** A refusal's unread body is read to its end up to this size; past it the connection is closed. */
const UNREAD_BODY_DRAIN_BYTES = 1024 * 1024

type Routes = readonly (readonly [mountedAt: string, routes: Hono<AppEnv>])[]

/**
 * Resources outside the /fr and /en spaces. They answer at the path they are asked for,
 * so they come before `canonicalPaths`, which sends every other unprefixed path under /fr.
 * The route tables are the one place that maps URLs to features.
 */
export const UNPREFIXED_ROUTES: Routes = [
  ['/', sitemaps], //      GET /sitemap.xml, /sitemaps, /sitemaps/*
  ['/', robots], //        GET /robots.txt
  ['/', shareImages], //   GET /share-cards/site.png, /share-cards/company/:slug.png (link previews, ADR 038)
  ['/', media], //         GET /media/{kind}/{hash}/{variant}: companies' uploaded images, immutable (ADR 081)
  ['/api', saveJob], //    POST /api/save-job (JSON, from the job detail's dialog)
  ['/api', applyChallenge], // GET /api/apply-challenge, the application form's proof of work (ADR 077)
  ['/api', cvDownload], // GET /api/cv/:token, recruiters' signed links: personal, never cached (ADR 023);
  //                       POST /api/cv/:token, a new link for an expired one (ADR 032)
  ['/api', applicationStatusApi], // POST /api/applications/:id/status, a company's ATS, signed (ADR 046)
  ['/api', stripeWebhook], // POST /api/billing/stripe, Stripe's signed events (ADR 060)
]

/** The app's own resources under /:lang, reached once the path is canonical. */
export const LOCALISED_ROUTES: Routes = [
  ['/', feeds], //             GET /:lang/:slug/jobs/feed.{rss,json,xml}
  ['/', apply], //             POST /:lang/:slug/jobs/:id/apply
  ['/', jobAlertSubscribe], // POST /:lang/:slug/jobs
  ['/', jobAlertLinks], //     POST /:lang/:slug/alerts/{confirm,unsubscribe}/:token
  ['/', withdraw], //          POST /:lang/:slug/withdraw
  ['/', recruiterStatus], //   POST /:lang/:slug/application/decision, a recruiter's status link confirmed (ADR 046)
  ['/', statistics], //        GET /:lang/:slug/statistics?token=, a company's private page and CSV (ADR 043)
  ['/', workspace], //         /:lang/workspace/*: companies' members, signed in (ADR 055); its pages are Vike's
  ['/', billingWorkspace], //  POST /:lang/workspace/billing/{checkout,portal,contact}, owners (ADR 061)
  ['/', desk], //              /:lang/workspace/applications/*: the recruiter's desk's forms, CSV and CV (ADR 062)
  ['/', settings], //          POST /:lang/workspace/settings/*: owners' settings and the ATS webhook (ADR 070)
  ['/', editor], //            POST /:lang/workspace/jobs/:id (or new), /:lang/workspace/company: the editors (ADR 065)
  ['/', images], //            POST /:lang/workspace/company/images{,/:id/delete}: the company's images, owners (ADR 081)
  ['/', spaceDeletion], //     POST /:lang/workspace/{delete,restore}: an owner deletes or restores the space (ADR 067)
  ['/', domains], //           POST /:lang/workspace/settings/domain{,/remove}: custom domains, owners (ADR 072)
]

/**
 * The request pipeline: every HTTP request the Worker gets (+server.ts), run once, top to
 * bottom. Each step is a function of the request's frame (server/request-frame.ts: the
 * configuration, the host's company, the one database client, the cache's decision) and
 * either answers or leaves the request to the next one (docs/request-pipeline.md):
 *
 *   1. host         a company's own host, a company moved to its own domain, a refused host
 *   2. replay       a fresh public page answered again, headers and all, from memory
 *   3. edge cache   a public page from its stored copy; on a miss, 4-6 make the copy
 *   4. renamed slug ┐
 *   5. routes       ├ the route table (Hono): a 404 under an old slug becomes a 301, the
 *   6. page         ┘ endpoints, feeds and sitemaps, then Vike renders the page
 *   7. cache write  the copy a miss made, stored (inside 3, the response's way out)
 *
 * and on the way out: security headers, a request body nobody read drained, the 404 log,
 * the answer kept for the replay, the statistics' count, and the end of the request (its database client ended once, after
 * its body and what it left for after the response).
 */
export async function handleRequest(request: Request, env: Env, ctx?: ExecutionContext): Promise<Response> {
  const frame = new RequestFrame(request, env, ctx)
  let response: Response
  try {
    response = await answer(frame)
  } catch (error) {
    // What the route table's own error handler would answer, for a failure outside it.
    logFailure('request', error)
    response = withSecurityHeaders(new Response('Internal Server Error', { status: 500 }), request, frame.config)
  }
  // An unread body breaks the connection it came on, and the next request sent over it.
  response = await settleUnreadBody(frame.appRequest, response, UNREAD_BODY_DRAIN_BYTES)
  if (frame.asked !== frame.appRequest)
    response = await settleUnreadBody(frame.asked, response, UNREAD_BODY_DRAIN_BYTES)
  logNotFound(frame, response)
  // The answer as sent, security headers included, for the next plain GETs of its URL.
  keepForReplay(frame.asked, response, frame.servedCopy)
  countAnswer(frame, response)
  return frame.finish(response)
}

async function answer(frame: RequestFrame): Promise<Response> {
  const fromHost = await resolveHost(frame)
  if (fromHost) {
    frame.answeredByHost = true
    return withSecurityHeaders(fromHost, frame.asked, frame.config)
  }
  // Kept with its security headers; nothing else to do for it.
  const replayed = replayFreshPage(frame.asked)
  if (replayed) return replayed
  const response = await publicPage(frame, frame.appRequest)
  return withSecurityHeaders(response, frame.asked, frame.config)
}

/** Steps 3-7: a public page from the edge cache, anything else from the route table. */
async function publicPage(frame: RequestFrame, request: Request): Promise<Response> {
  const render = (fresh: Request) => runRouteTable(frame, fresh)
  return (await fromEdgeCache(frame, request, render)) ?? (await render(request))
}

/** The route table, run on `request` with the request's frame as its execution context. */
async function runRouteTable(frame: RequestFrame, request: Request): Promise<Response> {
  return routeTable.fetch(request, frame.env, frame)
}

/**
 * Unknown routes are logged (spec section 2); the app's path only, never the query, and
 * never a token in it (a CV link with a trailing slash, an alert link of another company:
 * ADR 037, 040). A host refused or redirected is not an unknown route.
 */
function logNotFound(frame: RequestFrame, response: Response) {
  if (response.status !== 404 || frame.answeredByHost) return
  console.warn(`404 ${frame.appRequest.method} ${loggablePath(new URL(frame.appRequest.url).pathname)}`)
}

/** Steps 4-6: Hono's route table, each middleware wrapping what comes after it. */
const routeTable = new Hono<AppEnv>()

// What the routes and pages read of the frame, as Hono variables.
routeTable.use(async (c, next) => {
  const frame = frameOf(c)
  c.set('config', frame.config)
  c.set('db', frame.db)
  c.set('publicOrigins', frame.site.publicOrigins)
  if (frame.site.companyHostSlug !== undefined) c.set('companyHostSlug', frame.site.companyHostSlug)
  if (frame.site.slug !== undefined) c.set('slugLookup', frame.site.slug)
  // A form's refusal answered from the cached page (server/routes/job-alert-subscribe.ts).
  c.set('fetchPublicPage', (url) => publicPage(frame, new Request(url, { headers: { Accept: 'text/html' } })))
  await next()
  // A sitemap or feed from a fresh stored copy: the page replay may give it again.
  frame.servedCopy ??= c.get('servedCopy')
})
// Every HTML answer, a page or a form's answer rendered by a route, is rewritten on its
// way out (styles inline, ADR 028): before anything that answers.
routeTable.use(inlineStyles)
// On a company's own host, links and redirects written back without its slug.
routeTable.use(companyHostLinks)
// Around everything that may answer 404 for a company's slug (sitemaps, feeds, pages): an
// old slug's 404 becomes a 301 to the company's slug of today (ADR 037).
routeTable.use(renamedCompanies)
// IndexNow's key file, /{key}.txt at the root of every host (ADR 045).
routeTable.use(indexNowKeyFile)
for (const [mountedAt, routes] of UNPREFIXED_ROUTES) routeTable.route(mountedAt, routes)
routeTable.use(canonicalPaths)
for (const [mountedAt, routes] of LOCALISED_ROUTES) routeTable.route(mountedAt, routes)
// No page has a client router (ADR 029), so nothing asks for Vike's client-navigation JSON
// (`…/index.pageContext.json`): not a page, whatever Vike would answer for it.
// The workspace alone is hydrated and routed in the browser (ADR 057): its navigation asks for them.
routeTable.use(async (c, next) =>
  c.req.path.endsWith('.pageContext.json') && !isWorkspacePath(c.req.path) ? c.notFound() : next(),
)
// Vike renders every page (the +Page files under pages/); it comes after the app's own routes.
routeTable.use(devServerPaths)
routeTable.use(dataLastModified)
vike(routeTable)
