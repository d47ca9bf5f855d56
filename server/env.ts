import { z } from 'zod'

/**
 * The Worker's plain-text configuration, checked once per isolate. Bindings
 * (HYPERDRIVE, CV_BUCKET) are typed by `wrangler types` (worker-configuration.d.ts).
 */
const varsSchema = z.object({
  PROVIDER_NAME: z.string().min(1),
  PUBLIC_ORIGIN: z.url(),
  // Empty means "no storage configured".
  SITEMAP_STORAGE_URL: z.union([z.literal(''), z.url()]).default(''),
  DEMO_COMPANY_SLUG: z.string().min(1),
  CONTACT_EMAIL: z.email(),
  APPOINTMENT_URL: z.url(),
})

export type AppConfig = {
  providerName: string
  publicOrigin: string
  sitemapStorageUrl: string | null
  /** The landing page's "example career space". */
  demoCompanySlug: string
  /** Landing page contact section. */
  contactEmail: string
  appointmentUrl: string
}

let cached: { source: Env; config: AppConfig } | undefined

export function readConfig(env: Env): AppConfig {
  if (cached?.source === env) return cached.config
  const parsed = varsSchema.safeParse(env)
  if (!parsed.success) {
    // Names only: values may be secrets.
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')
    throw new Error(`Invalid Worker configuration: ${fields}`)
  }
  const vars = parsed.data
  const config: AppConfig = {
    providerName: vars.PROVIDER_NAME,
    publicOrigin: vars.PUBLIC_ORIGIN.replace(/\/+$/, ''),
    sitemapStorageUrl: vars.SITEMAP_STORAGE_URL ? vars.SITEMAP_STORAGE_URL.replace(/\/+$/, '') : null,
    demoCompanySlug: vars.DEMO_COMPANY_SLUG,
    contactEmail: vars.CONTACT_EMAIL,
    appointmentUrl: vars.APPOINTMENT_URL,
  }
  cached = { source: env, config }
  return config
}
