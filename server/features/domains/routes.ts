import { parseWithZod } from '@conform-to/zod/v4'
import { Hono } from 'hono'
import { CUSTOM_DOMAIN_ERROR, customDomainSchema, normalisedHostname } from '#domain/custom-domain.ts'
import type { Locale } from '#domain/locale.ts'
import { answerWithPage, localeOf } from '#server/features/accounts/route-answers.ts'
import type { AppEnv } from '#server/hono-env.ts'
import { addHostname, removeHostname } from './hostnames.ts'
import { ownerOfDomains } from './owner-company.ts'

/**
 * The domain page's forms (ADR 072), owners only: add a hostname, remove one. The
 * workspace's own middleware (server/features/accounts/routes.ts) has checked the Origin
 * and makes every answer private. Anyone else than an owner gets a 404; an owner not on
 * Enterprise, the page (its upsell) with 403.
 */
export const domains = new Hono<AppEnv>()

const domainPage = (locale: Locale) => `/${locale}/workspace/settings/domain`

domains.post('/:lang/workspace/settings/domain', async (c) => {
  const locale = localeOf(c)
  const page = domainPage(locale)
  const owner = await ownerOfDomains(c)
  if (!owner) return c.notFound()
  if (owner.plan !== 'enterprise') return answerWithPage(c, 403, {}, page)
  const config = c.get('config')
  if (!config.domains) return c.redirect(page, 303)
  const schema = customDomainSchema(new URL(config.publicOrigin).hostname)
  const submission = parseWithZod(await c.req.formData(), { schema })
  if (submission.status !== 'success') return answerWithPage(c, 422, { lastResult: submission.reply() }, page)
  const refuse = (errors: string[]) =>
    answerWithPage(c, 422, { lastResult: submission.reply({ fieldErrors: { hostname: errors } }) }, page)
  const outcome = await addHostname(owner.run, config.domains, owner.companyId, submission.value.hostname)
  if (outcome === 'taken') return refuse([CUSTOM_DOMAIN_ERROR.taken])
  if (outcome === 'limit') return refuse([CUSTOM_DOMAIN_ERROR.limit])
  if (outcome === 'not-enterprise') return answerWithPage(c, 403, {}, page)
  if (outcome === 'unavailable')
    return answerWithPage(c, 503, { lastResult: submission.reply(), formError: 'unavailable' }, page)
  // Cloudflare's own words follow the page's: it knows why it will not have this hostname.
  if (typeof outcome === 'object') return refuse([CUSTOM_DOMAIN_ERROR.refused, ...outcome.refused])
  return c.redirect(`${page}?done=added`, 303)
})

domains.post('/:lang/workspace/settings/domain/remove', async (c) => {
  const locale = localeOf(c)
  const page = domainPage(locale)
  const owner = await ownerOfDomains(c)
  if (!owner) return c.notFound()
  const form = await c.req.formData()
  const hostname = normalisedHostname(String(form.get('hostname') ?? ''))
  const outcome = await removeHostname(owner.run, c.get('config').domains, owner.companyId, hostname)
  // Another company's hostname is none of this one's: the same 404 as a name never added.
  if (outcome === 'not-found') return c.notFound()
  if (outcome === 'unavailable') return c.redirect(`${page}?error=unavailable`, 303)
  return c.redirect(`${page}?done=removed`, 303)
})
