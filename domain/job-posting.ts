import { foldText } from './fold-text.ts'
import type { JobDetail } from './job.ts'
import { hasJobDescription, jobDescriptionHtml } from './job-description.ts'
import { isFullyRemote } from './job-location.ts'
import { frenchRegionOf, streetAddressOf } from './postal-address.ts'
import { absoluteImageUrl, safeExternalUrl } from './safe-urls.ts'
import { parseSalaryPeriod, type SalaryPeriod, salaryBounds, salaryCurrency } from './salary.ts'

// schema.org JobPosting structured data for Google for Jobs (spec section 2: job pages carry job-posting
// structured data, with the location falling back to France). Google's field rules:
// https://developers.google.com/search/docs/appearance/structured-data/job-posting

// ---------------------------------------------------------------------------
// Employment type
// ---------------------------------------------------------------------------

/** Values Google accepts for employmentType. */
export const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
] as const

/** French contract names (and their usual English equivalents), folded: lowercase, no accents, no dashes. */
const EMPLOYMENT_TYPE_BY_CONTRACT: Record<string, (typeof EMPLOYMENT_TYPES)[number]> = {
  cdi: 'FULL_TIME',
  cdd: 'TEMPORARY',
  stage: 'INTERN',
  // An apprenticeship is paid work mixed with school: none of Google's types fits better.
  alternance: 'OTHER',
  freelance: 'CONTRACTOR',
  independant: 'CONTRACTOR',
  interim: 'TEMPORARY',
  'temps partiel': 'PART_TIME',
  'full time': 'FULL_TIME',
  'part time': 'PART_TIME',
  internship: 'INTERN',
  apprenticeship: 'OTHER',
  contractor: 'CONTRACTOR',
  temporary: 'TEMPORARY',
}

/** Google's employmentType for a stored contract_type; undefined (key left out) when unknown. */
export function employmentTypeOf(contractType: string | null): string | string[] | undefined {
  if (typeof contractType !== 'string') return undefined
  const key = foldText(contractType)
    .replace(/[\s_-]+/g, ' ')
    .trim()
  return EMPLOYMENT_TYPE_BY_CONTRACT[key]
}

// ---------------------------------------------------------------------------
// JobPosting
// ---------------------------------------------------------------------------

export const UNIT_TEXT: Record<SalaryPeriod, string> = {
  year: 'YEAR',
  month: 'MONTH',
  week: 'WEEK',
  day: 'DAY',
  hour: 'HOUR',
}

/** Google falls back on nothing: a job without a country would be dropped, and the spec says France. */
const DEFAULT_COUNTRY = 'FR'

/** Drops undefined values, so optional fields are left out rather than serialised as null. */
function compact(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined))
}

function present(value: string | null | undefined): string | undefined {
  const trimmed = typeof value === 'string' ? value.trim() : ''
  return trimmed === '' ? undefined : trimmed
}

function baseSalary(job: JobDetail): Record<string, unknown> | undefined {
  const { min, max } = salaryBounds(job)
  if (min === null && max === null) return undefined
  const period = parseSalaryPeriod(job.salaryPeriod)
  // "From 45,000" is a minimum, never an exact figure; "up to" a maximum.
  const amounts = compact({ minValue: min ?? undefined, maxValue: max ?? undefined })
  return {
    '@type': 'MonetaryAmount',
    currency: salaryCurrency(job.salaryCurrency),
    value: compact({
      '@type': 'QuantitativeValue',
      ...amounts,
      unitText: period === null ? undefined : UNIT_TEXT[period],
    }),
  }
}

export type JobPostingInput = {
  job: JobDetail
  company: { name: string; website: string | null; logoUrl: string | null; description: string | null }
  /** Canonical address of the job page. */
  url: string
  /** This site's origin ('https://jobs.example'), to make root-relative logos absolute. */
  origin: string
}

/** A date as JSON-LD writes it; undefined (key left out) when there is none. */
function isoDate(date: Date | null): string | undefined {
  return date !== null && Number.isFinite(date.getTime()) ? date.toISOString() : undefined
}

/**
 * The JobPosting object for a job page's <script type="application/ld+json">; see
 * serializeJsonLd. Null for a job without a description: Google wants the job's full
 * description, and a title or the company's boilerplate standing in is not one (ADR 035).
 * `validThrough` is the company's closing date, and only when it set one: Google asks to
 * leave it out when the posting does not expire or the date is unknown.
 */
export function buildJobPosting({ job, company, url, origin }: JobPostingInput): Record<string, unknown> | null {
  if (!hasJobDescription(job)) return null
  const country = present(job.countryCode) ?? DEFAULT_COUNTRY
  const remote = isFullyRemote(job.remote)
  return compact({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: jobDescriptionHtml(job, company.description),
    datePosted: isoDate(job.publishedAt),
    validThrough: isoDate(job.closesAt),
    employmentType: employmentTypeOf(job.contractType),
    hiringOrganization: compact({
      '@type': 'Organization',
      name: company.name,
      sameAs: safeExternalUrl(company.website) ?? undefined,
      logo: absoluteImageUrl(company.logoUrl, origin),
    }),
    jobLocation: {
      '@type': 'Place',
      address: compact({
        '@type': 'PostalAddress',
        streetAddress: streetAddressOf(job.officeAddress, job.zipCode, job.city),
        addressLocality: present(job.city),
        addressRegion: frenchRegionOf(job.zipCode, country),
        postalCode: present(job.zipCode),
        addressCountry: country,
      }),
    },
    jobLocationType: remote ? 'TELECOMMUTE' : undefined,
    applicantLocationRequirements: remote ? { '@type': 'Country', name: country } : undefined,
    baseSalary: baseSalary(job),
    // Candidates apply on this site, through the application form.
    directApply: true,
    identifier: { '@type': 'PropertyValue', name: company.name, value: job.id },
    url,
  })
}

// ---------------------------------------------------------------------------
// Serialisation
// ---------------------------------------------------------------------------

const JSON_LD_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/**
 * JSON for an inline <script> element. Escaping '<' means no text can write '</script>' or '<!--';
 * '>' and '&' follow for HTML parsers' sake, and U+2028/U+2029 for old JavaScript parsers. Every escape is
 * a valid JSON string escape, so JSON.parse gives back the same data.
 */
export function serializeJsonLd(data: unknown): string {
  return (JSON.stringify(data) ?? 'null').replace(/[<>&\u2028\u2029]/g, (char) => JSON_LD_ESCAPES[char] ?? char)
}
