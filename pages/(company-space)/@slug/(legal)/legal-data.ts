import type { PageContextServer } from 'vike/types'
import { loadCompany, toCompanyHeader, toDataController } from '#server/page-data/company.server.ts'

/**
 * The privacy policy and the terms: the company layout's header, the company as data
 * controller, and the provider's address (the processor's contact).
 */
export async function legalPageData(pageContext: PageContextServer) {
  const company = await loadCompany(pageContext)
  return {
    header: toCompanyHeader(company),
    controller: toDataController(company),
    providerEmail: pageContext.hono.get('config').contactEmail,
  }
}
export type LegalPageData = Awaited<ReturnType<typeof legalPageData>>
