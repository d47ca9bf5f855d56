import type { Locale } from '#domain/locale.ts'
import type { RequestDatabase } from '#server/db/client.ts'

declare global {
  namespace Vike {
    interface Config {
      /** Whether the site footer is shown (default true). */
      footer?: boolean
    }
    interface PageContext {
      /** From the URL prefix (+onBeforeRoute); fr for unprefixed 404s. */
      locale: Locale
      /** Language-less path of the current page, for the language switch. */
      pathWithoutLocale: string
      /** Name shown after "Propulsé par" (PROVIDER_NAME). */
      providerName: string
      /** PUBLIC_ORIGIN, for canonical and Open Graph URLs; set on the server only (+Head). */
      publicOrigin: string
      /** Where pages are published (domain/public-urls.ts): every absolute URL a page prints; server only. */
      publicOrigins: import('#domain/public-urls.ts').PublicOrigins
      /** Why the page was aborted; typing it here types `render()`'s reason too. */
      abortReason?: import('#domain/abort-reasons.ts').AbortReason
    }
    interface PageContextServer {
      /** This request's database client (server/app.ts). */
      db: RequestDatabase
      hono: import('hono').Context<import('#server/hono-env.ts').AppEnv>
      /** A refused application, re-rendered by the apply endpoint (server/routes/apply.ts). */
      applicationSubmission?: import('#domain/application.ts').ApplicationSubmission | null
      /** The apply URL's parts, for a form shown again without the database. */
      applyTarget?: import('#server/routes/apply-page.ts').ApplyTarget | null
      /** A save form refused for its address, shown again without JavaScript (server/routes/save-job.ts). */
      saveJobRefusal?: import('#server/routes/save-job-page.ts').SaveJobRefusal | null
      /** A refused job alert form, shown again on the job list (server/routes/job-alert-subscribe.ts). */
      jobAlertSubmission?: import('#domain/job-alert.ts').JobAlertSubmission
      /** The action of an alert's link page failed (server/routes/job-alert-links.ts). */
      jobAlertLinkFailed?: boolean
      /** A refused withdrawal, rendered by the withdrawal endpoint (server/routes/withdraw.ts). */
      withdrawalRefusal?: import('#domain/abort-reasons.ts').WithdrawalRefusal
    }
  }
}
