import type { PageContextServer } from 'vike/types'
import { displayPhone } from '#domain/phone-display.ts'
import { seoTextFor } from '#domain/seo-text.ts'
import { loadCompany, toCompanyHeader } from '#server/page-data/company.server.ts'

/** Company home: what the page shows, nothing more goes to the client. */
export async function data(pageContext: PageContextServer) {
  const company = await loadCompany(pageContext)
  return {
    header: toCompanyHeader(company),
    baseline: company.baseline,
    // Formatted here: the formatting rules stay out of the page's JavaScript.
    companiesPhone: displayPhone(company.companiesPhone),
    seo: seoTextFor(company.seoPages.homepage, pageContext.locale),
  }
}
export type Data = Awaited<ReturnType<typeof data>>
