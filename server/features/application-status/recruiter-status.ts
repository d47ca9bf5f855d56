import { Hono } from 'hono'
import { parseCompanySlug, parseUuid } from '#domain/identifiers.ts'
import { isLocale } from '#domain/locale.ts'
import { companyPaths, localizedPath } from '#domain/paths.ts'
import { getCompanyBySlug } from '../../db/queries/companies.ts'
import type { AppEnv } from '../../hono-env.ts'
import { discardBody, FORM_MEDIA_TYPES, mediaTypeOf, parseFormBody, readBody } from '../../services/request-body.ts'
import { isSameOrigin } from '../../services/request-guards.ts'
import { sendQueuedAfterResponse } from '../deliveries/after-response.ts'
import { changeApplicationStatus } from './application-status.ts'
import { checkRecruiterStatusToken } from './application-status-link.ts'

/** A token and a form id: anything much larger is not this form. */
const MAX_BODY_BYTES = 8 * 1024

/**
 * POST /{lang}/{slug}/application/decision: a recruiter confirms the status change of a
 * signed link (ADR 046). Opening the link changes nothing (mail scanners open links); this
 * plain form post does. Its `event_id` is the form's own id, made when the page was shown:
 * the same form sent twice is one event. Every outcome is a 303 back to the page of the
 * link, which says what holds now (or why the link does not work, with its status).
 */
export const recruiterStatus = new Hono<AppEnv>()

recruiterStatus.post('/:lang/:slug/application/decision', async (c) => {
  const lang = c.req.param('lang')
  const slug = parseCompanySlug(c.req.param('slug'))
  if (!isLocale(lang) || !slug) {
    await discardBody(c.req.raw)
    return c.notFound()
  }
  if (!isSameOrigin(c)) {
    await discardBody(c.req.raw)
    console.warn('status decision refused: cross-origin')
    return c.text('Cross-site form posts are refused.\n', 403)
  }
  const body = await readBody(c.req.raw, MAX_BODY_BYTES)
  if (!body.ok) await discardBody(c.req.raw)
  const contentType = c.req.header('Content-Type') ?? ''
  const isForm = (FORM_MEDIA_TYPES as readonly string[]).includes(mediaTypeOf(contentType))
  const form = body.ok && isForm ? await parseFormBody(body.bytes, contentType) : null
  const token = typeof form?.token === 'string' ? form.token : ''
  const formId = parseUuid(typeof form?.event_id === 'string' ? form.event_id : undefined)
  const page = (query: Record<string, string>) =>
    `${localizedPath(lang, companyPaths.recruiterStatus(slug))}?${new URLSearchParams({ token, ...query })}`

  const check = await checkRecruiterStatusToken(c.get('config').linkSigningSecret, token)
  if (!check.ok || !formId) {
    console.warn(`status decision refused: ${check.ok ? 'form' : check.reason}`)
    return c.redirect(page({}), 303)
  }
  const company = await getCompanyBySlug(c.get('db').sql, slug).catch(() => null)
  if (!company) return c.redirect(page({}), 303)
  const outcome = await changeApplicationStatus(
    {
      sql: c.get('db').sql,
      links: { origin: c.get('config').publicOrigin, secret: c.get('config').linkSigningSecret },
      deliverAfterResponse: (queued) => sendQueuedAfterResponse(c, queued),
    },
    {
      applicationId: check.applicationId,
      status: check.status,
      occurredAt: new Date(),
      source: 'recruiter',
      eventId: `recruiter:${formId}`,
      message: null,
    },
    company.id,
  )
  if (outcome.status === 'unavailable') return c.redirect(page({ failed: '1' }), 303)
  return c.redirect(page(outcome.status === 'gone' ? {} : { done: '1' }), 303)
})
