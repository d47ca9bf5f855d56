import { type Context, Hono } from 'hono'
import { z } from '#domain/zod.ts'
import type { AppEnv } from '../hono-env.ts'
import { logFailure } from '../log-failure.ts'
import { publicOriginsOf } from '../middleware/host-sites.ts'
import { cacheScopeOf, publicPolicy, withEdgeCache } from '../services/edge-cache.ts'
import { generateSitemapFile, sitemapFileLastChange, XML_HEADERS } from '../services/sitemap-files.ts'

const fileNameSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,120}\.xml(?:\.gz)?$/)

/**
 * Unprefixed sitemap paths (spec section 2): `/sitemap.xml` and `/sitemaps` are the sitemap
 * index, `/sitemaps/{file}` the files it lists. When a storage base URL is configured,
 * `{storage}/storage/v1/object/public/sitemaps/{file}` is served first, on the site's own
 * host, when it is not older than the last change it would list (ADR 036); a missing,
 * out-of-date or undated object (or an unreachable, slow or redirecting storage) falls
 * back to the files generated from the database.
 */
export const sitemaps = new Hono<AppEnv>()

// The pages' freshness contract (ADR 014): a closed job leaves the sitemaps within a minute.
sitemaps.get('/sitemap.xml', (c) =>
  withEdgeCache(cacheScopeOf(c), publicPolicy(c.get('config')), () => serveSitemap(c, 'sitemap.xml')),
)
sitemaps.get('/sitemaps', (c) =>
  withEdgeCache(cacheScopeOf(c), publicPolicy(c.get('config')), () => serveSitemap(c, 'sitemap.xml')),
)
sitemaps.get('/sitemaps/*', (c) => {
  const encoded = c.req.path.slice('/sitemaps/'.length)
  // `/sitemaps/` is the index; a name that does not even decode names no file.
  const file = encoded === '' ? 'sitemap.xml' : safeDecode(encoded)
  if (file === null) return notFound()
  return withEdgeCache(cacheScopeOf(c), publicPolicy(c.get('config')), () => serveSitemap(c, file))
})

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

const notFound = () =>
  new Response('Sitemap not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

async function serveSitemap(c: Context<AppEnv>, file: string): Promise<Response> {
  if (!fileNameSchema.safeParse(file).success) return notFound()
  const storageUrl = c.get('config').sitemapStorageUrl
  // Stored files are the platform's; a company's own host has its own (ADR 044).
  if (storageUrl !== null && c.get('companyHostSlug') === undefined) {
    // Both at once: the storage's answer waits for no query, the query for no download.
    const [stored, lastChange] = await Promise.all([
      fromStorage(storageUrl, file),
      sitemapFileLastChange(c.get('db').sql, file).catch(() => 'unknown' as const),
    ])
    if (stored && isCurrent(stored, lastChange)) return stored
    await stored?.body?.cancel()
  }
  return generated(c, file)
}

/**
 * Whether a stored file may stand for the generated one: its Last-Modified (when storage
 * wrote it) is not before the last change it would list. A copy storage does not date, or
 * a name that is no longer a file, is never served. With the database unreachable the
 * change cannot be known and the stored copy beats a 503 (as the edge cache's copies do).
 */
function isCurrent(stored: Response, lastChange: Date | null | undefined | 'unknown'): boolean {
  if (lastChange === 'unknown' || lastChange === null) return true
  if (lastChange === undefined) return false
  const written = Date.parse(stored.headers.get('Last-Modified') ?? '')
  return Number.isFinite(written) && written >= lastChange.getTime()
}

/**
 * Storage answers within a few seconds or not at all: a slow or silent storage would
 * otherwise hold the crawler's request (and the Worker) until the platform gives up.
 */
const STORAGE_TIMEOUT_MS = 3_000

/**
 * The stored file, or null (then the generated one is served) when storage does not have
 * it, fails, is too slow, or redirects. A redirect is never followed: its target is not
 * the bucket, and whatever it holds would be served as this site's own file. The body is
 * read whole within the same deadline, so a storage that stalls mid-file still falls
 * back instead of cutting the response short.
 */
async function fromStorage(storageUrl: string, file: string): Promise<Response | null> {
  const signal = AbortSignal.timeout(STORAGE_TIMEOUT_MS)
  try {
    const upstream = await fetch(`${storageUrl}/storage/v1/object/public/sitemaps/${file}`, {
      redirect: 'manual',
      signal,
    })
    if (upstream.status !== 200) {
      await upstream.body?.cancel()
      return null
    }
    const body = await upstream.arrayBuffer()
    const headers: Record<string, string> = file.endsWith('.gz')
      ? { ...XML_HEADERS, 'Content-Type': 'application/gzip' }
      : { ...XML_HEADERS }
    // When storage wrote it: what decides whether it is current, and the clients' validator.
    const written = upstream.headers.get('Last-Modified')
    if (written !== null) headers['Last-Modified'] = written
    return new Response(body, { status: 200, headers })
  } catch {
    return null
  }
}

async function generated(c: Context<AppEnv>, file: string): Promise<Response> {
  try {
    const answer = await generateSitemapFile(c.get('db').sql, publicOriginsOf(c), file, c.get('companyHostSlug'))
    return answer ?? notFound()
  } catch (error) {
    logFailure('sitemap load', error)
    return new Response('Sitemap temporarily unavailable\n', { status: 503 }) // Retry-After: security-headers.ts
  }
}
