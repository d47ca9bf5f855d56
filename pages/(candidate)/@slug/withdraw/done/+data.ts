import type { PageContextServer } from 'vike/types'
import { loadCompany, toBrandedCompany } from '#server/page-data/company.server.ts'

/** After a withdrawal: the company, for its brand bar and links (nothing of the candidate). */
export async function data(pageContext: PageContextServer) {
  const company = await loadCompany(pageContext)
  return {
    company: toBrandedCompany(company),
  }
}
export type Data = Awaited<ReturnType<typeof data>>
