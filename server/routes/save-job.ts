import { Hono } from 'hono'
import { isVisibleJobStatus } from '../../domain/job.ts'
import { companyPaths, localizedPath } from '../../domain/paths.ts'
import { saveJobSchema } from '../../domain/save-job-schema.ts'
import { queueSavedJobEmail } from '../db/queries/email-outbox.ts'
import { getJobWithCompanyName } from '../db/queries/jobs.ts'
import type { AppEnv } from '../hono-env.ts'
import { deliverAfterResponse } from '../services/email-delivery.ts'
import { savedJobEmail } from '../services/email-templates.ts'
import { clientKey, isSameOrigin } from '../services/request-guards.ts'

/**
 * POST /api/save-job (spec section 7, "send-job-email"): validates the payload, queues the
 * job description e-mail in the outbox, answers. JSON in, JSON out for the page's script;
 * a plain form post (no JavaScript) gets a 303 back to the job page.
 */
export const saveJob = new Hono<AppEnv>()

saveJob.post('/save-job', async (c) => {
  const isForm = !(c.req.header('Content-Type') ?? '').includes('application/json')
  const fail = async (status: 400 | 403 | 404 | 413 | 429 | 503, error: string) => {
    // A refusal before the body was read still reads it (it is small: see the size check),
    // or the next request on the same keep-alive connection fails.
    if (!c.req.raw.bodyUsed && status !== 413) await c.req.raw.arrayBuffer().catch(() => null)
    return c.json({ ok: false, error }, status)
  }

  if (!isSameOrigin(c)) return fail(403, 'cross-origin')
  if (Number(c.req.header('Content-Length') ?? 0) > 16_384) return fail(413, 'too-large')
  const { success: allowed } = await c.env.SAVE_JOB_LIMITER.limit({ key: clientKey(c, 'save-job') })
  if (!allowed) return fail(429, 'rate-limited')

  const raw = await (isForm ? c.req.parseBody() : c.req.json()).catch(() => null)
  const parsed = saveJobSchema.safeParse(raw)
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0]
    return fail(400, field === 'email' ? 'invalid-email' : 'invalid-payload')
  }
  const payload = parsed.data

  const sql = c.get('db').sql
  try {
    const job = await getJobWithCompanyName(sql, payload.jobId)
    if (!job || !isVisibleJobStatus(job.status)) return fail(404, 'job-not-found')
    const jobPath = localizedPath(payload.locale, companyPaths.job(job.companySlug, job.id))
    const email = savedJobEmail({
      locale: payload.locale,
      jobTitle: job.title,
      companyName: job.companyName,
      jobUrl: `${c.get('config').publicOrigin}${jobPath}`,
    })
    const address = payload.email.trim()
    // One e-mail per address, job and day: retries and double clicks send nothing twice.
    const day = new Date().toISOString().slice(0, 10)
    const { queued } = await queueSavedJobEmail(sql, {
      ...email,
      toAddress: address,
      locale: payload.locale,
      jobId: job.id,
      dedupeKey: `saved_job:${job.id}:${address.toLowerCase()}:${day}`,
    })
    // Sent after the response rather than at the next cron run; a repeat queued nothing.
    const delivery = queued ? deliverAfterResponse(c.env) : null
    if (delivery) c.executionCtx.waitUntil(delivery)
    if (isForm) return c.redirect(`${jobPath}?saved=1`, 303)
    return c.json({ ok: true })
  } catch (error) {
    console.error('save-job failed', error instanceof Error ? error.message : 'unknown error')
    return fail(503, 'unavailable')
  }
})
