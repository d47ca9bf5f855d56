/**
 * The one view of a company that every page of its space shows: the brand bar's logo and
 * name linking to its home, and its accent colour over the whole page (components/brand-scope.tsx).
 */
export type BrandedCompany = {
  slug: string
  name: string
  logoUrl: string | null
  /** The company's accent colour when it is readable (domain/brand-color.ts), else null. */
  accentColor: string | null
}

/** The data of every page in a company's job space and of a candidate's pages. */
export type BrandedPageData = { company: BrandedCompany }
