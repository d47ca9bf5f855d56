import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { requireMember, sessionOf, workspaceSql } from '#server/features/accounts/request.ts'
import type { WorkspaceFormAnswer } from '#server/features/accounts/routes.ts'
import { asWorkspace } from '#server/features/accounts/tenant.ts'
import { type BillingOverview, readBillingOverview } from './overview.ts'

export type BillingPageData = {
  /** Whether Stripe is configured: without it the page says so and offers no payment. */
  configured: boolean
  overview: BillingOverview
  /** Back from Checkout (`?checkout=done`): "being confirmed" until the webhook landed. */
  backFromCheckout: boolean
  contactSent: boolean
  /** Stripe could not be reached for the last action. */
  unavailable: boolean
  answer: WorkspaceFormAnswer
}

/**
 * /{lang}/workspace/billing (ADR 061): the owners' page. Signed out, the door; a recruiter
 * gets the site's 404, as for any page that is not theirs. Read as the workspace's role,
 * the session's company only.
 */
export async function billingPageData(pageContext: PageContextServer): Promise<BillingPageData> {
  const c = pageContext.hono
  const locale = pageContext.locale
  if (!(await sessionOf(c))) throw redirect(`/${locale}/workspace`)
  const owner = await requireMember(c, 'owner')
  if (!owner) throw render(404)
  const overview = await asWorkspace(workspaceSql(c), { companyId: owner.companyId, userId: owner.userId }, (tx) =>
    readBillingOverview(tx, owner.companyId),
  )
  if (!overview) throw render(404)
  const query = new URL(c.req.url).searchParams
  return {
    configured: c.get('config').billing !== null,
    overview,
    backFromCheckout: query.get('checkout') === 'done',
    contactSent: query.get('contact') === 'sent',
    unavailable: query.get('error') === 'unavailable',
    answer: pageContext.workspaceAnswer ?? {},
  }
}
