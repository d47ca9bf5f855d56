import { type Context, Hono } from 'hono'
import { APPLICATION_ERROR, type ApplicationSubmission, CV_MAX_BYTES } from '#domain/application.ts'
import { parseCompanySlug, parseUuid } from '#domain/identifiers.ts'
import { isLocale, type Locale } from '#domain/locale.ts'
import { echoedValues, parseApplication, readDisplay } from '#domain/parse-application.ts'
import { companyPaths, localizedPath } from '#domain/paths.ts'
import { publicUrl, siteOfPath } from '#domain/public-urls.ts'
import { screenApplication } from '../features/application-risk/index.ts'
import { pathOnThisHost, publicOriginsOf } from '../features/custom-hosts/host-step.ts'
import { sendQueuedAfterResponse } from '../features/deliveries/after-response.ts'
import { countSuccess } from '../features/statistics/index.ts'
import type { AppEnv } from '../hono-env.ts'
import { RETRY_AFTER_SECONDS } from '../middleware/security-headers.ts'
import {
  discardBody,
  FORM_MEDIA_TYPES,
  type FormFields,
  mediaTypeOf,
  parseFormBody,
  readBody,
} from '../services/request-body.ts'
import { clientKey, isSameOrigin } from '../services/request-guards.ts'
import { logRefusal, type SubmitOutcome, submitApplication } from '../services/submit-application.ts'
import { rememberWithdrawalLink } from '../services/withdrawal-link.ts'
import { type ApplyTarget, renderApplyPage } from './apply-page.ts'

/** Room for the form fields and multipart framing around the largest accepted CV. */
const MAX_REQUEST_BYTES = CV_MAX_BYTES + 256 * 1024

/**
 * POST /{lang}/{slug}/jobs/{id}/apply: the application form's endpoint, usable without
 * JavaScript. Guards first (address, origin, size, rate), each costing no database round
 * trip; then the form is parsed (domain/parse-application.ts) and submitted
 * (server/services/submit-application.ts). Success is a 303 to the confirmation; a
 * refusal shows the form again with what was typed and a 4xx/503 status. The form's
 * script asks for JSON (`Accept: application/json`) and gets the same answers as data.
 */
export const apply = new Hono<AppEnv>()

apply.post('/:lang/:slug/jobs/:id/apply', async (c) => {
  const { lang } = c.req.param()
  const slug = parseCompanySlug(c.req.param('slug'))
  const jobId = parseUuid(c.req.param('id'))
  if (!isLocale(lang) || !slug || !jobId) {
    await discardBody(c.req.raw)
    return renderApplyPage(c, 404, null)
  }
  const target: ApplyTarget = { locale: lang, slug, jobId }
  if (!isSameOrigin(c)) {
    await discardBody(c.req.raw)
    logRefusal('cross-origin')
    return c.text('Cross-site form posts are refused.\n', 403)
  }
  if (Number(c.req.header('Content-Length') ?? 0) > MAX_REQUEST_BYTES) {
    logRefusal('too-large')
    return refuse(c, target, 413, emptySubmission('too-large'))
  }

  // Counted as it arrives: a chunked body declares no length to refuse early.
  const body = await readBody(c.req.raw, MAX_REQUEST_BYTES)
  if (!body.ok && body.reason === 'too-large') {
    logRefusal('too-large')
    return refuse(c, target, 413, emptySubmission('too-large'))
  }
  const contentType = c.req.header('Content-Type') ?? ''
  // Not a form at all (JSON, text...): nothing was filled in, every field is reported.
  const isForm = (FORM_MEDIA_TYPES as readonly string[]).includes(mediaTypeOf(contentType))
  const form: FormFields | null = body.ok ? (isForm ? await parseFormBody(body.bytes, contentType) : {}) : null
  if (!form) {
    logRefusal('unreadable-body')
    return refuse(c, target, 400, emptySubmission(null))
  }
  const display = readDisplay(form)

  const { success: allowed } = await c.env.APPLY_LIMITER.limit({ key: clientKey(c, 'apply') })
  if (!allowed) {
    logRefusal('rate-limited')
    return refuse(c, target, 429, { values: echoedValues(form), errors: {}, formError: 'rate-limited', display })
  }

  const cvBytes =
    form.cv instanceof File && form.cv.size <= CV_MAX_BYTES ? new Uint8Array(await form.cv.arrayBuffer()) : null
  const parsed = parseApplication(form, cvBytes)
  if (parsed.status === 'too-large') {
    logRefusal('too-large')
    return refuse(c, target, 413, { ...parsed.submission, display })
  }
  if (parsed.status === 'invalid') {
    logRefusal('invalid', Object.keys(parsed.submission.errors))
    return refuse(c, target, 422, parsed.submission)
  }

  // Flag, never reject (ADR 077): only a foreign or replayed proof of work is refused.
  const screening = await screenApplication(c.get('db').sql, c.get('config').linkSigningSecret, {
    form,
    jobId,
    idempotencyKey: parsed.idempotencyKey,
    clientKey: clientKey(c, 'apply'),
  })
  if (screening.status === 'refused') {
    logRefusal('challenge-refused')
    return refuse(c, target, 429, { values: echoedValues(form), errors: {}, formError: 'rate-limited', display })
  }

  // On the company's own host when it has one: the job, withdrawal and CV links (ADR 044).
  const origins = publicOriginsOf(c)
  const outcome = await submitApplication(
    {
      sql: c.get('db').sql,
      bucket: c.env.CV_BUCKET,
      links: { origin: siteOfPath(origins, companyPaths.home(slug)).origin, secret: c.get('config').linkSigningSecret },
      origins,
      // The e-mails and the company's event now rather than at the next cron run.
      deliverAfterResponse: (queued) => sendQueuedAfterResponse(c, { email: true, webhook: queued.webhook }),
    },
    {
      locale: lang,
      idempotencyKey: parsed.idempotencyKey,
      job: {
        id: jobId,
        companySlug: slug,
        url: publicUrl(origins, lang, companyPaths.job(slug, jobId)),
      },
      fields: parsed.fields,
      cv: parsed.cv,
      risk: screening.risk,
    },
  )
  // A retried submission ('duplicate') was counted the first time.
  if (outcome.status === 'created') countSuccess(c, { slug, jobId }, 'applications')
  return answerOutcome(c, target, outcome, { values: echoedValues(form), errors: {}, formError: null }, display)
})

function answerOutcome(
  c: Context<AppEnv>,
  target: ApplyTarget,
  outcome: SubmitOutcome,
  submission: ApplicationSubmission,
  display: ApplicationSubmission['display'],
): Response | Promise<Response> {
  switch (outcome.status) {
    case 'created':
    case 'duplicate':
      return accepted(c, target, outcome.withdrawalToken)
    case 'key-reused':
      return refuse(c, target, 409, { ...submission, formError: 'key-reused' })
    case 'withdrawn':
      return refuse(c, target, 409, { ...submission, formError: 'withdrawn' })
    case 'cv-missing': {
      const { storedCvKey: _key, storedCvName: _name, ...values } = submission.values
      return refuse(c, target, 422, { ...submission, values, errors: { cv: APPLICATION_ERROR.cvRequired } })
    }
    case 'unavailable': {
      const kept = outcome.keptCv ? { storedCvKey: outcome.keptCv.key, storedCvName: outcome.keptCv.fileName } : {}
      const values = { ...submission.values, ...kept }
      // The database or storage is down: the form is shown from what it carried.
      return refuse(c, target, 503, { ...submission, values, formError: 'unavailable', display })
    }
    case 'job-not-open':
      // The page itself says why (404, 410 or the redirect), as the GET would.
      return renderApplyPage(c, 200, null)
    case 'failed':
      return refuse(c, target, 503, { ...submission, formError: 'unavailable' })
  }
}

const emptySubmission = (formError: ApplicationSubmission['formError']): ApplicationSubmission => ({
  values: {},
  errors: {},
  formError,
  // The body was not read: nothing to show the form with, and no database to ask.
  display: formError ? null : undefined,
})

const wantsJson = (c: Context<AppEnv>) => (c.req.header('Accept') ?? '').includes('application/json')

/** The confirmation; with the application's withdrawal link for that page only (ADR 025). */
function accepted(c: Context<AppEnv>, { locale, slug, jobId }: ApplyTarget, withdrawalToken?: string) {
  const location = pathOnThisHost(c, localizedPath(locale as Locale, companyPaths.confirmation(slug, jobId)))
  if (withdrawalToken) rememberWithdrawalLink(c, location, withdrawalToken)
  return wantsJson(c) ? c.json({ ok: true, location }) : c.redirect(location, 303)
}

async function refuse(
  c: Context<AppEnv>,
  target: ApplyTarget,
  status: 400 | 409 | 413 | 422 | 429 | 503,
  submission: ApplicationSubmission,
) {
  // An unread body breaks the next request on the same keep-alive connection.
  await discardBody(c.req.raw)
  const response = wantsJson(c)
    ? c.json({ ok: false, errors: submission.errors, formError: submission.formError }, status)
    : await renderApplyPage(c, status, submission, target)
  if (status === 429 || status === 503) response.headers.set('Retry-After', String(RETRY_AFTER_SECONDS))
  return response
}
