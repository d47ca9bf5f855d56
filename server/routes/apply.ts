import { type Context, Hono } from 'hono'
import { renderPage } from 'vike/server'
import {
  APPLICATION_ERROR,
  APPLICATION_FORM_ERROR,
  type ApplicationSubmission,
  applicationSchema,
  CV_MAX_BYTES,
  checkCv,
  hasPdfSignature,
  sanitizeFileName,
} from '../../domain/application.ts'
import { parseCompanySlug, parseJobId } from '../../domain/identifiers.ts'
import { isVisibleJobStatus } from '../../domain/job.ts'
import { isLocale, type Locale } from '../../domain/locale.ts'
import { companyPaths, localizedPath } from '../../domain/paths.ts'
import { applicationExists, insertApplicationWithEmail } from '../db/queries/applications.ts'
import { getJobWithCompanyName } from '../db/queries/jobs.ts'
import type { AppEnv } from '../hono-env.ts'
import { deliverAfterResponse } from '../services/email-delivery.ts'
import { applicationConfirmationEmail } from '../services/email-templates.ts'
import {
  discardBody,
  FORM_MEDIA_TYPES,
  type FormFields,
  mediaTypeOf,
  parseFormBody,
  readBody,
} from '../services/request-body.ts'
import { clientKey, isSameOrigin } from '../services/request-guards.ts'

/** Room for the form fields and multipart framing around the largest accepted CV. */
const MAX_REQUEST_BYTES = CV_MAX_BYTES + 256 * 1024
const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'coverLetter', 'idempotencyKey'] as const

/**
 * POST /{lang}/{slug}/jobs/{id}/apply: the application form's endpoint (spec section 7,
 * "apply-job"), usable without JavaScript. Refusals re-render the form with the typed
 * values and a 4xx status; success is a 303 to the confirmation. The CV goes to the
 * private bucket under a key derived from the form's idempotency key, then the
 * application and its e-mail are written in one transaction; if that fails the object is
 * deleted, and a retried submission finds the stored application instead of adding one.
 */
export const apply = new Hono<AppEnv>()

apply.post('/:lang/:slug/jobs/:id/apply', async (c) => {
  const { lang } = c.req.param()
  const slug = parseCompanySlug(c.req.param('slug'))
  const jobId = parseJobId(c.req.param('id'))
  if (!isLocale(lang) || !slug || !jobId) {
    await discardBody(c.req.raw)
    return renderApplyPage(c, 404, null)
  }
  if (!isSameOrigin(c)) {
    await discardBody(c.req.raw)
    return c.text('Cross-site form posts are refused.\n', 403)
  }

  const declaredLength = Number(c.req.header('Content-Length') ?? 0)
  if (declaredLength > MAX_REQUEST_BYTES) {
    return refuse(c, 413, { values: {}, errors: {}, formError: APPLICATION_FORM_ERROR.tooLarge })
  }
  const { success: allowed } = await c.env.APPLY_LIMITER.limit({ key: clientKey(c, 'apply') })
  if (!allowed) return refuse(c, 429, { values: {}, errors: {}, formError: APPLICATION_FORM_ERROR.rateLimited })

  const sql = c.get('db').sql
  // The job must exist, be open and belong to the company of the URL; otherwise the
  // page itself answers (404, 410 or the redirect), exactly as the GET would.
  const job = await getJobWithCompanyName(sql, jobId).catch(() => null)
  if (!job || job.companySlug !== slug || !isVisibleJobStatus(job.status)) {
    await discardBody(c.req.raw)
    return renderApplyPage(c, 200, null)
  }

  // Counted as it arrives: a chunked body declares no length to refuse early.
  const body = await readBody(c.req.raw, MAX_REQUEST_BYTES)
  if (!body.ok && body.reason === 'too-large') {
    return refuse(c, 413, { values: {}, errors: {}, formError: APPLICATION_FORM_ERROR.tooLarge })
  }
  const contentType = c.req.header('Content-Type') ?? ''
  // Not a form at all (JSON, text...): nothing was filled in, every field is reported.
  const isForm = (FORM_MEDIA_TYPES as readonly string[]).includes(mediaTypeOf(contentType))
  const form: FormFields | null = body.ok ? (isForm ? await parseFormBody(body.bytes, contentType) : {}) : null
  if (!form) return refuse(c, 400, { values: {}, errors: {}, formError: null })
  const values: ApplicationSubmission['values'] = {}
  for (const name of TEXT_FIELDS) {
    const value = form[name]
    if (typeof value === 'string') values[name] = value.slice(0, 20_000)
  }
  values.consentRetention = form.consentRetention === 'on'
  values.consentTerms = form.consentTerms === 'on'
  // Honeypot: people never see the field; bots fill it. Pretend success, store nothing.
  if (typeof form.website === 'string' && form.website !== '') return confirmation(c, lang, slug, jobId)

  const idempotencyKey = parseJobId(values.idempotencyKey) // a UUID, like job ids
  const parsed = applicationSchema.safeParse(form)
  const cv = form.cv instanceof File ? form.cv : null
  const errors: ApplicationSubmission['errors'] = {}
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as keyof ApplicationSubmission['errors']
    errors[field] ??= issue.message as ApplicationSubmission['errors'][typeof field]
  }
  const cvError = checkCv(cv)
  if (cvError) errors.cv = cvError
  if (cv && cv.size > CV_MAX_BYTES) {
    return refuse(c, 413, { values, errors, formError: APPLICATION_FORM_ERROR.tooLarge })
  }
  const bytes = cv && !cvError ? new Uint8Array(await cv.arrayBuffer()) : null
  if (bytes && !hasPdfSignature(bytes)) errors.cv = APPLICATION_ERROR.cvNotPdf
  if (!parsed.success || Object.keys(errors).length > 0 || !bytes || !cv || !idempotencyKey) {
    return refuse(c, 422, { values, errors, formError: null })
  }

  try {
    if (await applicationExists(sql, idempotencyKey)) return confirmation(c, lang, slug, jobId)
  } catch {
    return refuse(c, 503, { values, errors: {}, formError: APPLICATION_FORM_ERROR.unavailable })
  }

  const cvKey = `cv/${idempotencyKey}.pdf`
  const fileName = sanitizeFileName(cv.name)
  try {
    await c.env.CV_BUCKET.put(cvKey, bytes, {
      httpMetadata: { contentType: 'application/pdf', contentDisposition: `attachment; filename="${fileName}"` },
    })
  } catch {
    return refuse(c, 503, { values, errors: {}, formError: APPLICATION_FORM_ERROR.unavailable })
  }

  const fields = parsed.data
  const jobUrl = `${c.get('config').publicOrigin}${localizedPath(lang, companyPaths.job(slug, jobId))}`
  const email = applicationConfirmationEmail({
    locale: lang,
    firstName: fields.firstName,
    jobTitle: job.title,
    companyName: job.companyName,
    jobUrl,
  })
  try {
    const { created } = await insertApplicationWithEmail(
      sql,
      {
        idempotencyKey,
        jobId,
        companyId: job.companyId,
        firstName: fields.firstName,
        lastName: fields.lastName,
        email: fields.email,
        phoneE164: fields.phone,
        coverLetter: fields.coverLetter,
        cvKey,
        cvFileName: fileName,
        cvSizeBytes: bytes.byteLength,
        locale: lang,
      },
      { ...email, toAddress: fields.email, locale: lang },
    )
    // `created` false: a concurrent duplicate won; its row points at the same object key,
    // and its own request sends the e-mail.
    if (created) sendAfterResponse(c)
  } catch {
    // No row without its file, no file without its row.
    await c.env.CV_BUCKET.delete(cvKey).catch(() => {})
    return refuse(c, 503, { values, errors: {}, formError: APPLICATION_FORM_ERROR.unavailable })
  }
  return confirmation(c, lang, slug, jobId)
})

/** Sends the queued e-mail now rather than at the next cron run, after the response. */
function sendAfterResponse(c: Context<AppEnv>) {
  const delivery = deliverAfterResponse(c.env)
  if (delivery) c.executionCtx.waitUntil(delivery)
}

function confirmation(c: Context<AppEnv>, locale: Locale, slug: string, jobId: string) {
  return c.redirect(localizedPath(locale, companyPaths.confirmation(slug, jobId)), 303)
}

async function refuse(c: Context<AppEnv>, status: 400 | 413 | 422 | 429 | 503, submission: ApplicationSubmission) {
  // An unread body breaks the next request on the same keep-alive connection.
  await discardBody(c.req.raw)
  const response = await renderApplyPage(c, status, submission)
  if (status === 429 || status === 503) response.headers.set('Retry-After', '60')
  return response
}

/**
 * Renders the application page for this URL with Vike, with the refused submission; the
 * page's own data hook applies the job checks (404, 410, redirect).
 */
async function renderApplyPage(c: Context<AppEnv>, status: number, submission: ApplicationSubmission | null) {
  const pageContext = await renderPage({
    urlOriginal: c.req.url,
    headersOriginal: c.req.raw.headers,
    hono: c,
    applicationSubmission: submission,
  })
  const { httpResponse } = pageContext
  const headers = new Headers(httpResponse.headers)
  headers.set('Cache-Control', 'no-store')
  const finalStatus = httpResponse.statusCode === 200 ? status : httpResponse.statusCode
  return new Response(httpResponse.getReadableWebStream(), { status: finalStatus, headers })
}
