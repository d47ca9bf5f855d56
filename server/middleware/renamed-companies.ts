import { createMiddleware } from 'hono/factory'
import { parseCompanySlug } from '#domain/identifiers.ts'
import { parseShardFileName, shardFileName } from '#domain/sitemap-shards.ts'
import type { Sql } from '../db/client.ts'
import { getRenamedCompanySlug } from '../db/queries/companies.ts'
import { cacheControl, publicPolicy } from '../features/edge-cache/edge-cache.ts'
import type { AppEnv } from '../hono-env.ts'
import { logFailure } from '../log-failure.ts'
import type { SlugLookup } from '../slug-lookup.ts'

/**
 * A company's old slugs keep working (ADR 037): a GET that found no company under a slug
 * the company left behind (company_slug_history) answers 301 to the same address under its
 * slug of today, query included: every page, feed, sitemap file and share card. Asked only once the
 * app has answered 404, so a request under a live slug costs nothing more, and not at all
 * when the host step read the slug already (`slugLookup`); a chain of
 * renames is one hop, the history naming the company, not the next slug.
 */
export const renamedCompanies = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return
  const url = new URL(c.req.url)
  const asked = askedAddress(c.res, url, c.get('notFoundForAnotherReason') === true)
  const address = asked ? slugOfPath(asked.pathname) : null
  if (!asked || !address) return
  let slug: string | null
  try {
    slug = await renamedSlug(c.get('slugLookup'), c.get('db').sql, address.slug)
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
      Location: address.under(slug) + asked.search,
      // A company may take the old slug later (it then wins, ADR 037): the redirect is
      // kept as long as a page is, not for good.
      'Cache-Control': cacheControl(publicPolicy(c.get('config'))),
    },
  })
})

/**
 * Where `oldSlug` went: what the host step read of it when no company had it then, else one
 * statement (a 404 under a slug it read as live: a job not found, or a rename since).
 */
async function renamedSlug(lookup: SlugLookup | undefined, sql: Sql, oldSlug: string): Promise<string | null> {
  if (lookup?.slug === oldSlug && !lookup.live) return lookup.renamedTo
  return getRenamedCompanySlug(sql, oldSlug)
}

/**
 * The address under which an old slug may have been asked: the request's, when the app
 * found nothing there; or, when the route table sent an address without its language
 * prefix (or with capitals) on to its canonical form, that form's, so that an old slug is
 * one hop from today's instead of two.
 */
function askedAddress(response: Response, url: URL, notFoundForAnotherReason: boolean): URL | null {
  if (response.status === 404) return notFoundForAnotherReason ? null : url
  const location = response.status === 301 ? response.headers.get('Location') : null
  return location?.startsWith('/') && !location.startsWith('//') ? new URL(location, url) : null
}

/** The company slug an address names, and the same address under another slug; null when none. */
export function slugOfPath(pathname: string): { slug: string; under: (slug: string) => string } | null {
  const page = /^\/(fr|en)\/([^/]+)(\/.*)?$/.exec(pathname)
  if (page) {
    const [, locale, segment, rest = ''] = page
    const slug = parseCompanySlug(segment)
    return slug ? { slug, under: (next) => `/${locale}/${next}${rest}` } : null
  }
  const card = /^\/share-cards\/company\/([^/]+)\.png$/.exec(pathname)
  const cardSlug = card ? parseCompanySlug(card[1]) : null
  if (cardSlug) return { slug: cardSlug, under: (next) => `/share-cards/company/${next}.png` }
  const sitemap = /^\/sitemaps\/([^/]+)$/.exec(pathname)
  const file = sitemap?.[1] ? parseShardFileName(sitemap[1]) : null
  return file ? { slug: file.slug, under: (next) => `/sitemaps/${shardFileName(next, file.shard)}` } : null
}
