import { createMiddleware } from 'hono/factory'
import { parseCompanySlug } from '#domain/identifiers.ts'
import { parseShardFileName, shardFileName } from '#domain/sitemap-shards.ts'
import { getRenamedCompanySlug } from '../db/queries/companies.ts'
import { cacheControl, publicPolicy } from '../features/edge-cache/edge-cache.ts'
import type { AppEnv } from '../hono-env.ts'
import { logFailure } from '../log-failure.ts'

/**
 * A company's old slugs keep working (ADR 037): a GET that found no company under a slug
 * the company left behind (company_slug_history) answers 301 to the same address under its
 * slug of today, query included: every page, feed and sitemap file. Asked only once the
 * app has answered 404, so a request under a live slug costs nothing more; a chain of
 * renames is one hop, the history naming the company, not the next slug.
 */
export const renamedCompanies = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  if (c.res.status !== 404 || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return
  if (c.get('notFoundForAnotherReason')) return
  const url = new URL(c.req.url)
  const address = slugOfPath(url.pathname)
  if (!address) return
  let slug: string | null
  try {
    slug = await getRenamedCompanySlug(c.get('db').sql, address.slug)
  } catch (error) {
    // The 404 stands: the page itself did not need the database for it.
    logFailure('slug history load', error)
    return
  }
  if (slug === null) return
  // Replaced, not merged with the 404's headers (Hono copies those onto a new response).
  c.res = undefined
  c.res = new Response(null, {
    status: 301,
    headers: {
      Location: address.under(slug) + url.search,
      // A company may take the old slug later (it then wins, ADR 037): the redirect is
      // kept as long as a page is, not for good.
      'Cache-Control': cacheControl(publicPolicy(c.get('config'))),
    },
  })
})

/** The company slug an address names, and the same address under another slug; null when none. */
export function slugOfPath(pathname: string): { slug: string; under: (slug: string) => string } | null {
  const page = /^\/(fr|en)\/([^/]+)(\/.*)?$/.exec(pathname)
  if (page) {
    const [, locale, segment, rest = ''] = page
    const slug = parseCompanySlug(segment)
    return slug ? { slug, under: (next) => `/${locale}/${next}${rest}` } : null
  }
  const sitemap = /^\/sitemaps\/([^/]+)$/.exec(pathname)
  const file = sitemap?.[1] ? parseShardFileName(sitemap[1]) : null
  return file ? { slug: file.slug, under: (next) => `/sitemaps/${shardFileName(next, file.shard)}` } : null
}
