import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../hono-env.ts'

const fileNameSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,120}\.xml(?:\.gz)?$/)

/**
 * Unprefixed sitemap paths (spec section 2): `/sitemap.xml`, `/sitemaps` (the default
 * file sitemap.xml) and `/sitemaps/{file}`. Where the spec sends the browser to the
 * public storage location, the Worker fetches
 * `{storage}/storage/v1/object/public/sitemaps/{file}` and streams it back on the site's
 * own host, so crawlers see the sitemap where robots.txt says it is.
 */
export const sitemaps = new Hono<AppEnv>()

sitemaps.get('/sitemap.xml', (c) => serveSitemap(c.get('config').sitemapStorageUrl, 'sitemap.xml'))
sitemaps.get('/sitemaps', (c) => serveSitemap(c.get('config').sitemapStorageUrl, 'sitemap.xml'))
sitemaps.get('/sitemaps/*', (c) => {
  const file = decodeURIComponent(c.req.path.slice('/sitemaps/'.length)) || 'sitemap.xml'
  return serveSitemap(c.get('config').sitemapStorageUrl, file)
})

const notFound = () =>
  new Response('Sitemap not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

async function serveSitemap(storageUrl: string | null, file: string): Promise<Response> {
  if (!fileNameSchema.safeParse(file).success || storageUrl === null) return notFound()
  const upstream = await fetch(`${storageUrl}/storage/v1/object/public/sitemaps/${file}`).catch(() => null)
  if (upstream === null) {
    return new Response('Sitemap storage unreachable\n', { status: 502, headers: { 'Retry-After': '60' } })
  }
  if (!upstream.ok) {
    await upstream.body?.cancel()
    return upstream.status === 404 || upstream.status === 400 ? notFound() : new Response(null, { status: 502 })
  }
  return new Response(upstream.body, {
    status: 200,
    headers: {
      'Content-Type': file.endsWith('.gz') ? 'application/gzip' : 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    },
  })
}
