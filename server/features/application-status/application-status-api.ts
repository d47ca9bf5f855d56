import { Hono } from 'hono'
import { COMPANY_STATUSES, STATUS_MESSAGE_MAX } from '#domain/application-status.ts'
import { parseUuid } from '#domain/identifiers.ts'
import { z } from '#domain/zod.ts'
import { errorCode } from '../../db/errors.ts'
import type { AppEnv } from '../../hono-env.ts'
import { isSignedBy } from '../../services/inbound-signature.ts'
import { discardBody, mediaTypeOf, parseJsonBody, readBody } from '../../services/request-body.ts'
import { sendQueuedAfterResponse } from '../deliveries/after-response.ts'
import { SIGNATURE_HEADER } from '../deliveries/webhook-delivery.ts'
import { changeApplicationStatus } from './application-status.ts'
import { applicationSigner } from './status-queries.ts'

/** `{event_id, status, occurred_at, message}`: 2,000 characters of message fit well within this. */
const MAX_BODY_BYTES = 16_384
/** An ATS's clock may be a little ahead; an event further in the future would block every later one. */
const FUTURE_TOLERANCE_MS = 5 * 60 * 1000
/** Stands in for a secret when there is none, so that every refusal costs the same work. */
const NO_SECRET = 'no-secret-no-secret-no-secret-no-secret'

const eventSchema = z.object({
  event_id: z.string().min(1).max(200),
  status: z.enum(COMPANY_STATUSES),
  occurred_at: z.iso.datetime({ offset: true }),
  message: z.string().trim().min(1).max(STATUS_MESSAGE_MAX).nullish(),
})

/**
 * POST /api/applications/{id}/status (ADR 046): a company's ATS sets an application's
 * status, signed as our webhooks are. An unknown application, another company's, a bad or
 * old signature: one 401, whichever it was. The same `event_id` again: 200, nothing
 * changes. A refused field: 422 naming it. Never a 5xx for bad input.
 */
export const applicationStatusApi = new Hono<AppEnv>()

applicationStatusApi.post('/applications/:id/status', async (c) => {
  const fail = async (status: 400 | 401 | 404 | 413 | 415 | 422 | 503, error: string, extra = {}) => {
    await discardBody(c.req.raw)
    return c.json({ ok: false, error, ...extra }, status)
  }
  const id = parseUuid(c.req.param('id'))
  if (!id) return fail(404, 'not-found')
  if (mediaTypeOf(c.req.header('Content-Type')) !== 'application/json') return fail(415, 'unsupported-media-type')
  if (Number(c.req.header('Content-Length') ?? 0) > MAX_BODY_BYTES) return fail(413, 'too-large')
  const body = await readBody(c.req.raw, MAX_BODY_BYTES)
  if (!body.ok) return body.reason === 'too-large' ? fail(413, 'too-large') : fail(400, 'invalid-payload')

  const sql = c.get('db').sql
  let companyId: string | null
  let secret: string | null
  try {
    const signer = await applicationSigner(sql, id)
    companyId = signer?.companyId ?? null
    secret = signer?.secret ?? null
  } catch (error) {
    console.error(`status event failed: database (${errorCode(error)})`)
    return fail(503, 'unavailable')
  }
  const signed = await isSignedBy(secret ?? NO_SECRET, c.req.header(SIGNATURE_HEADER) ?? '', body.bytes)
  if (!signed || !secret || !companyId) {
    console.warn('status event refused: unauthorized')
    return fail(401, 'unauthorized')
  }

  const raw = parseJsonBody(body.bytes)
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return fail(400, 'invalid-payload')
  const parsed = eventSchema.safeParse(raw)
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? '')
    return fail(422, 'invalid-field', { field })
  }
  const occurredAt = new Date(parsed.data.occurred_at)
  if (occurredAt.getTime() > Date.now() + FUTURE_TOLERANCE_MS)
    return fail(422, 'invalid-field', { field: 'occurred_at' })

  const outcome = await changeApplicationStatus(
    {
      sql,
      links: { origin: c.get('config').publicOrigin, secret: c.get('config').linkSigningSecret },
      deliverAfterResponse: (queued) => sendQueuedAfterResponse(c, queued),
    },
    {
      applicationId: id,
      status: parsed.data.status,
      occurredAt,
      source: 'ats',
      eventId: parsed.data.event_id,
      message: parsed.data.message ?? null,
    },
    companyId,
  )
  switch (outcome.status) {
    case 'applied':
    case 'recorded':
      return c.json({ ok: true, applied: outcome.status === 'applied' }, 200)
    case 'replay':
    case 'settled': // no condition is set here: listed for completeness
      return c.json({ ok: true, replay: true }, 200)
    case 'gone':
      return c.json({ ok: false, error: 'unauthorized' }, 401)
    case 'unavailable':
      return c.json({ ok: false, error: 'unavailable' }, 503)
  }
})
