import { z } from '#domain/zod.ts'

/**
 * Cloudflare for SaaS's settings (ADR 072): the zone custom hostnames are added to, the
 * name companies point their CNAME at (the zone's fallback origin, or a name of the zone
 * that leads there), the API's base URL (tests point it at a local stand-in) and the API
 * token, a Worker secret. Without the zone, the target or the token, the domain page says
 * custom domains are not configured and nothing else changes.
 */
const CLOUDFLARE_API = 'https://api.cloudflare.com/client/v4'

export const domainsVarsSchema = z.object({
  CLOUDFLARE_API_TOKEN: z.string().trim().default(''),
  CLOUDFLARE_ZONE_ID: z.string().trim().default(''),
  CLOUDFLARE_FALLBACK_ORIGIN: z.string().trim().toLowerCase().default(''),
  CLOUDFLARE_API_BASE: z
    .url()
    .default(CLOUDFLARE_API)
    .transform((url) => url.replace(/\/+$/, '')),
})

export type DomainsVars = z.infer<typeof domainsVarsSchema>

export type DomainsConfig = {
  apiBase: string
  zoneId: string
  token: string
  /** What a company's CNAME record points at. */
  cnameTarget: string
}

/** Null when custom domains are not configured; a plain-http API only when the site is local too. */
export function domainsConfigOf(vars: DomainsVars, isLocalOrigin: boolean): DomainsConfig | null {
  if (!vars.CLOUDFLARE_API_TOKEN || !vars.CLOUDFLARE_ZONE_ID || !vars.CLOUDFLARE_FALLBACK_ORIGIN) return null
  if (!/^[0-9a-z_-]{1,64}$/i.test(vars.CLOUDFLARE_ZONE_ID)) {
    throw new Error('Invalid Worker configuration: CLOUDFLARE_ZONE_ID')
  }
  if (new URL(vars.CLOUDFLARE_API_BASE).protocol === 'http:' && !isLocalOrigin) {
    throw new Error('Invalid Worker configuration: CLOUDFLARE_API_BASE (plain http only when PUBLIC_ORIGIN is local)')
  }
  return {
    apiBase: vars.CLOUDFLARE_API_BASE,
    zoneId: vars.CLOUDFLARE_ZONE_ID,
    token: vars.CLOUDFLARE_API_TOKEN,
    cnameTarget: vars.CLOUDFLARE_FALLBACK_ORIGIN,
  }
}
