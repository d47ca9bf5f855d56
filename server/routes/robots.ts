import { Hono } from 'hono'
import type { AppEnv } from '../hono-env.ts'

/**
 * robots.txt: public pages are open; the endpoints, the application confirmations and
 * the withdrawal pages (a candidate's own, ADR 025) are not for crawlers; the sitemap
 * index is named.
 */
export const robots = new Hono<AppEnv>()

robots.get('/robots.txt', (c) => {
  const origin = c.get('config').publicOrigin
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /*/apply/confirmation',
    'Disallow: /*/withdraw',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
  return c.text(body, 200, { 'Cache-Control': 'public, max-age=3600' })
})
