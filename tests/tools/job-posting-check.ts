import { EMPLOYMENT_TYPES, UNIT_TEXT } from '#domain/job-posting.ts'

// What Google's rich result test checks in a JobPosting, for tests to run on every page's posting.
// https://developers.google.com/search/docs/appearance/structured-data/job-posting

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
