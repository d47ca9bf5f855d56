import { Hono } from 'hono'
import { LOCALES } from '#domain/locale.ts'
import { companyPaths } from '#domain/paths.ts'
import { siteOfPath } from '#domain/public-urls.ts'
import { publicOriginsOf } from '../features/custom-hosts/host-step.ts'
import type { AppEnv } from '../hono-env.ts'

/**
 * robots.txt: public pages are open; the endpoints, the application confirmations, the
 * withdrawal pages (a candidate's own, ADR 025) and the job alerts' e-mailed links are not
 * for crawlers; the sitemap index is named.
 */
export const robots = new Hono<AppEnv>()

// A company's own host (ADR 044) has its own: its sitemap, its paths without the slug.
robots.get('/robots.txt', (c) => {
  const slug = c.get('companyHostSlug')
  const text =
    slug === undefined
      ? robotsTxt(c.get('config').publicOrigin)
      : robotsTxt(siteOfPath(publicOriginsOf(c), companyPaths.home(slug)).origin, { companyInPath: false })
  return c.text(text, 200, { 'Cache-Control': 'public, max-age=3600' })
})

/**
 * Each rule names one private path exactly (ADR 037). A rule is a prefix, and `*` matches
 * anything, slashes included: `/*\/withdraw` also closed every company whose slug starts
 * with "withdraw" (`/fr/withdrawal-co/jobs`). So every rule starts with the language, keeps
 * the company's segment whole (`/{lang}/*\/withdraw` needs a segment before `/withdraw`),
 * and ends where the private path ends: `$` (the path alone), `?` (its query) or `/` (below it).
 */
export function robotsTxt(origin: string, { companyInPath = true } = {}): string {
  // On a company's own host its paths have no company segment (`/fr/withdraw`).
  const space = (locale: string) => (companyInPath ? `/${locale}/*` : `/${locale}`)
  const privatePaths = LOCALES.flatMap((locale) => [
    `${space(locale)}/jobs/*/apply/confirmation$`,
    `${space(locale)}/jobs/*/apply/confirmation?`,
    `${space(locale)}/withdraw$`,
    `${space(locale)}/withdraw?`,
    `${space(locale)}/withdraw/`,
    `${space(locale)}/alerts/confirm/`,
    `${space(locale)}/alerts/unsubscribe/`,
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
