import { safeExternalUrl } from './company-facts.ts'
import type { JobDetail } from './job.ts'
import {
  foldText,
  isFullyRemote,
  parseSalaryPeriod,
  type SalaryPeriod,
  salaryBounds,
  salaryCurrency,
} from './job-format.ts'

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
// Description HTML
// ---------------------------------------------------------------------------

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Job texts are plain text typed by recruiters: every character of markup in them is shown, never run. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char)
}

const BULLET = /^\s*-\s+/

/** One paragraph of text: runs of '- ' lines become a list, other runs a <p> with <br> between lines. */
function paragraphHtml(paragraph: string): string {
  const lines = paragraph
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line !== '')
  let html = ''
  let index = 0
  while (index < lines.length) {
    const run: string[] = []
    const bullet = BULLET.test(lines[index] ?? '')
    while (index < lines.length && BULLET.test(lines[index] ?? '') === bullet) {
      run.push(lines[index] ?? '')
      index += 1
    }
    html += bullet
      ? `<ul>${run.map((line) => `<li>${escapeHtml(line.replace(BULLET, ''))}</li>`).join('')}</ul>`
      : `<p>${run.map(escapeHtml).join('<br>')}</p>`
  }
  return html
}

/** A text block as HTML: paragraphs are separated by one or more blank (or whitespace-only) lines. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n(?:[^\S\n]*\n)+/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map(paragraphHtml)
    .join('')
}

/** Google requires a description: the job's texts in page order, else its title. */
function descriptionHtml(job: JobDetail): string {
  const blocks = [job.description, job.profile, job.recruitmentProcess].filter(
    (block): block is string => typeof block === 'string' && block.trim() !== '',
  )
  return blocks.length > 0 ? blocks.map(textToHtml).join('') : `<p>${escapeHtml(job.title)}</p>`
}

// ---------------------------------------------------------------------------
// JobPosting
// ---------------------------------------------------------------------------

const UNIT_TEXT: Record<SalaryPeriod, string> = { year: 'YEAR', month: 'MONTH', week: 'WEEK', day: 'DAY', hour: 'HOUR' }

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

/** Google wants an absolute logo URL: root-relative paths are resolved on our origin, other schemes refused. */
function absoluteLogoUrl(logoUrl: string | null, origin: string): string | undefined {
  const logo = present(logoUrl)
  if (logo === undefined || /[\s\p{Cc}]/u.test(logo)) return undefined
  // '//host' and '/\host' are other sites, not paths on ours.
  const isPath = logo.startsWith('/') && !/^\/[/\\]/.test(logo)
  if (!isPath && !/^https?:\/\//i.test(logo)) return undefined
  try {
    const url = isPath ? new URL(logo, origin) : new URL(logo)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}

function baseSalary(job: JobDetail): Record<string, unknown> | undefined {
  const { min, max } = salaryBounds(job)
  if (min === null && max === null) return undefined
  const period = parseSalaryPeriod(job.salaryPeriod)
  const amounts = min !== null && max !== null ? { minValue: min, maxValue: max } : { value: min ?? max }
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
  company: { name: string; website: string | null; logoUrl: string | null }
  /** Canonical address of the job page. */
  url: string
  /** This site's origin ('https://jobs.example'), to make root-relative logos absolute. */
  origin: string
}

/** The JobPosting object for a job page's <script type="application/ld+json">; see serializeJsonLd. */
export function buildJobPosting({ job, company, url, origin }: JobPostingInput): Record<string, unknown> {
  const country = present(job.countryCode) ?? DEFAULT_COUNTRY
  const remote = isFullyRemote(job.remote)
  const createdAt = job.createdAt.getTime()
  return compact({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job),
    datePosted: Number.isFinite(createdAt) ? job.createdAt.toISOString() : undefined,
    employmentType: employmentTypeOf(job.contractType),
    hiringOrganization: compact({
      '@type': 'Organization',
      name: company.name,
      sameAs: safeExternalUrl(company.website) ?? undefined,
      logo: absoluteLogoUrl(company.logoUrl, origin),
    }),
    jobLocation: {
      '@type': 'Place',
      address: compact({
        '@type': 'PostalAddress',
        streetAddress: present(job.officeAddress),
        addressLocality: present(job.city),
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

// ---------------------------------------------------------------------------
// Validation (used by tests)
// ---------------------------------------------------------------------------

const UNIT_TEXTS = new Set(Object.values(UNIT_TEXT))
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

function locationProblems(data: Record<string, unknown>): string[] {
  const locations = Array.isArray(data.jobLocation) ? data.jobLocation : [data.jobLocation]
  const located =
    data.jobLocation !== undefined &&
    locations.length > 0 &&
    locations.every(
      (place) => isRecord(place) && isRecord(place.address) && nonEmptyString(place.address.addressCountry),
    )
  const remote = data.jobLocationType === 'TELECOMMUTE' && data.applicantLocationRequirements !== undefined
  if (data.jobLocation !== undefined && !located) return ['jobLocation.address.addressCountry is missing']
  if (!located && !remote) {
    return ['jobLocation (or jobLocationType TELECOMMUTE with applicantLocationRequirements) is missing']
  }
  return []
}

function salaryProblems(salary: unknown): string[] {
  if (!isRecord(salary)) return ['baseSalary is not an object']
  const problems: string[] = []
  if (typeof salary.currency !== 'string' || !/^[A-Z]{3}$/.test(salary.currency)) {
    problems.push('baseSalary.currency is not a three-letter ISO 4217 code')
  }
  const value = salary.value
  if (!isRecord(value)) return [...problems, 'baseSalary.value is not a QuantitativeValue']
  const amounts = (['minValue', 'maxValue', 'value'] as const).filter((key) => value[key] !== undefined)
  if (amounts.length === 0) problems.push('baseSalary.value has no minValue, maxValue or value')
  for (const key of amounts) {
    const amount = value[key]
    if (typeof amount !== 'number' || !Number.isFinite(amount)) problems.push(`baseSalary.value.${key} is not a number`)
  }
  const { minValue, maxValue } = value
  if (typeof minValue === 'number' && typeof maxValue === 'number' && maxValue < minValue) {
    problems.push('baseSalary.value.maxValue is below minValue')
  }
  if (value.unitText !== undefined && !UNIT_TEXTS.has(String(value.unitText))) {
    problems.push('baseSalary.value.unitText is not HOUR, DAY, WEEK, MONTH or YEAR')
  }
  return problems
}

/** Problems Google's rich result test would report for required fields; empty when the posting is valid. */
export function checkJobPosting(data: Record<string, unknown>): string[] {
  const problems: string[] = []
  if (data['@type'] !== 'JobPosting') problems.push("@type is not 'JobPosting'")
  if (!nonEmptyString(data.title)) problems.push('title is missing')
  if (!nonEmptyString(data.description)) problems.push('description is missing')
  const datePosted = data.datePosted
  if (typeof datePosted !== 'string' || !ISO_DATE.test(datePosted) || !Number.isFinite(Date.parse(datePosted))) {
    problems.push('datePosted is not an ISO 8601 date')
  }
  const organization = data.hiringOrganization
  if (!isRecord(organization) || !nonEmptyString(organization.name)) problems.push('hiringOrganization.name is missing')
  problems.push(...locationProblems(data))
  if (data.employmentType !== undefined) {
    const types = Array.isArray(data.employmentType) ? data.employmentType : [data.employmentType]
    const allowed: readonly unknown[] = EMPLOYMENT_TYPES
    if (types.length === 0 || types.some((type) => !allowed.includes(type))) {
      problems.push(`employmentType is not one of ${EMPLOYMENT_TYPES.join(', ')}`)
    }
  }
  if (data.baseSalary !== undefined) problems.push(...salaryProblems(data.baseSalary))
  return problems
}
