import { SEED_COMPANIES } from './seed-ids.ts'

const company = SEED_COMPANIES.complete.slug

/**
 * The landing and the complete company's public pages other than a job's, in both
 * languages: what the checks of every public page (headers, storage) start from.
 */
export const LANDING_AND_COMPANY_PAGES = [
  '/fr/',
  `/en/${company}`,
  `/fr/${company}/companie`,
  `/en/${company}/team`,
  `/fr/${company}/jobs`,
]
