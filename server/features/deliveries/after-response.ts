import type { Context } from 'hono'
import type { AppEnv } from '../../hono-env.ts'
import { deliverAfterResponse } from './email-delivery.ts'
import { deliverWebhooksAfterResponse } from './webhook-delivery.ts'

/**
 * Sends what a request queued now rather than at the next cron run, after its response
 * (`waitUntil`): the visitor never waits for Resend or a company's ATS, and whatever fails
 * stays queued for the cron.
 */
export function sendQueuedAfterResponse(c: Context<AppEnv>, queued: { email: boolean; webhook?: boolean }) {
  // On the request's own client, which the request pipeline ends once this is done.
  const db = c.get('db')
  const emails = queued.email ? deliverAfterResponse(db, c.get('config').email) : null
  if (emails) c.executionCtx.waitUntil(emails)
  if (queued.webhook) c.executionCtx.waitUntil(deliverWebhooksAfterResponse(db, c.get('config')))
}
