import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { parseCompanySlug } from '../../domain/identifiers.ts'
import { getCompanyBySlug } from '../../server/db/queries/companies.ts'

/** Company home: what the page shows, nothing more goes to the client. */
export async function data(pageContext: PageContextServer) {
  const slug = parseCompanySlug(pageContext.routeParams.slug)
  if (!slug) throw render(404)
  const company = await getCompanyBySlug(pageContext.db.sql, slug)
  if (!company) throw render(404)
  return {
    company: {
      slug: company.slug,
      name: company.name,
      logoUrl: company.logoUrl,
      baseline: company.baseline,
      companiesPhone: company.companiesPhone,
      seo: company.seoPages.homepage ?? null,
    },
  }
}
export type Data = Awaited<ReturnType<typeof data>>
