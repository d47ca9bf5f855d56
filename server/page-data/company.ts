import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { readableAccent } from '../../domain/brand-color.ts'
import type { Company } from '../../domain/company.ts'
import type { CompanyHeader } from '../../domain/company-header.ts'
import { parseCompanySlug } from '../../domain/identifiers.ts'
import { getCompanyBySlug } from '../db/queries/companies.ts'

/**
 * The company of a company-space URL, or the not-found page (404) for a malformed or
 * unknown slug, or the error page (503) when the database fails: never a blank page.
 */
export async function loadCompany(pageContext: PageContextServer): Promise<Company> {
  const slug = parseCompanySlug(pageContext.routeParams.slug)
  if (!slug) throw render(404, 'company-not-found')
  let company: Company | null
  try {
    company = await getCompanyBySlug(pageContext.db.sql, slug)
  } catch (error) {
    console.error('company load failed', error instanceof Error ? error.message : 'unknown error')
    throw render(503, 'company-load-failed')
  }
  if (!company) throw render(404, 'company-not-found')
  return company
}

/** What the company layout shows (top bar, hero, navigation), trimmed for the client. */
export function toCompanyHeader(company: Company): CompanyHeader {
  return {
    slug: company.slug,
    name: company.name,
    logoUrl: company.logoUrl,
    coverImageUrl: company.coverImageUrl,
    industry: company.industry,
    location: company.location ?? company.headquarters,
    website: company.website,
    activeJobCount: company.activeJobCount,
    accentColor: readableAccent(company.accentColor),
  }
}
