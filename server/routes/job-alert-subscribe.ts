import { type Context, Hono } from 'hono'
import { ADDRESS_CAPPED } from '#domain/address-cap.ts'
import { getI18n } from '#domain/i18n.ts'
import { parseCompanySlug } from '#domain/identifiers.ts'
import {
  JOB_ALERT_ERROR,
  JOB_ALERT_SENT_PARAM,
  type JobAlertErrorCode,
  type JobAlertFormError,
  type JobAlertSubmission,
} from '#domain/job-alert.ts'
import { JOB_ALERT_FIELD_MESSAGES, JOB_ALERT_FORM_MESSAGES } from '#domain/job-alert-messages.ts'
import { jobAlertSchema } from '#domain/job-alert-schema.ts'
import { jobListSearch, parseJobFilters } from '#domain/job-list.ts'
import { isLocale, type Locale, localeOrDefault } from '#domain/locale.ts'
import { companyPaths, localizedPath } from '#domain/paths.ts'
import { getCompanyBySlug } from '../db/queries/companies.ts'
import { publicOriginsOf } from '../features/custom-hosts/host-step.ts'
import { sendQueuedAfterResponse } from '../features/deliveries/after-response.ts'
import { countSuccess } from '../features/statistics/index.ts'
import type { AppEnv } from '../hono-env.ts'
import { logFailure } from '../log-failure.ts'
import { RETRY_AFTER_SECONDS } from '../middleware/security-headers.ts'
import { renderFormAnswer } from '../render/form-answer.ts'
import { subscribeToJobAlerts } from '../services/job-alerts.ts'
import { discardBody, FORM_MEDIA_TYPES, mediaTypeOf, parseFormBody, readBody } from '../services/request-body.ts'
import { clientKey, isSameOrigin } from '../services/request-guards.ts'

/** An address and four short criteria: 16 KB is plenty. */
const MAX_BODY_BYTES = 16_384

type RefusalStatus = 400 | 404 | 413 | 415 | 422 | 429 | 503

/**
 * POST /{lang}/{slug}/jobs: the job list's "Recevoir les nouvelles offres par e-mail"
 * form (ADR 026). The guards of the other forms first, each before the database: origin,
 * media type, size, rate. Then the address and the criteria (the list's filters, in hidden
 * fields) are checked, and the alert is written with its confirmation e-mail.
 *
 * Without JavaScript, success is a 303 to the list with `?alert=sent` (its message), and a
 * refusal is the list again with the form, what was typed and the message, with its 4xx.
 * The form's script asks for JSON (`Accept: application/json`) and gets `{ ok }`, or
 * `{ ok: false, error, field?, message }` with the same status.
 */
export const jobAlertSubscribe = new Hono<AppEnv>()

jobAlertSubscribe.post('/:lang/:slug/jobs', async (c) => {
  const { lang } = c.req.param()
  const slug = parseCompanySlug(c.req.param('slug'))
  const locale = localeOrDefault(lang)
  const refuse = async (status: RefusalStatus, refusal: Refusal) => {
    // An unread body breaks the next request on the same keep-alive connection.
    await discardBody(c.req.raw)
    console.warn('job alert refused', refusal.code)
    return answerRefusal(c, locale, status, refusal)
  }

  if (!isSameOrigin(c)) {
    await discardBody(c.req.raw)
    console.warn('job alert refused', 'cross-origin')
    return c.text('Cross-site form posts are refused.\n', 403)
  }
  if (!isLocale(lang) || !slug) return refuse(404, { code: 'invalid-payload', email: '' })
  const contentType = c.req.header('Content-Type') ?? ''
  if (!(FORM_MEDIA_TYPES as readonly string[]).includes(mediaTypeOf(contentType))) {
    return refuse(415, { code: 'invalid-payload', email: '' })
  }
  if (Number(c.req.header('Content-Length') ?? 0) > MAX_BODY_BYTES) return refuse(413, { code: 'too-large', email: '' })
  const { success: allowed } = await c.env.JOB_ALERT_LIMITER.limit({ key: clientKey(c, 'job-alert') })
  if (!allowed) return refuse(429, { code: 'rate-limited', email: '' })

  // Counted as it arrives: a chunked body declares no length.
  const body = await readBody(c.req.raw, MAX_BODY_BYTES)
  if (!body.ok)
    return refuse(body.reason === 'too-large' ? 413 : 400, {
      code: body.reason === 'too-large' ? 'too-large' : 'invalid-payload',
      email: '',
    })
  const form = await parseFormBody(body.bytes, contentType)
  if (!form) return refuse(400, { code: 'invalid-payload', email: '' })
  const typed = typeof form.email === 'string' ? form.email : ''
  const parsed = jobAlertSchema.safeParse(form)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const code: JobAlertErrorCode =
      issue?.message === JOB_ALERT_ERROR.email ? JOB_ALERT_ERROR.email : JOB_ALERT_ERROR.criteria
    return refuse(422, { code, field: String(issue?.path[0] ?? ''), email: typed })
  }
  const { email, ...criteria } = parsed.data

  const sql = c.get('db').sql
  try {
    const company = await getCompanyBySlug(sql, slug)
    if (!company) return refuse(404, { code: 'invalid-payload', email: typed })
    const links = { ...c.get('config'), companyHosts: publicOriginsOf(c).companyHosts }
    const outcome = await subscribeToJobAlerts(sql, links, {
      locale,
      company: { id: company.id, slug: company.slug, name: company.name },
      email,
      criteria,
    })
    // Sent after the response rather than at the next cron run; nothing new, nothing to send.
    sendQueuedAfterResponse(c, { email: outcome === 'created' || outcome === 'resent' })
    console.info('job alert', outcome)
    // The address had its e-mails of the day from visitors (ADR 039): nothing was written.
    if (outcome === 'capped') return refuse(429, { code: ADDRESS_CAPPED, email: typed })
    if (outcome === 'created') countSuccess(c, { slug: company.slug, jobId: null }, 'alertSubscriptions')
  } catch (error) {
    logFailure('job alert', error)
    const response = await refuse(503, { code: 'unavailable', email: typed })
    response.headers.set('Retry-After', String(RETRY_AFTER_SECONDS))
    return response
  }
  if (wantsJson(c)) return c.json({ ok: true })
  const search = new URLSearchParams(jobListSearch(criteria))
  search.set(JOB_ALERT_SENT_PARAM.name, JOB_ALERT_SENT_PARAM.value)
  return c.redirect(`${localizedPath(locale, companyPaths.jobs(slug))}?${search}#job-alert`, 303)
})

type Refusal = { code: JobAlertErrorCode | JobAlertFormError; field?: string; email: string }

const wantsJson = (c: Context<AppEnv>) => (c.req.header('Accept') ?? '').includes('application/json')

async function answerRefusal(c: Context<AppEnv>, locale: Locale, status: RefusalStatus, refusal: Refusal) {
  const isField = refusal.code === JOB_ALERT_ERROR.email || refusal.code === JOB_ALERT_ERROR.criteria
  if (wantsJson(c) || status === 415) {
    const descriptor = isField
      ? JOB_ALERT_FIELD_MESSAGES[refusal.code as JobAlertErrorCode]
      : JOB_ALERT_FORM_MESSAGES[refusal.code as JobAlertFormError]
    const field = isField ? { field: refusal.field } : {}
    return c.json({ ok: false, error: refusal.code, ...field, message: getI18n(locale)._(descriptor) }, status)
  }
  const cached = await refusalFromCachedList(c, status, refusal)
  if (cached) return cached
  const submission: JobAlertSubmission = {
    email: refusal.email,
    fieldError: isField ? (refusal.code as JobAlertErrorCode) : null,
    formError: isField ? null : (refusal.code as JobAlertFormError),
  }
  return renderJobList(c, status, submission)
}

/**
 * The refusal without JavaScript from the edge cache (ADR 039): the list with these
 * filters and `?alert=<refusal>` (its form and message), fetched through the whole app,
 * so that a flood of refused posts costs one render per list and refusal, and no database
 * round trip. The address typed goes back into the field unless it holds a character
 * that would need escaping (it is then left empty). Null when that page is not a 200
 * (an unknown company, an outage without a stored copy): the route renders it instead.
 */
async function refusalFromCachedList(c: Context<AppEnv>, status: RefusalStatus, refusal: Refusal) {
  const fetchPage = c.get('fetchPublicPage')
  if (!fetchPage) return null
  const url = new URL(c.req.url)
  const filters = parseJobFilters(url.searchParams)
  const search = new URLSearchParams(jobListSearch(filters))
  search.set(JOB_ALERT_SENT_PARAM.name, refusal.code)
  url.search = search.toString()
  const page = await fetchPage(url)
  if (page.status !== 200) {
    await page.body?.cancel()
    return null
  }
  const headers = new Headers(page.headers)
  for (const name of ['ETag', 'Last-Modified', 'Age', 'X-Edge-Cache']) headers.delete(name)
  headers.set('Cache-Control', 'no-store')
  // Already rewritten by the run that made it (server/middleware/inline-styles.ts).
  c.set('fromPageCache', true)
  const answer = new Response(page.body, { status, headers })
  const typed = refusal.email.trim()
  if (typed === '' || !/^[^"&<>\p{Cc}]{1,254}$/u.test(typed)) return answer
  return new HTMLRewriter()
    .on('#job-alert input[name="email"]', {
      element(input) {
        input.setAttribute('value', typed)
      },
    })
    .transform(answer)
}

/**
 * The job list of this URL (its filters from the query), rendered by Vike with the refused
 * form. The page's own status wins when it is not a 200 (unknown company, outage).
 */
async function renderJobList(c: Context<AppEnv>, status: number, submission: JobAlertSubmission) {
  return renderFormAnswer(c, { jobAlertSubmission: submission }, (pageStatus) =>
    pageStatus === 200 ? status : pageStatus,
  )
}
