import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { AbortReason } from '#domain/abort-reasons.ts'
import { readableAccent } from '#domain/brand-color.ts'
import type { BrandedCompany } from '#domain/branded-company.ts'
import type { Company } from '#domain/company.ts'
import type { CompanyHeader } from '#domain/company-header.ts'
import { parseCompanySlug } from '#domain/identifiers.ts'
import { safeExternalUrl } from '#domain/safe-urls.ts'
import type { Sql } from '../db/client.ts'
import { type DatedCompany, getCompanyBySlug } from '../db/queries/companies.ts'
import { logFailure } from '../log-failure.ts'
import { noCompanyEverAt } from '../slug-lookup.ts'
import { noteDataChangedAt } from './data-changed-at.server.ts'

/**
 * The company of a company-space URL, or the not-found page (404) for a malformed or
 * unknown slug, or the error page (503) when the database fails: never a blank page.
 */
export async function loadCompany(pageContext: PageContextServer): Promise<Company> {
  const { company } = await loadCompanySpace(pageContext, async (sql, slug) => {
    const company = await getCompanyBySlug(sql, slug)
    return company && { company }
  })
  return company
}

/**
 * As loadCompany, with what the page reads of the company in the same statement (ADR
 * 050): `read` gets the slug and returns null when no company has it. When the database
 * fails, the page's own 503 (`unavailable`): its one statement fails as a whole.
 */
export async function loadCompanySpace<Read extends { company: DatedCompany }>(
  pageContext: PageContextServer,
  read: (sql: Sql, slug: string) => Promise<Read | null>,
  unavailable: AbortReason = 'company-load-failed',
): Promise<Read> {
  const slug = companySlugOf(pageContext)
  let found: Read | null
  try {
    found = await read(pageContext.db.sql, slug)
  } catch (error) {
    logFailure('company load', error)
    throw render(503, unavailable)
  }
  if (!found) throw render(404, 'company-not-found')
  // Its pages show its texts and its jobs (listed, counted): dated by the later change.
  noteDataChangedAt(pageContext, found.company.spaceChangedAt)
  return found
}

/**
 * The company slug of a page's URL, or the not-found page (404) for a malformed slug or one
 * the host step found no company has or had (its 30 s isolate cache, ADR 083): an unknown
 * slug's page costs no statement of its own.
 */
export function companySlugOf(pageContext: PageContextServer): string {
  const slug = parseCompanySlug(pageContext.routeParams.slug)
  if (!slug || noCompanyEverAt(pageContext.hono?.get('slugLookup'), slug)) throw render(404, 'company-not-found')
  return slug
}

/** What every page of a company's space shows of it: brand bar and colour (domain/branded-company.ts). */
export function toBrandedCompany(company: Company): BrandedCompany {
  return {
    slug: company.slug,
    name: company.name,
    logoUrl: company.logoUrl,
    accentColor: readableAccent(company.accentColor),
  }
}

/** What the company layout shows (top bar, hero, navigation), trimmed for the client. */
export function toCompanyHeader(company: Company): CompanyHeader {
  return {
    ...toBrandedCompany(company),
    coverImageUrl: company.coverImageUrl,
    industry: company.industry,
    location: company.location ?? company.headquarters,
    website: company.website,
    activeJobCount: company.activeJobCount,
    indexable: Boolean(company.description?.trim()) || company.activeJobCount > 0,
  }
}

/**
 * The company as the data controller of its candidates' applications, as its privacy
 * policy and terms name it (ADR 025): its name and whatever contact details it has.
 */
export function toDataController(company: Company) {
  return {
    name: company.name,
    headquarters: company.headquarters,
    website: safeExternalUrl(company.website),
    phone: company.companiesPhone,
    email: company.applicationsEmail,
  }
}
export type DataController = ReturnType<typeof toDataController>
