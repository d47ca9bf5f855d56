import type { BrandedCompany } from './branded-company.ts'

/** The part of a company every company-space page shows (layout, navigation, SEO). */
export type CompanyHeader = BrandedCompany & {
  coverImageUrl: string | null
  industry: string | null
  location: string | null
  website: string | null
  activeJobCount: number
  /**
   * Whether search engines may index the space: it has a description or a visible offer.
   * A space just created in the workspace has neither, a thin page.
   */
  indexable: boolean
}

/**
 * Every company-space page's data has the header. `personalLink`: the page's address
 * carries its visitor's token (an alert's e-mailed link), so nothing on it offers to share it.
 */
export type CompanySpaceData = { header: CompanyHeader; personalLink?: boolean }
