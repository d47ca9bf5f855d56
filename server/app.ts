import vike from '@vikejs/hono'
import { Hono } from 'hono'
import { RequestDatabase } from './db/client.ts'
import { readConfig } from './env.ts'
import { stripeWebhook } from './features/billing/webhook-route.ts'
import type { AppEnv } from './hono-env.ts'
import { canonicalPaths } from './middleware/canonical-paths.ts'
import { companyHostLinks } from './middleware/company-host-links.ts'
import { dataLastModified } from './middleware/data-last-modified.ts'
import { devServerPaths } from './middleware/dev-server-paths.ts'
import { askedRequestOf, hostSites, keepAppPath } from './middleware/host-sites.ts'
import { inlineStyles } from './middleware/inline-styles.ts'
import { loggablePath } from './middleware/loggable-path.ts'
import { isCacheRender, pageCache } from './middleware/page-cache.ts'
import { renamedCompanies } from './middleware/renamed-companies.ts'
import { securityHeaders } from './middleware/security-headers.ts'
import { applicationStatusApi } from './routes/application-status-api.ts'
import { apply } from './routes/apply.ts'
import { cvDownload } from './routes/cv-download.ts'
import { feeds } from './routes/feeds.ts'
import { indexNowKeyFile } from './routes/indexnow-key.ts'
import { jobAlertLinks } from './routes/job-alert-links.ts'
import { jobAlertSubscribe } from './routes/job-alert-subscribe.ts'
import { recruiterStatus } from './routes/recruiter-status.ts'
import { robots } from './routes/robots.ts'
import { saveJob } from './routes/save-job.ts'
import { shareImages } from './routes/share-images.ts'
import { sitemaps } from './routes/sitemaps.ts'
import { statistics } from './routes/statistics.ts'
import { withdraw } from './routes/withdraw.ts'
import { keepForReplay } from './services/page-replay.ts'

type Routes = readonly (readonly [mountedAt: string, routes: Hono<AppEnv>])[]

/**
 * Resources outside the /fr and /en spaces. They answer at the path they are asked for,
 * so they come before `canonicalPaths`, which sends every other unprefixed path under /fr.
 */
export const UNPREFIXED_ROUTES: Routes = [
  ['/', sitemaps], //      GET /sitemap.xml, /sitemaps, /sitemaps/*
  ['/', robots], //        GET /robots.txt
  ['/', shareImages], //   GET /share-cards/site.png, /share-cards/company/:slug.png (link previews, ADR 038)
  ['/api', saveJob], //    POST /api/save-job (JSON, from the job detail's dialog)
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
]

export const app = new Hono<AppEnv>()

// Per-request context: validated configuration and a lazily connected database client
// (workerd closes its socket when the request ends; see server/db/client.ts).
app.use(async (c, next) => {
  c.set('config', readConfig(c.env))
  c.set('db', new RequestDatabase(c.env.HYPERDRIVE.connectionString))
  c.set('fetchPublicPage', async (url) =>
    app.fetch(keepAppPath(c.req.raw, new Request(url, { headers: { Accept: 'text/html' } })), c.env, c.executionCtx),
  )
  await next()
  // Unknown routes are logged (spec section 2); the path only, never the query, and never
  // a token in it (a CV link with a trailing slash, an alert link of another company: ADR 037, 040).
  if (c.res.status === 404 && !isCacheRender(c.req.raw) && !c.get('answeredForHost'))
    console.warn(`404 ${c.req.method} ${loggablePath(new URL(c.req.url).pathname)}`)
  // Outermost, so what is kept is the answer as sent, security headers included.
  keepForReplay(askedRequestOf(c.req.raw), c.res, c.get('servedCopy'))
})

app.use(securityHeaders)
// The host, before anything answers but the security headers (issue 29, ADR 044): a company's own host is run as its space's paths,
// another company's platform URLs redirect there, an unknown host is refused.
app.use(hostSites(async (request, env, ctx) => app.fetch(request, env, ctx)))
// Every HTML answer, a page or a form's answer rendered by a route, is rewritten on its
// way out (styles inline, ADR 028): mounted before anything that answers.
app.use(inlineStyles)
// On a company's own host, links and redirects written back without its slug.
app.use(companyHostLinks)
// Around everything that may answer 404 for a company's slug (sitemaps, feeds, pages): an
// old slug's 404 becomes a 301 to the company's slug of today (ADR 037).
app.use(renamedCompanies)
// IndexNow's key file, /{key}.txt at the root of every host (ADR 045).
app.use(indexNowKeyFile)
for (const [mountedAt, routes] of UNPREFIXED_ROUTES) app.route(mountedAt, routes)
app.use(canonicalPaths)
for (const [mountedAt, routes] of LOCALISED_ROUTES) app.route(mountedAt, routes)
// No page has a client router (ADR 029), so nothing asks for Vike's client-navigation JSON
// (`…/index.pageContext.json`): not a page, whatever Vike would answer for it.
app.use(async (c, next) => (c.req.path.endsWith('.pageContext.json') ? c.notFound() : next()))
// Public pages from the edge cache; a stale one is regenerated by a fresh run of the app.
app.use(pageCache(async (request, env, ctx) => app.fetch(request, env, ctx)))

// Vike renders every page (the +Page files under pages/); it comes after the app's own routes.
app.use(devServerPaths)
app.use(dataLastModified)
vike(app)
