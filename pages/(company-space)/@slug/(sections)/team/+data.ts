import type { PageContextServer } from 'vike/types'
import { galleryPhotos, officeList } from '#domain/company-lists.ts'
import { recruitmentSteps } from '#domain/recruitment-steps.ts'
import { seoTextFor } from '#domain/seo-text.ts'
import { loadCompany, toCompanyHeader } from '#server/page-data/company.server.ts'

/** Team page: work environment, recruitment steps, offices, tech stack, gallery. */
export async function data(pageContext: PageContextServer) {
  const company = await loadCompany(pageContext)
  return {
    header: toCompanyHeader(company),
    location: company.location ?? company.headquarters,
    sizeRange: company.sizeRange,
    foundedYear: company.foundedYear,
    steps: recruitmentSteps(company.recruitmentProcess),
    offices: officeList(company.offices),
    techStack: company.techStack.filter((item) => item.trim() !== ''),
    photos: galleryPhotos(company.photos),
    seo: seoTextFor(company.seoPages.team, pageContext.locale),
  }
}
export type Data = Awaited<ReturnType<typeof data>>
