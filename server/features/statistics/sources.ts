/**
 * Where a visit came from (ADR 042): the campaign's own words when the link carries
 * `utm_*` parameters, otherwise the referrer's host, named after the site it belongs to.
 * Every value is short, lower case and made of safe characters, so that what a visitor
 * types into a URL can neither break a page that shows it nor grow a row; how many distinct
 * values a company keeps is bounded when the counts are written (server/features/statistics/queries.ts).
 */
export type Source = { source: string; medium: string; campaign: string }

export const MAX_SOURCE_LENGTH = 64

/** Hosts (and their subdomains) grouped under one name, and the medium of the group. */
const REFERRER_GROUPS: readonly { name: string; medium: string; hosts: readonly string[] }[] = [
  // Google's country domains (google.fr, google.co.uk...) are matched by GOOGLE_HOST.
  { name: 'google', medium: 'search', hosts: ['google.com'] },
  { name: 'bing', medium: 'search', hosts: ['bing.com'] },
  { name: 'duckduckgo', medium: 'search', hosts: ['duckduckgo.com'] },
  { name: 'qwant', medium: 'search', hosts: ['qwant.com'] },
  { name: 'ecosia', medium: 'search', hosts: ['ecosia.org'] },
  { name: 'yahoo', medium: 'search', hosts: ['yahoo.com', 'yahoo.fr'] },
  { name: 'brave', medium: 'search', hosts: ['search.brave.com'] },
  { name: 'linkedin', medium: 'social', hosts: ['linkedin.com', 'lnkd.in'] },
  { name: 'facebook', medium: 'social', hosts: ['facebook.com', 'fb.com', 'messenger.com'] },
  { name: 'instagram', medium: 'social', hosts: ['instagram.com'] },
  { name: 'x', medium: 'social', hosts: ['x.com', 'twitter.com', 't.co'] },
  { name: 'indeed', medium: 'job-board', hosts: ['indeed.com', 'indeed.fr'] },
  { name: 'welcometothejungle', medium: 'job-board', hosts: ['welcometothejungle.com', 'wttj.co'] },
  { name: 'glassdoor', medium: 'job-board', hosts: ['glassdoor.com', 'glassdoor.fr'] },
  { name: 'hellowork', medium: 'job-board', hosts: ['hellowork.com'] },
  { name: 'francetravail', medium: 'job-board', hosts: ['francetravail.fr', 'pole-emploi.fr'] },
  { name: 'apec', medium: 'job-board', hosts: ['apec.fr'] },
]

const GOOGLE_HOST = /(?:^|\.)google\.(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/

/** A direct visit, or a navigation inside the career site: no outside source. */
export const NO_SOURCE: Source = { source: '', medium: '', campaign: '' }

/**
 * The source of a page view of `url` with this `Referer`. utm parameters win (a company's
 * own tracking link says more than the site it was posted on); a parameter left out is
 * filled from the referrer where it can be.
 */
export function visitSource(url: URL, referrer: string | null): Source {
  const fromReferrer = referrerSource(referrer, url.host)
  const utm = (name: string) => normaliseSourceValue(url.searchParams.get(name) ?? '')
  return {
    source: utm('utm_source') || fromReferrer.source,
    medium: utm('utm_medium') || fromReferrer.medium,
    campaign: utm('utm_campaign'),
  }
}

/**
 * The referrer's group, or its host (without `www.`) with the medium 'referral' for any
 * other site; none for the site's own pages or an unreadable value.
 */
export function referrerSource(referrer: string | null, ownHost: string): Source {
  if (!referrer) return NO_SOURCE
  let host: string
  try {
    const url = new URL(referrer)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return NO_SOURCE
    host = url.hostname.toLowerCase()
  } catch {
    return NO_SOURCE
  }
  if (host === new URL(`http://${ownHost}`).hostname) return NO_SOURCE
  const group = GOOGLE_HOST.test(host)
    ? REFERRER_GROUPS[0]
    : REFERRER_GROUPS.find(({ hosts }) => hosts.some((known) => host === known || host.endsWith(`.${known}`)))
  if (group) return { source: group.name, medium: group.medium, campaign: '' }
  const named = normaliseSourceValue(host.replace(/^www\./, ''))
  return named ? { source: named, medium: 'referral', campaign: '' } : NO_SOURCE
}

/**
 * Lower case, trimmed, spaces as '-' (one, none at the ends), only letters, digits and `._-`
 * kept, at most 64 characters: 'Newsletter Mars 2026 ' and 'newsletter-mars-2026' are one
 * campaign.
 */
export function normaliseSourceValue(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9._-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, MAX_SOURCE_LENGTH)
}
