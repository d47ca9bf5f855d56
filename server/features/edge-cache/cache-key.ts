import { readQueryValue } from '#domain/page-query.ts'

/**
 * The query parameters each kind of public page reads. Every other parameter (tracking
 * tags, cache-busting junk) is dropped from the edge cache key and from
 * the request the cached copy is rendered from, so it costs no render and no database
 * round trip. A page that starts reading a parameter (pagination, city or remote filters)
 * must add it here, or every visitor would get the page rendered without it.
 */

/** The landing page reads no query. */
export const LANDING_QUERY: readonly string[] = []

/** Company home, company page and team: the company layout's `?demo=` dialogs. */
export const COMPANY_SPACE_QUERY: readonly string[] = ['demo']

/**
 * Job list: the company layout's, plus the filters and the page (domain/job-list.ts), and
 * the job alert form's "sent" notice (`alert`, ADR 026).
 */
export const JOB_LIST_QUERY: readonly string[] = [
  ...COMPANY_SPACE_QUERY,
  'alert',
  'city',
  'contract',
  'page',
  'q',
  'remote',
]

/** Job detail: the save dialog opened without JavaScript, and its "sent" notice. */
export const JOB_DETAIL_QUERY: readonly string[] = ['save', 'saved']

/**
 * Read by pages that are never cached, as a reminder that they must stay so: the
 * withdrawal page's signed `token` (ADR 025) is someone's, never in a cache key; the
 * workspace's `next` (where a sign-in leads, ADR 069) is on private pages only.
 */
export const UNCACHED_PAGE_QUERY: readonly string[] = ['token', 'next']

/**
 * Share cards (server/routes/share-images.ts) read no query: their `?v=` only changes the
 * address platforms cache a preview under when the picture changes (domain/share-image.ts),
 * so a junk `v` is the same card, drawn at most once per freshness window.
 */
export const SHARE_CARD_QUERY: readonly string[] = []

/** Sitemaps read no query; feeds read their page, `before` (server/routes/feeds.ts). */
export const CRAWL_FILE_QUERY: readonly string[] = ['before']

/**
 * `url` with only the `allowed` query parameters, sorted by name (each name's values in
 * their order). Empty values are dropped: every page reads an empty parameter as an absent
 * one (the job list's form without JavaScript submits `?q=&contract=`).
 */
export function canonicalUrl(url: string, allowed: readonly string[]): URL {
  const canonical = new URL(url)
  const kept = new URLSearchParams()
  for (const [name, value] of canonical.searchParams) {
    if (allowed.includes(name) && value !== '') kept.append(name, value)
  }
  kept.sort()
  canonical.search = kept.toString()
  canonical.hash = ''
  return canonical
}

/**
 * Where a GET of `url` goes instead, when a parameter the page reads has a value the site
 * never writes (domain/page-query.ts: `?page=abc`, `?page=1`, `?alert=x`, a repeated
 * parameter, a filter with control characters or longer than the list reads): the
 * canonical URL with each such value as the page reads it (dropped, or cleaned). Null
 * when every value is one the site writes. Parameters the page does not read are left to
 * `canonicalUrl` (tracking tags are not worth a redirect).
 */
export function junkValueRedirect(url: string, allowed: readonly string[]): URL | null {
  const request = new URL(url)
  let junk = false
  const kept = new URLSearchParams()
  for (const name of allowed) {
    const values = request.searchParams.getAll(name).filter((value) => value !== '')
    const [first] = values
    if (first === undefined) continue
    const read = readQueryValue(name, first)
    if (values.length > 1 || read !== first) junk = true
    if (read !== '') kept.append(name, read)
  }
  if (!junk) return null
  kept.sort()
  request.search = kept.toString()
  request.hash = ''
  return request
}
