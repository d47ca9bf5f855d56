import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Hono } from 'hono'
import { ADDRESS_CAPPED, ADDRESS_CAPPED_MESSAGE } from '#domain/address-cap.ts'
import { getI18n } from '#domain/i18n.ts'
import { isJobVisible } from '#domain/job.ts'
import { localeOrDefault } from '#domain/locale.ts'
import { companyPaths, localizedPath } from '#domain/paths.ts'
import { publicUrl } from '#domain/public-urls.ts'
import { SAVE_JOB_ERROR, type SaveJobErrorCode } from '#domain/save-job.ts'
import { saveJobSchema } from '#domain/save-job-schema.ts'
import { getJobWithCompanyName } from '../db/queries/jobs.ts'
import { publicOriginsOf } from '../features/custom-hosts/host-step.ts'
import { sendQueuedAfterResponse } from '../features/deliveries/after-response.ts'
import { queueSavedJobEmail } from '../features/deliveries/email-outbox.ts'
import { savedJobEmail } from '../features/deliveries/email-templates.ts'
import { countSuccess } from '../features/statistics/index.ts'
import type { AppEnv } from '../hono-env.ts'
import { logFailure } from '../log-failure.ts'
import {
  discardBody,
  FORM_MEDIA_TYPES,
  mediaTypeOf,
  parseFormBody,
  parseJsonBody,
  readBody,
} from '../services/request-body.ts'
import { clientKey, isSameOrigin } from '../services/request-guards.ts'
import { renderRefusedSaveForm } from './save-job-page.ts'

/** The payload is an address and a job id: 16 KB is plenty. */
const MAX_BODY_BYTES = 16_384

/** Each field's message (spec sections 5 and 8), for a refused field. */
const FIELD_MESSAGES: Record<SaveJobErrorCode, MessageDescriptor> = {
  [SAVE_JOB_ERROR.email]: msg`Veuillez saisir un email valide.`,
  [SAVE_JOB_ERROR.jobId]: msg`Offre introuvable`,
  [SAVE_JOB_ERROR.other]: msg`Une erreur est survenue. Veuillez réessayer.`,
}

/**
 * POST /api/save-job (spec section 7, "send-job-email"): validates the payload, queues the
 * job description e-mail in the outbox, answers. JSON in, JSON out for the page's script;
 * a plain form post (no JavaScript) gets a 303 back to the job page, or the job page with
 * its form and the message when the address is refused. Any other media type
 * is a 415; every refusal is JSON `{ ok: false, error }`, and a refused field (422) also
 * names the field and its message in the payload's language.
 *
 * Every refusal that does not depend on the payload (origin, media type, size, rate)
 * comes before the database is touched: a flood of refused posts costs no round trip.
 */
export const saveJob = new Hono<AppEnv>()

saveJob.post('/save-job', async (c) => {
  const mediaType = mediaTypeOf(c.req.header('Content-Type'))
  const isForm = (FORM_MEDIA_TYPES as readonly string[]).includes(mediaType)
  const fail = async (status: 400 | 403 | 404 | 413 | 415 | 422 | 429 | 503, error: string, extra = {}) => {
    // A refusal before the body was read still reads it (without keeping it), or the next
    // request on the same keep-alive connection fails.
    await discardBody(c.req.raw)
    return c.json({ ok: false, error, ...extra }, status)
  }

  if (!isSameOrigin(c)) return fail(403, 'cross-origin')
  if (!isForm && mediaType !== 'application/json') return fail(415, 'unsupported-media-type')
  // Declared too large: still drained before answering, not `refuseUnread`: behind
  // `vike preview` the proxy answers a client still uploading with a 500 of its own.
  if (Number(c.req.header('Content-Length') ?? 0) > MAX_BODY_BYTES) return fail(413, 'too-large')
  const { success: allowed } = await c.env.SAVE_JOB_LIMITER.limit({ key: clientKey(c, 'save-job') })
  if (!allowed) return fail(429, 'rate-limited')

  // Counted as it arrives: a chunked body declares no length.
  const body = await readBody(c.req.raw, MAX_BODY_BYTES)
  if (!body.ok) return body.reason === 'too-large' ? fail(413, 'too-large') : fail(400, 'invalid-payload')
  const raw = isForm ? await parseFormBody(body.bytes, c.req.header('Content-Type') ?? '') : parseJsonBody(body.bytes)
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return fail(400, 'invalid-payload')
  const parsed = saveJobSchema.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = String(issue?.path[0] ?? '')
    const code = (Object.values(SAVE_JOB_ERROR) as string[]).includes(issue?.message ?? '')
      ? (issue?.message as SaveJobErrorCode)
      : SAVE_JOB_ERROR.other
    // Without JavaScript the visitor sees the job page again, the message in its form.
    const page = isForm && code === SAVE_JOB_ERROR.email ? await renderRefusedSaveForm(c, raw) : null
    if (page) return page
    const locale = localeOrDefault('locale' in raw ? raw.locale : undefined)
    return fail(422, code, { field, message: getI18n(locale)._(FIELD_MESSAGES[code]) })
  }
  const payload = parsed.data

  const sql = c.get('db').sql
  try {
    const job = await getJobWithCompanyName(sql, payload.jobId)
    if (!job || !isJobVisible(job, new Date())) return fail(404, 'job-not-found')
    const jobPath = localizedPath(payload.locale, companyPaths.job(job.companySlug, job.id))
    const email = savedJobEmail({
      locale: payload.locale,
      jobTitle: job.title,
      companyName: job.companyName,
      jobUrl: publicUrl(publicOriginsOf(c), payload.locale, companyPaths.job(job.companySlug, job.id)),
    })
    const address = payload.email.trim()
    // One e-mail per address, job and day: retries and double clicks send nothing twice.
    const day = new Date().toISOString().slice(0, 10)
    const result = await queueSavedJobEmail(sql, {
      ...email,
      toAddress: address,
      locale: payload.locale,
      jobId: job.id,
      dedupeKey: `saved_job:${job.id}:${address.toLowerCase()}:${day}`,
    })
    // The address had its e-mails of the day from visitors (ADR 039): nothing was queued.
    if (result === 'capped') {
      console.warn('save-job refused', ADDRESS_CAPPED)
      // Without JavaScript: the job page, its form open with the message.
      const page = isForm ? await renderRefusedSaveForm(c, raw, ADDRESS_CAPPED) : null
      if (page) return page
      return fail(429, ADDRESS_CAPPED, { field: 'email', message: getI18n(payload.locale)._(ADDRESS_CAPPED_MESSAGE) })
    }
    // Sent after the response rather than at the next cron run; a repeat queued nothing.
    sendQueuedAfterResponse(c, { email: result.queued })
    // Once per address, job and day, as the e-mail.
    if (result.queued) countSuccess(c, { slug: job.companySlug, jobId: job.id }, 'saves')
    if (isForm) return c.redirect(`${jobPath}?saved=1`, 303)
    return c.json({ ok: true })
  } catch (error) {
    logFailure('save-job', error)
    return fail(503, 'unavailable')
  }
})
