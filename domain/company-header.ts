import type { BrandedCompany } from './branded-company.ts'

/** The part of a company every company-space page shows (layout, navigation, SEO). */
export type CompanyHeader = BrandedCompany & {
  coverImageUrl: string | null
  industry: string | null
  location: string | null
  website: string | null
  activeJobCount: number
}

/** Every company-space page's data has the header. */
export type CompanySpaceData = { header: CompanyHeader }
