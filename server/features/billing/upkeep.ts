import type { Sql } from '#server/db/client.ts'
import { deleteOldStripeEvents, endLapsedGrace } from './queries.ts'

/**
 * Stripe retries an event for 3 days; its record is kept 30 days to spot replays (an older
 * one re-sent by hand still cannot undo a newer state: the states' dates guard that).
 */
const STRIPE_EVENTS_KEPT_MS = 30 * 86_400_000

/**
 * The five-minute cron's billing work (ADR 060): companies past_due whose grace is over
 * move to Starter (nothing else would: Stripe sends no event when our grace ends), and
 * old event records go.
 */
export async function runBillingUpkeep(sql: Sql): Promise<{ moved: number; deleted: number }> {
  const { moved } = await endLapsedGrace(sql)
  const { deleted } = await deleteOldStripeEvents(sql, STRIPE_EVENTS_KEPT_MS)
  return { moved, deleted }
}
