import { type Context, Hono } from 'hono'
import { FEED_INDEX_FILE, parseFeedFileName } from '#domain/feed-shards.ts'
import { buildJsonFeed, buildRss } from '#domain/feeds.ts'
import { parseCompanySlug, parseUuid } from '#domain/identifiers.ts'
import { isLocale, type Locale } from '#domain/locale.ts'
import { getCompanyFeed, getFeedCompany } from '../db/queries/feeds.ts'
import { publicOriginsOf } from '../features/custom-hosts/host-step.ts'
import { cacheScopeOf, publicPolicy, withEdgeCache } from '../features/edge-cache/edge-cache.ts'
import type { AppEnv } from '../hono-env.ts'
import { logFailure } from '../log-failure.ts'
import { type FeedSite, feedJob, feedMeta, feedsBase, xmlFeedFile, xmlFeedIndex } from '../services/feed-files.ts'
import { noCompanyEverAt } from '../slug-lookup.ts'

/**
 * A company's visible jobs as RSS 2.0, JSON Feed 1.1 and the XML job feed aggregators read:
 * `/{lang}/{slug}/jobs/feed.rss|feed.json|feed.xml`. RSS and JSON Feed serve the newest
 * FEED_PAGE_SIZE jobs and link to the next, older page, `?before={id of the last job shown}`
 * (ADR 019); a `before` that is not a job of the company is a 404, not a page. The XML feed is complete (ADR 036): every visible job, in `feed.xml` and, for a
 * company past one file, `feed.2.xml`..., all listed by `feed-index.xml`.
 */
export const feeds = new Hono<AppEnv>()

/** Jobs per page of the feeds readers poll for what is new. */
export const FEED_PAGE_SIZE = 50

const PAGED_FORMATS = {
  'feed.rss': 'application/rss+xml; charset=utf-8',
  'feed.json': 'application/feed+json; charset=utf-8',
} as const
type PagedFormat = keyof typeof PAGED_FORMATS

// The pages' freshness contract (ADR 014): a closed job leaves the feeds within a minute.
feeds.get('/:lang/:slug/jobs/:file{feed(?:\\.[0-9]+)?\\.xml|feed\\.(?:rss|json)|feed-index\\.xml}', (c) =>
  withEdgeCache(cacheScopeOf(c), publicPolicy(c.get('config')), () => serveFeed(c)),
)

async function serveFeed(c: Context<AppEnv>): Promise<Response> {
  const { lang } = c.req.param()
  const file = c.req.param('file') ?? ''
  const slug = parseCompanySlug(c.req.param('slug'))
  const beforeParam = c.req.query('before') ?? ''
  const before = beforeParam === '' ? null : parseUuid(beforeParam)
  const xmlFile = parseFeedFileName(file)
  const paged = file in PAGED_FORMATS ? (file as PagedFormat) : null
  // `before` pages the readers' feeds only: the XML files are whole.
  const pageOk = paged !== null ? beforeParam === '' || before !== null : beforeParam === ''
  if (!isLocale(lang) || !slug || (paged === null && xmlFile === null && file !== FEED_INDEX_FILE)) {
    return c.notFound()
  }
  // A junk `before` (no address the site ever wrote, under any slug) and a slug the host step
  // found no company has or had cost no statement.
  if (!pageOk) c.set('notFoundForAnotherReason', true)
  if (!pageOk || noCompanyEverAt(c.get('slugLookup'), slug)) return c.text('Feed not found\n', 404)
  const { publicOrigin, providerName } = c.get('config')
  const site = { publicOrigin, providerName, origins: publicOriginsOf(c) }
  const sql = c.get('db').sql
  try {
    if (paged !== null) return await pagedFeed(c, site, lang, slug, paged, before)
    const company = await getFeedCompany(sql, slug)
    if (!company) return c.text('Feed not found\n', 404)
    if (xmlFile === null) return xmlFeedIndex(site, lang, company)
    return (await xmlFeedFile(sql, site, lang, company, xmlFile)) ?? c.text('Feed not found\n', 404)
  } catch (error) {
    logFailure('feed load', error)
    return c.text('Feed temporarily unavailable\n', 503) // Retry-After: security-headers.ts
  }
}

/** A page of RSS or JSON Feed; Last-Modified is the last change of what the feed lists. */
async function pagedFeed(
  c: Context<AppEnv>,
  site: FeedSite,
  locale: Locale,
  slug: string,
  file: PagedFormat,
  before: string | null,
): Promise<Response> {
  const feed = await getCompanyFeed(c.get('db').sql, slug, { limit: FEED_PAGE_SIZE, before })
  // No such company, or `before` names no job of it: not a page of this feed.
  if (!feed) return c.text('Feed not found\n', 404)
  const { company, jobs, hasMore } = feed
  const last = jobs.at(-1)
  const meta = {
    ...feedMeta(site, locale, company, file),
    nextUrl: hasMore && last ? `${feedsBase(site, locale, company)}/${file}?before=${last.id}` : null,
  }
  const items = jobs.map((row) => feedJob(site, locale, company, row))
  const body = file === 'feed.rss' ? buildRss(meta, items) : buildJsonFeed(meta, items)
  return c.body(body, 200, {
    'Content-Type': PAGED_FORMATS[file],
    'Last-Modified': company.lastmod.toUTCString(),
  })
}
