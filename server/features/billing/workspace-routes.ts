import { parseWithZod } from '@conform-to/zod/v4'
import { type Context, Hono } from 'hono'
import type { Locale } from '#domain/locale.ts'
import { salesContactSchema } from '#domain/sales-contact.ts'
import { requireMember, workspaceSql } from '#server/features/accounts/request.ts'
import { answerWithPage, localeOf } from '#server/features/accounts/route-answers.ts'
import { asWorkspace } from '#server/features/accounts/tenant.ts'
import type { AppEnv } from '#server/hono-env.ts'
import { sendQueuedAfterResponse } from '#server/services/after-response.ts'
import { startCheckout, startPortal } from './checkout.ts'
import { readBillingOverview } from './overview.ts'
import { sendSalesContact } from './sales-contact.ts'

/**
 * The billing page's forms (ADR 061), owners only: "Passer à Pro" (303 to Stripe's
 * Checkout), "Gérer l'abonnement" (303 to the Billing Portal) and the Enterprise request.
 * None of them changes a plan: only Stripe's signed events do (ADR 060). The workspace's
 * own middleware (server/features/accounts/routes.ts) has checked the Origin and makes
 * every answer private. Someone else than an owner gets a 404, as for a page not theirs.
 */
export const billingWorkspace = new Hono<AppEnv>()

const billingPage = (locale: Locale) => `/${locale}/workspace/billing`

/** The owner and what Stripe's customer shows of the company; null for anyone else. */
async function ownerCompany(c: Context<AppEnv>) {
  const owner = await requireMember(c, 'owner')
  if (!owner) return null
  const overview = await asWorkspace(workspaceSql(c), { companyId: owner.companyId, userId: owner.userId }, (tx) =>
    readBillingOverview(tx, owner.companyId),
  )
  return overview ? { owner, overview } : null
}

billingWorkspace.post('/:lang/workspace/billing/checkout', async (c) => {
  const locale = localeOf(c)
  const billing = c.get('config').billing
  const found = await ownerCompany(c)
  if (!found) return c.notFound()
  if (!billing || found.overview.plan === 'enterprise') return c.redirect(billingPage(locale), 303)
  const page = `${c.get('config').publicOrigin}${billingPage(locale)}`
  const redirect = await startCheckout(
    { sql: c.get('db').sql, billing },
    { id: found.owner.companyId, name: found.overview.companyName, ownerEmail: found.owner.email, locale },
    { success: `${page}?checkout=done`, cancel: page, portalReturn: page },
  )
  return c.redirect(redirect === 'unavailable' ? `${billingPage(locale)}?error=unavailable` : redirect.url, 303)
})

billingWorkspace.post('/:lang/workspace/billing/portal', async (c) => {
  const locale = localeOf(c)
  const billing = c.get('config').billing
  const found = await ownerCompany(c)
  if (!found) return c.notFound()
  if (!billing) return c.redirect(billingPage(locale), 303)
  const page = `${c.get('config').publicOrigin}${billingPage(locale)}`
  const redirect = await startPortal({ sql: c.get('db').sql, billing }, { id: found.owner.companyId, locale }, page)
  if (redirect === null) return c.redirect(billingPage(locale), 303)
  return c.redirect(redirect === 'unavailable' ? `${billingPage(locale)}?error=unavailable` : redirect.url, 303)
})

billingWorkspace.post('/:lang/workspace/billing/contact', async (c) => {
  const locale = localeOf(c)
  const found = await ownerCompany(c)
  if (!found) return c.notFound()
  const submission = parseWithZod(await c.req.formData(), { schema: salesContactSchema })
  const page = billingPage(locale)
  if (submission.status !== 'success') return answerWithPage(c, 422, { lastResult: submission.reply() }, page)
  const outcome = await sendSalesContact(c.get('db').sql, c.get('config').salesEmail, {
    company: { id: found.owner.companyId, name: found.overview.companyName, slug: found.overview.slug },
    ownerEmail: found.owner.email,
    contact: submission.value,
  })
  if (outcome === 'capped')
    return answerWithPage(c, 429, { lastResult: submission.reply(), formError: 'address-capped' }, page)
  if (outcome === 'unavailable')
    return answerWithPage(c, 503, { lastResult: submission.reply(), formError: 'unavailable' }, page)
  if (outcome === 'queued') sendQueuedAfterResponse(c, { email: true })
  return c.redirect(`${page}?contact=sent`, 303)
})
