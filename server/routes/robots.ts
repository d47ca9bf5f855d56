import { Hono } from 'hono'
import { LOCALES } from '#domain/locale.ts'
import type { AppEnv } from '../hono-env.ts'

/**
 * robots.txt: public pages are open; the endpoints, the application confirmations, the
 * withdrawal pages (a candidate's own, ADR 025) and the job alerts' e-mailed links are not
 * for crawlers; the sitemap index is named.
 */
export const robots = new Hono<AppEnv>()

robots.get('/robots.txt', (c) =>
  c.text(robotsTxt(c.get('config').publicOrigin), 200, { 'Cache-Control': 'public, max-age=3600' }),
)

/**
 * Each rule names one private path exactly (ADR 037). A rule is a prefix, and `*` matches
 * anything, slashes included: `/*\/withdraw` also closed every company whose slug starts
 * with "withdraw" (`/fr/withdrawal-co/jobs`). So every rule starts with the language, keeps
 * the company's segment whole (`/{lang}/*\/withdraw` needs a segment before `/withdraw`),
 * and ends where the private path ends: `$` (the path alone), `?` (its query) or `/` (below it).
 */
export function robotsTxt(origin: string): string {
  const privatePaths = LOCALES.flatMap((locale) => [
    `/${locale}/*/jobs/*/apply/confirmation$`,
    `/${locale}/*/jobs/*/apply/confirmation?`,
    `/${locale}/*/withdraw$`,
    `/${locale}/*/withdraw?`,
    `/${locale}/*/withdraw/`,
    `/${locale}/*/alerts/confirm/`,
    `/${locale}/*/alerts/unsubscribe/`,
  ])
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
