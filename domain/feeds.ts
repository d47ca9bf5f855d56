import { foldText } from './fold-text.ts'
import { hasJobDescription, jobDescriptionHtml, jobDescriptionText } from './job-description.ts'
import { isFullyRemote } from './job-location.ts'
import { employmentTypeOf } from './job-posting.ts'
import { INTL_LOCALE } from './locale.ts'
import { escapeXml, stripInvalidXmlChars } from './markup-escapes.ts'
import { parseSalaryPeriod, salaryBounds, salaryCurrency } from './salary.ts'

// Job feeds of one company's visible jobs: RSS 2.0 and JSON Feed 1.1 for feed readers, and the Indeed-style
// XML that job aggregators import. Pure string building: jobs come sorted newest first and keep that order.

export type FeedJob = {
  id: string
  title: string
  /** Absolute address of the job page. */
  url: string
  /** When the job was first published (jobs.published_at, ADR 035). */
  publishedAt: Date
  description: string | null
  profile: string | null
  recruitmentProcess: string | null
  /** What describes a job without texts of its own, as on its page and in its JobPosting. */
  companyDescription: string | null
  city: string | null
  zipCode: string | null
  countryCode: string | null
  contractType: string | null
  remote: string | null
  salaryMin: string | null
  salaryMax: string | null
  salaryCurrency: string | null
  salaryPeriod: string | null
}

export type FeedMeta = {
  title: string
  description: string
  homePageUrl: string
  feedUrl: string
  /** The next (older) page of the feed, when there is one: RSS and JSON Feed link to it. */
  nextUrl?: string | null
  language: 'fr' | 'en'
  companyName: string
  companyUrl: string | null
}

// ---------------------------------------------------------------------------
// Text helpers
// ---------------------------------------------------------------------------

/** A CDATA section; ']]>' in the data would close it early, so it is split across two sections. */
function cdata(text: string): string {
  return `<![CDATA[${stripInvalidXmlChars(text).replaceAll(']]>', ']]]]><![CDATA[>')}]]>`
}

/** A trimmed, non-empty string or null. */
function present(value: string | null | undefined): string | null {
  const trimmed = typeof value === 'string' ? value.trim() : ''
  return trimmed === '' ? null : trimmed
}

/** An invalid Date has no RFC 822 or ISO form (toISOString throws): such dates are left out. */
function validDate(date: Date): Date | null {
  return Number.isFinite(date.getTime()) ? date : null
}

/** RFC 822 date, as RSS and the aggregators want it: 'Wed, 18 Nov 2026 08:00:00 GMT'. */
function rfc822(date: Date): string | null {
  return validDate(date)?.toUTCString() ?? null
}

/** The newest valid creation date; null without jobs. Not just the first job, in case the order is off. */
function newestDate(jobs: FeedJob[]): Date | null {
  let newest: Date | null = null
  for (const job of jobs) {
    const date = validDate(job.publishedAt)
    if (date !== null && (newest === null || date > newest)) newest = date
  }
  return newest
}

/** The same description as the job's JobPosting: never empty, never just the title when there is more. */
function descriptionHtml(job: FeedJob): string {
  return jobDescriptionHtml(job, job.companyDescription)
}

function descriptionText(job: FeedJob): string {
  return jobDescriptionText(job, job.companyDescription)
}

// ---------------------------------------------------------------------------
// RSS 2.0 (https://www.rssboard.org/rss-specification)
// ---------------------------------------------------------------------------

function rssItem(job: FeedJob): string {
  const pubDate = rfc822(job.publishedAt)
  const category = present(job.contractType)
  const url = escapeXml(job.url)
  return [
    '<item>',
    `<title>${escapeXml(job.title)}</title>`,
    `<link>${url}</link>`,
    `<guid isPermaLink="true">${url}</guid>`,
    pubDate === null ? '' : `<pubDate>${pubDate}</pubDate>`,
    // Escaped HTML rather than CDATA: readers unescape it once, and no text can close the element.
    `<description>${escapeXml(descriptionHtml(job))}</description>`,
    category === null ? '' : `<category>${escapeXml(category)}</category>`,
    '</item>',
  ]
    .filter((line) => line !== '')
    .join('\n')
}

export function buildRss(meta: FeedMeta, jobs: FeedJob[]): string {
  const lastBuild = newestDate(jobs)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeXml(meta.title)}</title>`,
    `<link>${escapeXml(meta.homePageUrl)}</link>`,
    `<description>${escapeXml(meta.description)}</description>`,
    `<language>${INTL_LOCALE[meta.language]}</language>`,
    // Without jobs there is no meaningful build date, and the element is optional.
    lastBuild === null ? '' : `<lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>`,
    `<atom:link href="${escapeXml(meta.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    // RFC 5005 paged feed: readers that page follow it to older items.
    meta.nextUrl ? `<atom:link href="${escapeXml(meta.nextUrl)}" rel="next" type="application/rss+xml"/>` : '',
    ...jobs.map(rssItem),
    '</channel>',
    '</rss>',
  ]
    .filter((line) => line !== '')
    .join('\n')
    .concat('\n')
}

// ---------------------------------------------------------------------------
// JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/)
// ---------------------------------------------------------------------------

function jsonFeedItem(job: FeedJob): Record<string, unknown> {
  const tags = [present(job.contractType), present(job.remote)].filter((tag) => tag !== null)
  // Undefined keys are dropped by JSON.stringify: optional fields are left out rather than null.
  return {
    id: job.id,
    url: job.url,
    title: job.title,
    content_html: descriptionHtml(job),
    content_text: descriptionText(job),
    date_published: validDate(job.publishedAt)?.toISOString(),
    tags: tags.length > 0 ? tags : undefined,
  }
}

export function buildJsonFeed(meta: FeedMeta, jobs: FeedJob[]): string {
  const companyUrl = present(meta.companyUrl)
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: meta.title,
    home_page_url: meta.homePageUrl,
    feed_url: meta.feedUrl,
    next_url: meta.nextUrl ?? undefined,
    description: meta.description,
    language: INTL_LOCALE[meta.language],
    authors: [{ name: meta.companyName, url: companyUrl ?? undefined }],
    items: jobs.map(jsonFeedItem),
  }
  return JSON.stringify(feed, null, 2)
}

// ---------------------------------------------------------------------------
// Job aggregator XML (Indeed's format, also read by most other aggregators)
// ---------------------------------------------------------------------------

/** Aggregators expect every text child in CDATA; an empty value is an empty element. */
function cdataElement(name: string, value: string | null): string {
  return value === null || value === '' ? `<${name}></${name}>` : `<${name}>${cdata(value)}</${name}>`
}

const JOB_TYPES: Record<string, string> = {
  FULL_TIME: 'fulltime',
  PART_TIME: 'parttime',
  CONTRACTOR: 'contract',
  TEMPORARY: 'temporary',
  INTERN: 'internship',
}

/** The aggregator's job type; an unmapped contract (alternance...) is passed on as typed. */
function jobType(contractType: string | null): string | null {
  const type = employmentTypeOf(contractType)
  const mapped = typeof type === 'string' ? JOB_TYPES[type] : undefined
  return mapped ?? present(contractType)
}

function remoteType(remote: string | null): string | null {
  if (isFullyRemote(remote)) return 'Fully remote'
  // 'hybrid' also matches French 'hybride'.
  return remote !== null && foldText(remote).includes('hybrid') ? 'Hybrid remote' : null
}

/** '45000-55000 EUR per year'; null when no amount is usable. */
function salaryText(job: FeedJob): string | null {
  const { min, max } = salaryBounds(job)
  if (min === null && max === null) return null
  // Stored decimals come back as numbers: '45000.00' is written 45000.
  const amounts = min !== null && max !== null && min !== max ? `${min}-${max}` : String(min ?? max)
  const period = parseSalaryPeriod(job.salaryPeriod)
  const currency = salaryCurrency(job.salaryCurrency)
  return period === null ? `${amounts} ${currency}` : `${amounts} ${currency} per ${period}`
}

function aggregatorJob(job: FeedJob, companyName: string): string {
  const optional = (name: string, value: string | null) => (value === null ? '' : cdataElement(name, value))
  return [
    '<job>',
    cdataElement('title', job.title),
    optional('date', rfc822(job.publishedAt)),
    cdataElement('referencenumber', job.id),
    cdataElement('url', job.url),
    cdataElement('company', companyName),
    cdataElement('city', present(job.city)),
    cdataElement('state', null),
    // Spec section 2: a job without a country is in France.
    cdataElement('country', present(job.countryCode) ?? 'FR'),
    cdataElement('postalcode', present(job.zipCode)),
    cdataElement('description', descriptionHtml(job)),
    optional('salary', salaryText(job)),
    optional('jobtype', jobType(job.contractType)),
    optional('remotetype', remoteType(job.remote)),
    '</job>',
  ]
    .filter((line) => line !== '')
    .join('\n')
}

export function buildJobsXmlFeed(meta: FeedMeta, jobs: FeedJob[], publisher: { name: string; url: string }): string {
  // Aggregators want each job's full description: a job without one waits until it has it (ADR 035).
  const listed = jobs.filter(hasJobDescription)
  const lastBuild = newestDate(listed)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<source>',
    cdataElement('publisher', publisher.name),
    cdataElement('publisherurl', publisher.url),
    lastBuild === null ? '' : cdataElement('lastBuildDate', lastBuild.toUTCString()),
    ...listed.map((job) => aggregatorJob(job, meta.companyName)),
    '</source>',
  ]
    .filter((line) => line !== '')
    .join('\n')
    .concat('\n')
}
