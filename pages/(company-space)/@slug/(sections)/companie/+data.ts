import type { PageContextServer } from 'vike/types'
import { companyTurnover, genderSplit, matchKeyFigures } from '#domain/key-figures.ts'
import { safeExternalUrl } from '#domain/safe-urls.ts'
import { seoTextFor } from '#domain/seo-text.ts'
import { loadCompany, toCompanyHeader } from '#server/page-data/company.server.ts'

/** Company page: about, key figures (matched by label keywords), contact information. */
export async function data(pageContext: PageContextServer) {
  const company = await loadCompany(pageContext)
  const keyFigures = matchKeyFigures(company.keyFigures)
  return {
    header: toCompanyHeader(company),
    description: company.description,
    keyFigures,
    genderSplit: genderSplit(keyFigures),
    // A turnover key figure wins; otherwise the company's own turnover or turnover_rate.
    turnover: keyFigures.matched.turnover ? null : companyTurnover(company),
    headquarters: company.headquarters,
    website: safeExternalUrl(company.website),
    seo: seoTextFor(company.seoPages.company, pageContext.locale),
  }
}
export type Data = Awaited<ReturnType<typeof data>>
