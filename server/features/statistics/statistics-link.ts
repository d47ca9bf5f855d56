import type { Locale } from '#domain/locale.ts'
import { companyPaths, localizedPath } from '#domain/paths.ts'
import { platformOnly, publicUrl } from '#domain/public-urls.ts'
import type { Sql } from '../../db/client.ts'
import { signToken, type TokenCheck, verifyToken } from '../../services/signed-tokens.ts'
import { primaryHostnames } from '../custom-hosts/company-hosts.ts'
import type { LinkSigning } from '../deliveries/link-signing.ts'

/**
 * The signed link of a company's statistics page (ADR 043), made like the CV links (ADR
 * 023): a token naming the company, valid 30 days, renewed by every weekly e-mail and by
 * `npm run stats:link`. It travels in the query, never in a path (paths are logged with
 * 404s, queries never are), and the page answers `no-referrer`, so no other site sees it.
 */
export const STATISTICS_LINK_DAYS = 30

export function statisticsToken(secret: string, companyId: string, now: Date = new Date()): Promise<string> {
  const expiresAt = new Date(now.getTime() + STATISTICS_LINK_DAYS * 24 * 60 * 60 * 1000)
  return signToken(secret, { purpose: 'company-statistics', subject: companyId, expiresAt })
}

export function checkStatisticsToken(secret: string, token: string, now?: Date): Promise<TokenCheck> {
  return verifyToken(secret, token, 'company-statistics', now)
}

/** The page's path with its token and, optionally, its period, order or format (relative). */
export function statisticsPath(
  locale: Locale,
  companySlug: string,
  token: string,
  query: Record<string, string> = {},
): string {
  const search = new URLSearchParams({ token, ...query })
  return `${localizedPath(locale, companyPaths.statistics(companySlug))}?${search}`
}

/** A fresh link to a company's page, for an e-mail or the operator's command. */
export async function freshStatisticsUrl(
  signing: LinkSigning,
  company: { id: string; slug: string },
  locale: Locale,
  now?: Date,
): Promise<string> {
  const token = await statisticsToken(signing.secret, company.id, now)
  // On the company's own domain when it has one (ADR 044): its platform URL would redirect there.
  const origins = signing.origins ?? platformOnly(signing.origin)
  const search = new URLSearchParams({ token })
  return publicUrl(origins, locale, companyPaths.statistics(company.slug), `?${search}`)
}

/** `signing` with where `slugs`' pages are published (their own domains, if any). */
export async function signingForCompanies(sql: Sql, signing: LinkSigning, slugs: readonly string[]) {
  const companyHosts = await primaryHostnames(sql, slugs)
  return { ...signing, origins: { platform: signing.origin, companyHosts } }
}

export type OperatorLink = { ok: true; url: string; expiresAt: Date } | { ok: false; reason: 'unknown' | 'starter' }

/**
 * The link an operator gives a company (`npm run stats:link -- <slug>`): refused for a
 * company that does not exist, and for a Starter company, which has no statistics (its
 * visits are not counted: statistics are Pro's, ADR 041 and 043).
 */
export async function operatorStatisticsLink(
  sql: Sql,
  signing: LinkSigning,
  slug: string,
  locale: Locale,
  now: Date = new Date(),
): Promise<OperatorLink> {
  const [company] = await sql<{ id: string; slug: string; plan: string }[]>`
    select id, slug, plan from companies where slug = ${slug}
  `
  if (!company) return { ok: false, reason: 'unknown' }
  if (company.plan === 'starter') return { ok: false, reason: 'starter' }
  const url = await freshStatisticsUrl(await signingForCompanies(sql, signing, [company.slug]), company, locale, now)
  return { ok: true, url, expiresAt: new Date(now.getTime() + STATISTICS_LINK_DAYS * 24 * 60 * 60 * 1000) }
}
