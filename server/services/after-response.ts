import type { Context } from 'hono'
import type { AppEnv } from '../hono-env.ts'
import { deliverAfterResponse } from './email-delivery.ts'
import { deliverWebhooksAfterResponse } from './webhook-delivery.ts'

/**
 * Sends what a request queued now rather than at the next cron run, after its response
 * (`waitUntil`): the visitor never waits for Resend or a company's ATS, and whatever fails
 * stays queued for the cron.
 */
export function sendQueuedAfterResponse(c: Context<AppEnv>, queued: { email: boolean; webhook?: boolean }) {
  const emails = queued.email ? deliverAfterResponse(c.env, c.get('config').email) : null
  if (emails) c.executionCtx.waitUntil(emails)
  if (queued.webhook) c.executionCtx.waitUntil(deliverWebhooksAfterResponse(c.env))
}
