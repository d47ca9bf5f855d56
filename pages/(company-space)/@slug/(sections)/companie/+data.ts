import type { PageContextServer } from 'vike/types'
import { loadCompany } from '#server/page-data/company.server.ts'
import { companyPageData } from '#server/page-data/company-page.server.ts'

/** Company page: about, key figures (matched by label keywords), contact information. */
export async function data(pageContext: PageContextServer) {
  return companyPageData(pageContext, await loadCompany(pageContext))
}
export type Data = Awaited<ReturnType<typeof data>>
