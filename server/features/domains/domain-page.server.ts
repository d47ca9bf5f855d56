import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { CustomHostnameStatus } from '#domain/custom-domain.ts'
import { sessionOf } from '#server/features/accounts/request.ts'
import type { WorkspaceFormAnswer } from '#server/features/accounts/route-answers.ts'
import { refreshHostname } from './hostnames.ts'
import { ownerOfDomains } from './owner-company.ts'
import { companyHostnames } from './queries.ts'

export type DomainPageData = {
  /** Starter and Pro see what Enterprise gives, not the form. */
  enterprise: boolean
  /** Whether Cloudflare for SaaS is configured: without it the page says so and offers nothing. */
  configured: boolean
  /** What a company's CNAME record points at. */
  cnameTarget: string
  /** The platform's hostname, which the form refuses (domain/custom-domain.ts). */
  platformHostname: string
  hostnames: { hostname: string; status: CustomHostnameStatus; reasons: string[]; checkedAt: string | null }[]
  /** What the last form did (`?added=`, `?removed=`), or that Cloudflare could not be reached. */
  notice: 'added' | 'removed' | 'unavailable' | null
  answer: WorkspaceFormAnswer
}

/**
 * /{lang}/workspace/settings/domain (ADR 072): the owners' page. Signed out, the door; a
 * recruiter gets the site's 404. Each view asks Cloudflare again about the company's
 * pending hostnames (5 at most) before listing them, so that the owner who just created the
 * record sees it verified on reload.
 */
export async function domainPageData(pageContext: PageContextServer): Promise<DomainPageData> {
  const c = pageContext.hono
  const locale = pageContext.locale
  if (!(await sessionOf(c))) throw redirect(`/${locale}/workspace`)
  const owner = await ownerOfDomains(c)
  if (!owner) throw render(404)
  const config = c.get('config')
  const domains = config.domains
  const enterprise = owner.plan === 'enterprise'
  let rows = enterprise ? await owner.run((tx) => companyHostnames(tx, owner.companyId)) : []
  if (domains && rows.some((row) => row.status === 'pending')) {
    await Promise.all(
      rows.filter((row) => row.status === 'pending').map((row) => refreshHostname(owner.run, domains, row)),
    )
    rows = await owner.run((tx) => companyHostnames(tx, owner.companyId))
  }
  const query = new URL(c.req.url).searchParams
  const notice = query.get('done')
  return {
    enterprise,
    configured: domains !== null,
    cnameTarget: domains?.cnameTarget ?? '',
    platformHostname: new URL(config.publicOrigin).hostname,
    hostnames: rows.map((row) => ({
      hostname: row.hostname,
      status: row.status,
      reasons: row.reasons,
      checkedAt: row.checkedAt?.toISOString() ?? null,
    })),
    notice:
      notice === 'added' || notice === 'removed' ? notice : query.get('error') === 'unavailable' ? 'unavailable' : null,
    answer: pageContext.workspaceAnswer ?? {},
  }
}
