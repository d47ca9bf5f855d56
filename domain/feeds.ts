import { jobDescriptionHtml, jobDescriptionText } from './job-description.ts'
import { INTL_LOCALE } from './locale.ts'
import { escapeXml, stripInvalidXmlChars } from './markup-escapes.ts'

// Job feeds of one company's visible jobs: RSS 2.0 and JSON Feed 1.1 for feed readers, and the Indeed-style
// XML that job aggregators import (domain/jobs-xml-feed.ts). Pure string building: jobs come sorted newest first and keep that order.

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
  experienceLevel: string | null
  /** Contract, remote work and experience in the feed's language (what the job's page shows). */
  labels: FeedLabels
  salaryMin: string | null
  salaryMax: string | null
  salaryCurrency: string | null
  salaryPeriod: string | null
}

export type FeedLabels = { contract: string | null; remote: string | null; experience: string | null }

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
  /**
   * The last change of anything the feed lists (a job published, edited or closed, the
   * company's texts): not its newest job's date, which goes back when that job closes.
   */
  lastBuildDate: Date | null
}

// ---------------------------------------------------------------------------
// Text helpers
// ---------------------------------------------------------------------------

/** A CDATA section; ']]>' in the data would close it early, so it is split across two sections. */
export function cdata(text: string): string {
  return `<![CDATA[${stripInvalidXmlChars(text).replaceAll(']]>', ']]]]><![CDATA[>')}]]>`
}

/** A trimmed, non-empty string or null. */
export function present(value: string | null | undefined): string | null {
  const trimmed = typeof value === 'string' ? value.trim() : ''
  return trimmed === '' ? null : trimmed
}

/** An invalid Date has no RFC 822 or ISO form (toISOString throws): such dates are left out. */
function validDate(date: Date): Date | null {
  return Number.isFinite(date.getTime()) ? date : null
}

/** RFC 822 date, as RSS and the aggregators want it: 'Wed, 18 Nov 2026 08:00:00 GMT'. */
export function rfc822(date: Date): string | null {
  return validDate(date)?.toUTCString() ?? null
}

/** The same description as the job's JobPosting: never empty, never just the title when there is more. */
export function descriptionHtml(job: FeedJob): string {
  return jobDescriptionHtml(job, job.companyDescription)
}

function descriptionText(job: FeedJob): string {
  return jobDescriptionText(job, job.companyDescription)
}

// ---------------------------------------------------------------------------
// RSS 2.0 (https://www.rssboard.org/rss-specification)
// ---------------------------------------------------------------------------

/** The job's contract, remote work and experience, worded in the feed's language. */
function labelsOf(job: FeedJob): string[] {
  const { contract, remote, experience } = job.labels
  return [contract, remote, experience].map(present).filter((label) => label !== null)
}

function rssItem(job: FeedJob): string {
  const pubDate = rfc822(job.publishedAt)
  const url = escapeXml(job.url)
  return [
    '<item>',
    `<title>${escapeXml(job.title)}</title>`,
    `<link>${url}</link>`,
    // The job's id, not its address: the address changes with the company's slug, and a
    // reader would take every job of a renamed company for a new one (ADR 037).
    `<guid isPermaLink="false">${escapeXml(job.id)}</guid>`,
    pubDate === null ? '' : `<pubDate>${pubDate}</pubDate>`,
    // Escaped HTML rather than CDATA: readers unescape it once, and no text can close the element.
    `<description>${escapeXml(descriptionHtml(job))}</description>`,
    ...labelsOf(job).map((label) => `<category>${escapeXml(label)}</category>`),
    '</item>',
  ]
    .filter((line) => line !== '')
    .join('\n')
}

export function buildRss(meta: FeedMeta, jobs: FeedJob[]): string {
  const lastBuild = meta.lastBuildDate === null ? null : validDate(meta.lastBuildDate)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeXml(meta.title)}</title>`,
    `<link>${escapeXml(meta.homePageUrl)}</link>`,
    `<description>${escapeXml(meta.description)}</description>`,
    `<language>${INTL_LOCALE[meta.language]}</language>`,
    // Without a known change there is no meaningful build date, and the element is optional.
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
  const tags = labelsOf(job)
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
