import type { BrandedCompany } from './branded-company.ts'

/** The part of a company every company-space page shows (layout, navigation, SEO). */
export type CompanyHeader = BrandedCompany & {
  coverImageUrl: string | null
  industry: string | null
  location: string | null
  website: string | null
  activeJobCount: number
}

/**
 * Every company-space page's data has the header. `personalLink`: the page's address
 * carries its visitor's token (an alert's e-mailed link), so nothing on it offers to share it.
 */
export type CompanySpaceData = { header: CompanyHeader; personalLink?: boolean }
