import { parseWithZod } from '@conform-to/zod/v4'
import { type Context, Hono } from 'hono'
import type { TransactionSql } from 'postgres'
import { parseUuid } from '#domain/identifiers.ts'
import type { Locale } from '#domain/locale.ts'
import {
  closingAnswerSettingsSchema,
  deliverySettingsSchema,
  keyedFormSchema,
  SETTINGS_ERROR,
  webhookSettingsSchema,
} from '#domain/workspace-settings.ts'
import type { z } from '#domain/zod.ts'
import { requireMember, sessionOf, workspaceSql } from '#server/features/accounts/request.ts'
import { answerWithPage, localeOf } from '#server/features/accounts/route-answers.ts'
import { asWorkspace } from '#server/features/accounts/tenant.ts'
import { sendQueuedAfterResponse } from '#server/features/deliveries/after-response.ts'
import { checkWebhookTarget } from '#server/features/deliveries/webhook-target.ts'
import type { AppEnv } from '#server/hono-env.ts'
import { redeliver, saveClosingAnswerSettings, saveDeliverySettings } from './queries.ts'
import { rotateWebhookSecret, saveWebhookUrl } from './webhook-secret.ts'

/**
 * The settings page's forms (ADR 070), owners only: where applications go,
 * the closing answer, the ATS webhook (URL, secret, redelivery). The permission check
 * first: signed out, the door; a recruiter or another company's owner, 404 (the page is
 * not theirs). Then the owner's company only, as the workspace's role under its tenant.
 * The workspace's middleware (server/features/accounts/routes.ts) refuses cross-site
 * POSTs and makes every answer private. Without JavaScript: an invalid form is the page
 * again with its errors (422), a valid one a 303 to the page, but for a new webhook
 * secret, which is shown once on the answer itself (200).
 */
export const settings = new Hono<AppEnv>()

const SETTINGS = '/:lang{fr|en}/workspace/settings'
export const settingsPath = (locale: Locale) => `/${locale}/workspace/settings`

/** The signed-in owner's transaction under their company; or the answer for anyone else. */
async function ownerOf(c: Context<AppEnv>) {
  const owner = await requireMember(c, 'owner')
  if (!owner) return { refusal: (await sessionOf(c)) ? c.notFound() : c.redirect(`/${localeOf(c)}/workspace`, 303) }
  const inTenant = <T>(work: (tx: TransactionSql) => Promise<T>) =>
    asWorkspace(workspaceSql(c), { companyId: owner.companyId, userId: owner.userId }, work)
  return { owner, inTenant }
}

const saved = (c: Context<AppEnv>, what: string) =>
  c.redirect(`${settingsPath(localeOf(c))}?saved=${what}#${what}`, 303)

/**
 * A form that saves its part of the settings and goes back to the page at that part: the
 * permission check, the schema (422 with the page), the save in the owner's tenant.
 */
function savingForm<Value>(
  part: string,
  schema: z.ZodType<Value>,
  save: (tx: TransactionSql, companyId: string, value: Value) => Promise<boolean>,
) {
  settings.post(`${SETTINGS}/${part}`, async (c) => {
    const found = await ownerOf(c)
    if ('refusal' in found) return found.refusal
    const submission = parseWithZod(await c.req.formData(), { schema })
    if (submission.status !== 'success')
      return answerWithPage(c, 422, { lastResult: submission.reply() }, settingsPath(localeOf(c)))
    const companyId = found.owner.companyId
    if (!(await found.inTenant((tx) => save(tx, companyId, submission.value)))) return c.notFound()
    return saved(c, part)
  })
}

savingForm('delivery', deliverySettingsSchema, saveDeliverySettings)
savingForm('closing-answer', closingAnswerSettingsSchema, saveClosingAnswerSettings)

/** A URL the database refused (companies_check_webhook_url): the field's message, not a 500. */
const CHECK_VIOLATION = '23514'

settings.post(`${SETTINGS}/webhook`, async (c) => {
  const found = await ownerOf(c)
  if ('refusal' in found) return found.refusal
  const submission = parseWithZod(await c.req.formData(), { schema: webhookSettingsSchema })
  const page = settingsPath(localeOf(c))
  if (submission.status !== 'success') return answerWithPage(c, 422, { lastResult: submission.reply() }, page)
  const refusedUrl = () =>
    answerWithPage(
      c,
      422,
      { lastResult: submission.reply({ fieldErrors: { url: [SETTINGS_ERROR.webhookUrl] } }) },
      page,
    )
  const { url = null, formKey } = submission.value
  const testOrigins = c.get('config').webhookTestOrigins
  if (url && !checkWebhookTarget(url, testOrigins).ok) return refusedUrl()
  const companyId = found.owner.companyId
  const change = await found
    .inTenant(async (tx) => {
      // The test-only exception the Worker's deliveries make (WEBHOOK_TEST_ORIGINS, ADR 040), for the database's check.
      if (testOrigins.length > 0)
        await tx`select set_config('career_site.webhook_test_origins', ${testOrigins.join(' ')}, true)`
      return saveWebhookUrl(tx, companyId, { url, formKey })
    })
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === CHECK_VIOLATION) return 'refused' as const
      throw error
    })
  if (change === 'refused') return refusedUrl()
  if (!change) return c.notFound()
  if (change.shownSecret) return answerWithPage(c, 200, { webhookSecret: change.shownSecret }, page)
  return saved(c, 'webhook')
})

settings.post(`${SETTINGS}/webhook/secret`, async (c) => {
  const found = await ownerOf(c)
  if ('refusal' in found) return found.refusal
  const submission = parseWithZod(await c.req.formData(), { schema: keyedFormSchema })
  const page = settingsPath(localeOf(c))
  if (submission.status !== 'success') return answerWithPage(c, 422, { lastResult: submission.reply() }, page)
  const companyId = found.owner.companyId
  const secret = await found.inTenant((tx) => rotateWebhookSecret(tx, companyId, submission.value.formKey))
  // No webhook to sign for (removed meanwhile): the page says there is none.
  if (!secret) return saved(c, 'webhook')
  return answerWithPage(c, 200, { webhookSecret: secret }, page)
})

settings.post(`${SETTINGS}/webhook/deliveries/:id/redeliver`, async (c) => {
  const found = await ownerOf(c)
  if ('refusal' in found) return found.refusal
  const id = parseUuid(c.req.param('id'))
  if (!id) return c.notFound()
  const submission = parseWithZod(await c.req.formData(), { schema: keyedFormSchema })
  const page = settingsPath(localeOf(c))
  if (submission.status !== 'success') return answerWithPage(c, 422, { lastResult: submission.reply() }, page)
  const outcome = await found.inTenant((tx) => redeliver(tx, id, submission.value.formKey))
  if (outcome === null) return c.notFound()
  if (outcome === 'queued') sendQueuedAfterResponse(c, { email: false, webhook: true })
  // The page names the delivery sent again and shows its line.
  return c.redirect(`${page}?redelivered=${id}#delivery-${id}`, 303)
})
