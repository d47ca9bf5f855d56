import { cdata, descriptionHtml, type FeedJob, type FeedMeta, present, rfc822 } from './feeds.ts'
import { foldText } from './fold-text.ts'
import { isFullyRemote } from './job-location.ts'
import { employmentTypeOf } from './job-posting.ts'
import { frenchRegionOf } from './postal-address.ts'
import { parseSalaryPeriod, salaryBounds, salaryCurrency } from './salary.ts'

// The XML job feed aggregators import (Indeed's format, also read by most other aggregators):
// a head, one <job> per visible job, a tail. Written in parts so that the Worker streams a
// file of tens of thousands of jobs as it reads them (server/services/feed-files.ts).

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

/** The aggregator's job type; an unmapped contract (alternance...) is passed on in the feed's language. */
function jobType(job: FeedJob): string | null {
  const type = employmentTypeOf(job.contractType)
  const mapped = typeof type === 'string' ? JOB_TYPES[type] : undefined
  return mapped ?? present(job.labels.contract) ?? present(job.contractType)
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

/** One job of the feed. */
export function aggregatorJob(job: FeedJob, companyName: string): string {
  const optional = (name: string, value: string | null | undefined) =>
    value === null || value === undefined ? '' : cdataElement(name, value)
  // Spec section 2: a job without a country is in France.
  const country = present(job.countryCode) ?? 'FR'
  return [
    '<job>',
    cdataElement('title', job.title),
    optional('date', rfc822(job.publishedAt)),
    cdataElement('referencenumber', job.id),
    cdataElement('url', job.url),
    cdataElement('company', companyName),
    cdataElement('city', present(job.city)),
    // The region, from the postcode's département as in the JobPosting; left out where it
    // is not known (abroad, no postcode) rather than sent empty.
    optional('state', frenchRegionOf(job.zipCode, country)),
    cdataElement('country', country),
    cdataElement('postalcode', present(job.zipCode)),
    cdataElement('description', descriptionHtml(job)),
    optional('salary', salaryText(job)),
    optional('jobtype', jobType(job)),
    optional('remotetype', remoteType(job.remote)),
    optional('experience', present(job.labels.experience)),
    '</job>',
  ]
    .filter((line) => line !== '')
    .join('\n')
}

/** Everything before the jobs: the publisher, and the date of the last change the feed lists. */
export function jobsXmlFeedHead(meta: FeedMeta, publisher: { name: string; url: string }): string {
  const lastBuild = meta.lastBuildDate === null ? null : rfc822(meta.lastBuildDate)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<source>',
    cdataElement('publisher', publisher.name),
    cdataElement('publisherurl', publisher.url),
    lastBuild === null ? '' : cdataElement('lastBuildDate', lastBuild),
  ]
    .filter((line) => line !== '')
    .map((line) => `${line}\n`)
    .join('')
}

export const JOBS_XML_FEED_TAIL = '</source>\n'

/** A whole feed in memory: for a bounded list of jobs (tests, small companies). */
export function buildJobsXmlFeed(meta: FeedMeta, jobs: FeedJob[], publisher: { name: string; url: string }): string {
  return `${jobsXmlFeedHead(meta, publisher)}${jobs.map((job) => `${aggregatorJob(job, meta.companyName)}\n`).join('')}${JOBS_XML_FEED_TAIL}`
}
