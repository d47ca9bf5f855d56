import { foldedWords } from './fold-text.ts'
import { jsonText } from './json-text.ts'

// Where a job is (spec sections 2 and 3): its address chip, the list's location, and whether
// it is fully remote (the feeds' and JobPosting's TELECOMMUTE).

type AddressFields = {
  officeAddress: string | null
  zipCode: string | null
  city: string | null
  countryCode: string | null
}

/** The address chip: the stored office address, else '75011 Paris, FR' from whichever parts exist. */
export function addressLine(job: AddressFields): string | null {
  const office = jsonText(job.officeAddress)
  if (office !== null) return office
  const place = [jsonText(job.zipCode), jsonText(job.city)].filter((part) => part !== null).join(' ')
  const parts = [place, jsonText(job.countryCode)].filter((part) => part !== null && part !== '')
  return parts.length > 0 ? parts.join(', ') : null
}

/** Spec section 2: the job list shows city and country code ('Paris, FR', 'Paris', 'FR'). */
export function locationLabel(job: { city: string | null; countryCode: string | null }): string | null {
  const parts = [jsonText(job.city), jsonText(job.countryCode)].filter((part) => part !== null)
  return parts.length > 0 ? parts.join(', ') : null
}

/**
 * `remote` is free text. Only whole phrases that mean "always remote" count: a bare 'Télétravail' or
 * 'Hybride (2 jours de télétravail)' may mean partial remote work, so they do not.
 */
const FULLY_REMOTE_PHRASES = new Set([
  'remote',
  'full remote',
  'fully remote',
  'remote only',
  '100 remote',
  'remote 100',
  'teletravail complet',
  'teletravail total',
  'teletravail integral',
  'full teletravail',
  '100 teletravail',
  'teletravail 100',
  'totalement a distance',
  'entierement a distance',
  '100 a distance',
])

export function isFullyRemote(remote: string | null): boolean {
  return typeof remote === 'string' && FULLY_REMOTE_PHRASES.has(foldedWords(remote))
}
