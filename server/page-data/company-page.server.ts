import type { PageContextServer } from 'vike/types'
import type { Company } from '#domain/company.ts'
import { companyTurnover, genderSplit, matchKeyFigures } from '#domain/key-figures.ts'
import type { PreviewNote } from '#domain/preview-note.ts'
import { safeExternalUrl } from '#domain/safe-urls.ts'
import { seoTextFor } from '#domain/seo-text.ts'
import { toCompanyHeader } from './company.server.ts'

/**
 * What the company page shows: about, key figures (matched by label keywords), contact
 * information. The public page's data, and the editor's preview of it with what an owner
 * typed (ADR 074): one page draws both.
 */
export function companyPageData(pageContext: PageContextServer, company: Company, preview: PreviewNote | null = null) {
  const keyFigures = matchKeyFigures(company.keyFigures)
  return {
    // A preview is never offered to search engines nor to sharing (its address is private).
    header: preview ? { ...toCompanyHeader(company), indexable: false } : toCompanyHeader(company),
    personalLink: preview !== null,
    description: company.description,
    keyFigures,
    genderSplit: genderSplit(keyFigures),
    // A turnover key figure wins; otherwise the company's own turnover or turnover_rate.
    turnover: keyFigures.matched.turnover ? null : companyTurnover(company),
    headquarters: company.headquarters,
    website: safeExternalUrl(company.website),
    seo: seoTextFor(company.seoPages.company, pageContext.locale),
    preview,
  }
}
