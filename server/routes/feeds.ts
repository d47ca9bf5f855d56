import { msg } from '@lingui/core/macro'
import { type Context, Hono } from 'hono'
import { buildJobsXmlFeed, buildJsonFeed, buildRss, type FeedJob, type FeedMeta } from '#domain/feeds.ts'
import { getI18n } from '#domain/i18n.ts'
import { parseCompanySlug, parseUuid } from '#domain/identifiers.ts'
import { isLocale, type Locale } from '#domain/locale.ts'
import { companyPaths, localizedPath } from '#domain/paths.ts'
import { safeExternalUrl } from '#domain/safe-urls.ts'
import { type FeedPage, getCompanyFeed } from '../db/queries/crawl.ts'
import type { AppEnv } from '../hono-env.ts'
import { publicPolicy, withEdgeCache } from '../services/edge-cache.ts'

/**
 * A company's visible jobs, newest first, as RSS 2.0, JSON Feed 1.1 and the XML job feed
 * aggregators read: `/{lang}/{slug}/jobs/feed.rss|feed.json|feed.xml`. Each serves the
 * newest FEED_SIZE jobs of its format (ADR 019); RSS and JSON Feed link to the next, older
 * page, `?before={id of the last job shown}`.
 */
export const feeds = new Hono<AppEnv>()

const FORMATS = {
  'feed.rss': 'application/rss+xml; charset=utf-8',
  'feed.json': 'application/feed+json; charset=utf-8',
  'feed.xml': 'application/xml; charset=utf-8',
} as const

/**
 * Jobs per feed response. Feed readers poll for what is new: 50. Aggregators import the
 * XML feed whole and their format has no pages: 1,000, still a bounded response.
 */
export const FEED_SIZE: Record<keyof typeof FORMATS, number> = { 'feed.rss': 50, 'feed.json': 50, 'feed.xml': 1_000 }

// The pages' freshness contract (ADR 014): a closed job leaves the feeds within a minute.
feeds.get('/:lang/:slug/jobs/:file{feed\\.(?:rss|json|xml)}', (c) =>
  withEdgeCache(c, publicPolicy(c), () => serveFeed(c)),
)

async function serveFeed(c: Context<AppEnv>): Promise<Response> {
  const { lang } = c.req.param()
  const file = c.req.param('file') as keyof typeof FORMATS
  const slug = parseCompanySlug(c.req.param('slug'))
  const beforeParam = c.req.query('before') ?? ''
  const before = beforeParam === '' ? null : parseUuid(beforeParam)
  if (!isLocale(lang) || !slug || (beforeParam !== '' && before === null)) return c.notFound()
  let feed: FeedPage | null
  try {
    feed = await getCompanyFeed(c.get('db').sql, slug, { limit: FEED_SIZE[file], before })
  } catch (error) {
    console.error('feed load failed', error instanceof Error ? error.message : 'unknown error')
    return c.text('Feed temporarily unavailable\n', 503) // Retry-After: security-headers.ts
  }
  if (!feed) return c.text('Feed not found\n', 404)
  const body = render(c, lang, file, feed)
  return c.body(body, 200, { 'Content-Type': FORMATS[file] })
}

function render(
  c: Context<AppEnv>,
  locale: Locale,
  file: keyof typeof FORMATS,
  { company, jobs, hasMore }: FeedPage,
): string {
  const { publicOrigin, providerName } = c.get('config')
  const i18n = getI18n(locale)
  const name = company.name
  const jobsPath = localizedPath(locale, companyPaths.jobs(company.slug))
  const meta: FeedMeta = {
    title: i18n._(msg`Emplois chez ${name}`),
    description: i18n._(msg`Les offres d'emploi ouvertes chez ${name}.`),
    homePageUrl: `${publicOrigin}${jobsPath}`,
    feedUrl: `${publicOrigin}${jobsPath}/${file}`,
    nextUrl: hasMore && jobs.length > 0 ? `${publicOrigin}${jobsPath}/${file}?before=${jobs.at(-1)?.id}` : null,
    language: locale,
    companyName: company.name,
    companyUrl: safeExternalUrl(company.website),
  }
  const items: FeedJob[] = jobs.map((job) => ({
    ...job,
    companyDescription: company.description,
    url: `${publicOrigin}${localizedPath(locale, companyPaths.job(company.slug, job.id))}`,
  }))
  if (file === 'feed.rss') return buildRss(meta, items)
  if (file === 'feed.json') return buildJsonFeed(meta, items)
  return buildJobsXmlFeed(meta, items, { name: providerName, url: publicOrigin })
}
