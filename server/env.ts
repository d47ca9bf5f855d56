import { z } from '#domain/zod.ts'
import { type BillingConfig, billingConfigOf, billingVarsSchema } from './features/billing/config.ts'
import type { ResendConfig } from './features/deliveries/email-delivery.ts'
import { type DomainsConfig, domainsConfigOf, domainsVarsSchema } from './features/domains/config.ts'
import type { SearchEngineConfig } from './features/search-engines/delivery.ts'
import { parseServiceAccount } from './features/search-engines/google-indexing.ts'
import { INDEXNOW_KEY_PATTERN } from './features/search-engines/indexnow.ts'

/**
 * The Worker's plain-text configuration and secrets, checked once per isolate: nothing
 * else reads `env` for a setting. Bindings
 * (HYPERDRIVE, CV_BUCKET) are typed by `wrangler types` (worker-configuration.d.ts).
 */
const varsSchema = z
  .object({
    PROVIDER_NAME: z.string().min(1),
    PUBLIC_ORIGIN: z.url(),
    // Empty means "no storage configured".
    SITEMAP_STORAGE_URL: z.union([z.literal(''), z.url()]).default(''),
    DEMO_COMPANY_SLUG: z.string().min(1),
    CONTACT_EMAIL: z.email(),
    APPOINTMENT_URL: z.url(),
    // Public pages, sitemaps and feeds at the edge (server/features/edge-cache/edge-cache.ts): whatever
    // anyone gets is at most their sum old (ADR 014), unless the database is failing.
    // "off": no edge cache at all (the bench's uncached run, tests that need fresh data).
    EDGE_CACHE: z.enum(['on', 'off']).default('on'),
    // Pro and Enterprise companies' statistics (ADR 042). "off": nothing counted (the
    // bench's comparison run).
    STATISTICS: z.enum(['on', 'off']).default('on'),
    EDGE_CACHE_FRESH_SECONDS: z.coerce.number().int().min(0).default(30),
    EDGE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).default(30),
    // Space-separated origins allowed to serve images (company logos, covers) by the CSP.
    IMAGE_ORIGINS: z
      .string()
      .default('')
      .transform((value) => value.split(/\s+/).filter(Boolean))
      .pipe(z.array(z.url().transform((url) => new URL(url).origin))),
    // Transactional e-mail (ADR 004). The key is a secret (`wrangler secret put`); without
    // it, or without a sender, e-mails stay pending in the outbox.
    RESEND_API_KEY: z.string().trim().default(''),
    EMAIL_FROM: z.string().trim().default(''),
    RESEND_API_URL: z
      .url()
      .default('https://api.resend.com')
      .transform((url) => url.replace(/\/+$/, '')),
    // Signs the links the site e-mails (server/services/signed-tokens.ts). A secret
    // (`wrangler secret put LINK_SIGNING_SECRET`); only a local origin may go without it.
    LINK_SIGNING_SECRET: z.string().trim().min(32).optional(),
    // Test-only (ADR 040): space-separated origins of local recording servers that webhooks
    // may reach despite the target rules (plain http, loopback). Refused unless PUBLIC_ORIGIN
    // is this machine, so that production can never have it.
    WEBHOOK_TEST_ORIGINS: z
      .string()
      .default('')
      .transform((value) => value.split(/\s+/).filter(Boolean))
      .pipe(z.array(z.url().transform((url) => new URL(url).origin))),
    // Search engines told of the jobs' changes (ADR 045). The key and the service account are
    // secrets; without one (or with one malformed), that engine gets nothing and nothing fails:
    // the cron says so in its log line, and the key file is not served.
    INDEXNOW_ENDPOINT: z.url().default('https://api.indexnow.org/indexnow'),
    INDEXNOW_KEY: z.string().trim().default(''),
    GOOGLE_INDEXING_ENDPOINT: z.url().default('https://indexing.googleapis.com/v3/urlNotifications:publish'),
    GOOGLE_SERVICE_ACCOUNT_JSON: z.string().trim().default(''),
    // Google's default quota of publish requests a day; a project granted more raises it.
    GOOGLE_INDEXING_DAILY_QUOTA: z.coerce.number().int().min(0).default(200),
  })
  .extend(billingVarsSchema.shape)
  .extend(domainsVarsSchema.shape)

/**
 * The signing secret of local runs (dev, preview, tests) when none is set: it is public,
 * so readConfig accepts it only when PUBLIC_ORIGIN is this machine.
 */
export const LOCAL_LINK_SIGNING_SECRET = 'local-development-only-link-signing-secret'

export type AppConfig = {
  providerName: string
  publicOrigin: string
  sitemapStorageUrl: string | null
  /** The landing page's "example career space". */
  demoCompanySlug: string
  /** Landing page contact section. */
  contactEmail: string
  appointmentUrl: string
  /** How long public responses are fresh, then served stale while revalidated, at the edge. */
  pageCache: { freshSeconds: number; staleSeconds: number }
  /** Third-party image origins the Content-Security-Policy allows (logos, covers). */
  imageOrigins: string[]
  /** Whether public pages, sitemaps and feeds are kept in the edge cache. */
  edgeCache: boolean
  /** Whether the Worker counts page views and events for the statistics (ADR 042). */
  statistics: boolean
  /** Resend's API, or null when e-mail is not configured. */
  email: ResendConfig | null
  /** Key of the signed links in e-mails (CV download, withdrawal, alerts). */
  linkSigningSecret: string
  /** Local recording servers webhooks may reach in tests (empty everywhere else). */
  webhookTestOrigins: string[]
  /** IndexNow and Google's Indexing API, each null when its secret is unset or malformed (ADR 045). */
  searchEngines: SearchEngineConfig
  /** Stripe (ADR 060), or null when its key, webhook secret or price is unset. */
  billing: BillingConfig | null
  /** Sales' address: the Enterprise requests of the billing page (ADR 061). */
  salesEmail: string
  /** Cloudflare for SaaS (ADR 072), or null when its zone, CNAME target or token is unset. */
  domains: DomainsConfig | null
}

let cached: { source: Env; config: AppConfig } | undefined

/** The secrets are not among the vars `wrangler types` generates. */
type EnvWithSecrets = Env & {
  RESEND_API_KEY?: string
  LINK_SIGNING_SECRET?: string
  WEBHOOK_TEST_ORIGINS?: string
  INDEXNOW_KEY?: string
  GOOGLE_SERVICE_ACCOUNT_JSON?: string
  STRIPE_SECRET_KEY?: string
  STRIPE_WEBHOOK_SECRET?: string
  CLOUDFLARE_API_TOKEN?: string
}

export function readConfig(env: EnvWithSecrets): AppConfig {
  if (cached?.source === env) return cached.config
  const parsed = varsSchema.safeParse(env)
  if (!parsed.success) {
    // Names only: values may be secrets.
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')
    throw new Error(`Invalid Worker configuration: ${fields}`)
  }
  const vars = parsed.data
  const isLocalOrigin = ['localhost', '127.0.0.1', '[::1]'].includes(new URL(vars.PUBLIC_ORIGIN).hostname)
  if (!vars.LINK_SIGNING_SECRET && !isLocalOrigin) {
    throw new Error('Invalid Worker configuration: LINK_SIGNING_SECRET (required when PUBLIC_ORIGIN is not local)')
  }
  if (vars.WEBHOOK_TEST_ORIGINS.length > 0 && !isLocalOrigin) {
    throw new Error('Invalid Worker configuration: WEBHOOK_TEST_ORIGINS (only when PUBLIC_ORIGIN is local)')
  }
  const config: AppConfig = {
    providerName: vars.PROVIDER_NAME,
    publicOrigin: vars.PUBLIC_ORIGIN.replace(/\/+$/, ''),
    sitemapStorageUrl: vars.SITEMAP_STORAGE_URL ? vars.SITEMAP_STORAGE_URL.replace(/\/+$/, '') : null,
    demoCompanySlug: vars.DEMO_COMPANY_SLUG,
    contactEmail: vars.CONTACT_EMAIL,
    appointmentUrl: vars.APPOINTMENT_URL,
    pageCache: { freshSeconds: vars.EDGE_CACHE_FRESH_SECONDS, staleSeconds: vars.EDGE_CACHE_STALE_SECONDS },
    imageOrigins: vars.IMAGE_ORIGINS,
    edgeCache: vars.EDGE_CACHE === 'on',
    statistics: vars.STATISTICS === 'on',
    email:
      vars.RESEND_API_KEY && vars.EMAIL_FROM
        ? { apiKey: vars.RESEND_API_KEY, from: vars.EMAIL_FROM, apiUrl: vars.RESEND_API_URL }
        : null,
    linkSigningSecret: vars.LINK_SIGNING_SECRET ?? LOCAL_LINK_SIGNING_SECRET,
    webhookTestOrigins: vars.WEBHOOK_TEST_ORIGINS,
    searchEngines: searchEnginesOf(vars),
    billing: billingConfigOf(vars, isLocalOrigin),
    salesEmail: vars.SALES_EMAIL || vars.CONTACT_EMAIL,
    domains: domainsConfigOf(vars, isLocalOrigin),
  }
  cached = { source: env, config }
  return config
}

function searchEnginesOf(vars: z.infer<typeof varsSchema>): SearchEngineConfig {
  const publicOrigin = vars.PUBLIC_ORIGIN.replace(/\/+$/, '')
  const account = vars.GOOGLE_SERVICE_ACCOUNT_JSON ? parseServiceAccount(vars.GOOGLE_SERVICE_ACCOUNT_JSON) : null
  return {
    publicOrigin,
    indexNow: INDEXNOW_KEY_PATTERN.test(vars.INDEXNOW_KEY)
      ? { endpoint: vars.INDEXNOW_ENDPOINT, key: vars.INDEXNOW_KEY }
      : null,
    google: account
      ? { endpoint: vars.GOOGLE_INDEXING_ENDPOINT, account, dailyQuota: vars.GOOGLE_INDEXING_DAILY_QUOTA }
      : null,
  }
}
