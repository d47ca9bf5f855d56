import { type Context, Hono } from 'hono'
import type { WithdrawalRefusal } from '#domain/abort-reasons.ts'
import { parseCompanySlug } from '#domain/identifiers.ts'
import { isLocale } from '#domain/locale.ts'
import { companyPaths, localizedPath } from '#domain/paths.ts'
import { publicOriginsOf } from '../features/custom-hosts/host-step.ts'
import { sendQueuedAfterResponse } from '../features/deliveries/after-response.ts'
import { countSuccess } from '../features/statistics/index.ts'
import type { AppEnv } from '../hono-env.ts'
import { renderFormAnswer } from '../render/form-answer.ts'
import { discardBody, FORM_MEDIA_TYPES, mediaTypeOf, parseFormBody, readBody } from '../services/request-body.ts'
import { isSameOrigin } from '../services/request-guards.ts'
import { withdrawAndErase } from '../services/withdraw-application.ts'
import { checkWithdrawalToken } from '../services/withdrawal-link.ts'

/** The form holds one token (under 1 KiB): anything much larger is not this form. */
const MAX_BODY_BYTES = 8 * 1024

/**
 * POST /{lang}/{slug}/withdraw: the withdrawal page's confirmation (ADR 025), a plain form
 * post that works without JavaScript. The token comes in the body, never in this URL.
 * Success is a 303 to the "withdrawn" page; a wrong or altered token answers 404, an
 * expired or used one 410, each with its page in the URL's language.
 */
export const withdraw = new Hono<AppEnv>()

withdraw.post('/:lang/:slug/withdraw', async (c) => {
  const { lang } = c.req.param()
  const slug = parseCompanySlug(c.req.param('slug'))
  if (!isLocale(lang) || !slug) {
    await discardBody(c.req.raw)
    return refuse(c, 'withdrawal-link-invalid')
  }
  if (!isSameOrigin(c)) {
    await discardBody(c.req.raw)
    console.warn('withdrawal refused: cross-origin')
    return c.text('Cross-site form posts are refused.\n', 403)
  }
  const body = await readBody(c.req.raw, MAX_BODY_BYTES)
  const contentType = c.req.header('Content-Type') ?? ''
  const isForm = (FORM_MEDIA_TYPES as readonly string[]).includes(mediaTypeOf(contentType))
  if (!body.ok) await discardBody(c.req.raw)
  const form = body.ok && isForm ? await parseFormBody(body.bytes, contentType) : null
  const token = typeof form?.token === 'string' ? form.token : ''

  const check = await checkWithdrawalToken(c.get('config').linkSigningSecret, token)
  if (!check.ok) {
    console.warn(`withdrawal refused: ${check.reason}`)
    return refuse(c, check.reason === 'expired' ? 'withdrawal-link-expired' : 'withdrawal-link-invalid')
  }
  const outcome = await withdrawAndErase(
    {
      sql: c.get('db').sql,
      bucket: c.env.CV_BUCKET,
      publicOrigin: c.get('config').publicOrigin,
      origins: publicOriginsOf(c),
      // The company's notices now rather than at the next cron run.
      deliverAfterResponse: (queued) => sendQueuedAfterResponse(c, queued),
    },
    { applicationId: check.subject, companySlug: slug },
  )
  switch (outcome.status) {
    case 'withdrawn':
      countSuccess(c, { slug, jobId: outcome.jobId }, 'withdrawals')
      return c.redirect(localizedPath(lang, companyPaths.withdrawn(slug)), 303)
    case 'already-withdrawn':
      return refuse(c, 'application-withdrawn')
    case 'other-company':
      return refuse(c, 'withdrawal-link-invalid')
    case 'unavailable':
      return refuse(c, 'withdrawal-unavailable')
  }
})

/**
 * The withdrawal page of this URL, rendered by Vike with the refusal: its data hook
 * answers it with the error page and its status (404, 410, 503), in the URL's language.
 */
async function refuse(c: Context<AppEnv>, refusal: WithdrawalRefusal) {
  return renderFormAnswer(c, { withdrawalRefusal: refusal })
}
