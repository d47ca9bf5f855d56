import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { PLAN_TEXT } from '#components/plans/plan-texts.ts'
import { getI18n } from '#domain/i18n.ts'
import { PLANS, type PlanId } from '#domain/plans.ts'
import { destinationQuery } from '#domain/workspace-destinations.ts'
import { z } from '#domain/zod.ts'
import { requireMember, sessionOf, workspaceSql } from '#server/features/accounts/request.ts'
import type { WorkspaceFormAnswer } from '#server/features/accounts/routes.ts'
import { asWorkspace } from '#server/features/accounts/tenant.ts'
import { type BillingOverview, readBillingOverview } from './overview.ts'

/** A plan as the landing sells it, in the page's language. */
export type PlanText = { id: PlanId; name: string; features: string[] }

export type BillingPageData = {
  /** What each plan gives, the landing's texts (its catalog is not the workspace's: sent as text). */
  plans: PlanText[]
  /** Whether Stripe is configured: without it the page says so and offers no payment. */
  configured: boolean
  overview: BillingOverview
  /** Back from Checkout (`?checkout=done`): "being confirmed" until the webhook landed. */
  backFromCheckout: boolean
  /**
   * While it is being confirmed, where a browser without JavaScript refreshes the page
   * (`<noscript>` refresh, a bounded number of times); null once Pro, or after the last one.
   * A hydrated page asks again by itself instead (ADR 069).
   */
  refreshWhileConfirming: { url: string; afterSeconds: number } | null
  contactSent: boolean
  /** Stripe could not be reached for the last action. */
  unavailable: boolean
  answer: WorkspaceFormAnswer
}

/**
 * How many times a browser without JavaScript refreshes the page back from Checkout (every
 * REFRESH_SECONDS, two minutes in all): Stripe's event usually lands within seconds; past
 * that, the page's "Actualiser" link starts again. A hydrated page polls instead.
 */
const REFRESHES_WITHOUT_SCRIPT = 24
const REFRESH_SECONDS = 5
/** The refresh's count (`check`): anything but a small whole number counts as none. */
const checksSchema = z.coerce
  .number()
  .int()
  .min(0)
  .catch(0)
  .transform((checks) => Math.min(checks, REFRESHES_WITHOUT_SCRIPT))

/**
 * /{lang}/workspace/billing (ADR 061): the owners' page. Signed out, or in no company yet,
 * the door or the form to create a space, which bring the person back here once signed in
 * (ADR 069); a recruiter gets the site's 404, as for any page that is not theirs. Read as the workspace's role,
 * the session's company only.
 */
export async function billingPageData(pageContext: PageContextServer): Promise<BillingPageData> {
  const c = pageContext.hono
  const locale = pageContext.locale
  if (!(await sessionOf(c))?.companyId) throw redirect(`/${locale}/workspace${destinationQuery('billing')}`)
  const owner = await requireMember(c, 'owner')
  if (!owner) throw render(404)
  const overview = await asWorkspace(workspaceSql(c), { companyId: owner.companyId, userId: owner.userId }, (tx) =>
    readBillingOverview(tx, owner.companyId),
  )
  if (!overview) throw render(404)
  const query = new URL(c.req.url).searchParams
  const backFromCheckout = query.get('checkout') === 'done'
  const checks = checksSchema.parse(query.get('check'))
  const i18n = getI18n(locale)
  return {
    plans: PLANS.map(({ id }) => ({
      id,
      name: PLAN_TEXT[id].name,
      features: PLAN_TEXT[id].features.map((feature) => i18n._(feature)),
    })),
    configured: c.get('config').billing !== null,
    overview,
    backFromCheckout,
    refreshWhileConfirming:
      backFromCheckout && overview.plan === 'starter' && checks < REFRESHES_WITHOUT_SCRIPT
        ? { url: `/${locale}/workspace/billing?checkout=done&check=${checks + 1}`, afterSeconds: REFRESH_SECONDS }
        : null,
    contactSent: query.get('contact') === 'sent',
    unavailable: query.get('error') === 'unavailable',
    answer: pageContext.workspaceAnswer ?? {},
  }
}
