import { JOB } from '../../tools/database.ts'
import { SEED } from '../../tools/seed-ids.ts'

// Every route position a hostile value is tried in, and when the answer must be a 4xx.

const MEANINGFUL = new Set([
  '',
  'fr',
  'en',
  'companie',
  'team',
  'jobs',
  'apply',
  'confirmation',
  'not-found',
  'feed.rss',
  'feed.json',
  'feed.xml',
  'sitemap.xml',
  'pages.xml',
  'index.pageContext.json',
  'sitemaps',
  'robots.txt',
  'favicon.svg',
  'manifest.webmanifest',
  'assets',
  'demo',
  'media',
  ...Object.values(SEED),
  'cafe-moka',
  'studio-calme',
])

export type Route = { name: string; path: (value: string) => string }
export const ROUTES: Route[] = [
  { name: 'language', path: (v) => `/${v}/${SEED.completeCompany}` },
  { name: 'company home', path: (v) => `/fr/${v}` },
  { name: 'company page', path: (v) => `/en/${v}/companie` },
  { name: 'team', path: (v) => `/fr/${v}/team` },
  { name: 'job list', path: (v) => `/en/${v}/jobs` },
  { name: 'job of an unknown company', path: (v) => `/fr/${v}/jobs/${JOB.complete}` },
  { name: 'job id', path: (v) => `/fr/${SEED.completeCompany}/jobs/${v}` },
  { name: 'apply', path: (v) => `/en/${SEED.completeCompany}/jobs/${v}/apply` },
  { name: 'confirmation', path: (v) => `/fr/${SEED.completeCompany}/jobs/${v}/apply/confirmation` },
  { name: 'company section', path: (v) => `/fr/${SEED.completeCompany}/${v}` },
  { name: 'under a job', path: (v) => `/en/${SEED.completeCompany}/jobs/${JOB.complete}/${v}` },
  { name: 'RSS feed', path: (v) => `/fr/${v}/jobs/feed.rss` },
  { name: 'JSON feed', path: (v) => `/en/${v}/jobs/feed.json` },
  { name: 'XML feed', path: (v) => `/fr/${v}/jobs/feed.xml` },
  { name: 'company sitemap', path: (v) => `/sitemaps/company-${v}.xml` },
  { name: 'sitemap file', path: (v) => `/sitemaps/${v}` },
  { name: 'prefixed sitemap', path: (v) => `/en/sitemap.xml/${v}` },
  { name: 'prefixed sitemaps', path: (v) => `/fr/sitemaps/${v}` },
  { name: 'share card', path: (v) => `/share-cards/company/${v}.png` },
  { name: 'media hash', path: (v) => `/media/photo/${v}/400w.webp` },
  { name: 'media variant', path: (v) => `/media/cover/0123456789abcdef0123456789abcdef/${v}` },
  { name: 'unprefixed', path: (v) => `/${v}` },
]
export const routeNamed = (name: string) => ROUTES.find((candidate) => candidate.name === name) as Route

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * Whether the request as sent still has the hostile value in its own segment (the URL
 * parser did not resolve it as `..` or split it), and that value names nothing real:
 * then the answer must be a 4xx.
 */
export function mustBeNotFound(route: Route, encoded: string): boolean {
  const marker = 'h0st1le-marker'
  const template = new URL(route.path(marker), 'http://x').pathname.split('/')
  const position = template.findIndex((segment) => segment.includes(marker))
  const sent = new URL(route.path(encoded), 'http://x').pathname.split('/')
  if (sent.length !== template.length || encoded === '') return false
  const segment = sent[position] ?? ''
  const [before = '', after = ''] = template[position]?.split(marker) ?? []
  const value = segment.slice(before.length, segment.length - after.length)
  if (/^\.{1,2}$/.test(value) || /^(?:%2e|\.){1,2}$/i.test(value)) return false
  const decoded = safeDecode(safeDecode(value))
  return !MEANINGFUL.has(decoded) && !MEANINGFUL.has(decoded.toLowerCase()) && !/^company-.*\.xml$/.test(decoded)
}
