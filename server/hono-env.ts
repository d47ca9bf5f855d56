import type { PublicOrigins } from '#domain/public-urls.ts'
import type { RequestDatabase } from './db/client.ts'
import type { AppConfig } from './env.ts'
import type { WorkspaceSession } from './features/accounts/sessions.ts'
import type { ServedCopy } from './features/edge-cache/page-replay.ts'
import type { SlugLookup } from './slug-lookup.ts'

/** Hono typing shared by the app and its sub-apps. */
export type AppEnv = {
  Bindings: Env
  Variables: {
    db: RequestDatabase
    config: AppConfig
    /**
     * The accent colour of the company whose page was not rendered (a job of its space
     * not found or closed): its error page keeps the company's colour (pages/_error).
     */
    errorPageAccent?: string | null
    /** The fresh stored copy a sitemap or feed was answered from (server/features/edge-cache/page-replay.ts). */
    servedCopy?: ServedCopy
    /** The answer is a page the route table already made, its rewrites done (a form's refusal from the cached page). */
    fromPageCache?: true
    /**
     * A 404 that is not about the slug (a personal link's token that does not verify): no
     * company slug history lookup for it (server/middleware/renamed-companies.ts), so that a
     * forged link costs no database transaction (ADR 039).
     */
    notFoundForAnotherReason?: true
    /**
     * When the data a page shows last changed, noted by its data loader: the page's
     * Last-Modified (server/middleware/data-last-modified.ts), not the render's time.
     */
    dataChangedAt?: Date
    /**
     * A GET of a public page through the edge cache and the route table, in the same request
     * (server/app.ts): a form's refusal is answered from the cached page rather than from a
     * render that reads the database (server/routes/job-alert-subscribe.ts, ADR 039).
     */
    fetchPublicPage?: (url: URL) => Promise<Response>
    /**
     * Where this request's pages are published: the platform, or its company's own host
     * (server/features/custom-hosts/host-step.ts); every absolute URL printed goes through
     * domain/public-urls.ts with it.
     */
    publicOrigins?: PublicOrigins
    /** The company whose own host the request came to (its paths are written back without the slug). */
    companyHostSlug?: string
    /** The path's company slug as the host step read it (server/request-frame.ts). */
    slugLookup?: SlugLookup
    /** The workspace's signed-in member, read once per request (server/features/accounts/request.ts). */
    workspaceSession?: Promise<WorkspaceSession | null>
  }
}
