/** The part of a company every company-space page shows (layout, navigation, SEO). */
export type CompanyHeader = {
  slug: string
  name: string
  logoUrl: string | null
  coverImageUrl: string | null
  industry: string | null
  location: string | null
  website: string | null
  activeJobCount: number
  /** The company's accent colour when it is readable (domain/brand-color.ts). */
  accentColor: string | null
}

/** Every company-space page's data has the header. */
export type CompanySpaceData = { header: CompanyHeader }
