import type { Context } from 'hono'
import type Stripe from 'stripe'
import type { Sql } from '#server/db/client.ts'
import type { AppEnv } from '#server/hono-env.ts'
import { logFailure } from '#server/log-failure.ts'
import type { BillingConfig } from '../billing/config.ts'
import { stripeClient } from '../billing/stripe.ts'
import { deleteCustomHostname } from '../domains/cloudflare.ts'
import type { DomainsConfig } from '../domains/config.ts'

/**
 * What a deleted space still has outside the database (ADR 085), done after the deletion
 * rather than in it: a slow or failing Stripe or Cloudflare never holds the owner's request
 * or the deletion's transaction. The database queues a follow-up with every deletion and
 * restore (space_deletion_followups); this runs the due ones after the response and from
 * the five-minute cron, each at most once at a time (claimed with a lease), until done.
 * - Stripe: a deleted space's subscription is set to end at its period's end (nothing more
 *   is charged, the paid month is not taken back); a restore resumes it, unless the owner
 *   had already cancelled it themselves. What to do is read from the space's state when the
 *   follow-up runs, so a restore during a run is never undone by it.
 * - Cloudflare: each custom hostname is deleted there, then pending again here without
 *   Cloudflare's id, so that a restore has the domains' refresh create it again (ADR 072).
 */
export type FollowupServices = { billing: BillingConfig | null; domains: DomainsConfig | null }

/** Follow-ups per run (each one or two calls), and how long a claimed one is held. */
const PER_RUN = 10
const LEASE = '2 minutes'
/**
 * A run stops starting calls after this long (the cron's other tasks wait for it; a
 * response's `waitUntil` has 30 s): what it claimed and did not reach is retried later. Each
 * call gives up after 5 s, without the SDK's own retries: the next run is the retry.
 */
const RUN_BUDGET_MS = 20_000
const STRIPE_PATIENCE = { maxNetworkRetries: 0, timeout: 5_000 }
/** Retried after 5 minutes, doubling up to 6 hours, until the space is restored or erased. */
const FIRST_RETRY_MINUTES = 5
const LONGEST_RETRY_MINUTES = 360

type Claimed = {
  companyId: string
  kind: 'stripe_subscription' | 'cloudflare_hostname'
  target: string
  /** As text: compared exactly to tell whether it was queued again meanwhile. */
  queuedAt: string
  attempts: number
  cancelledForDeletion: boolean
  deleted: boolean
}

type Outcome = { done: true; cancelledForDeletion?: boolean; note?: string } | { done: false; error: string }

export async function runSpaceDeletionFollowups(
  sql: Sql,
  services: FollowupServices,
): Promise<{ done: number; retried: number }> {
  const kinds = [
    ...(services.billing ? ['stripe_subscription'] : []),
    ...(services.domains ? ['cloudflare_hostname'] : []),
  ]
  if (kinds.length === 0) return { done: 0, retried: 0 }
  const claimed = await sql<Claimed[]>`
    with due as (
      select company_id, kind, target from space_deletion_followups
      where done_at is null and next_attempt_at <= now() and kind in ${sql(kinds)}
      order by next_attempt_at limit ${PER_RUN}
      for update skip locked
    )
    update space_deletion_followups f
    set attempts = f.attempts + 1, next_attempt_at = now() + ${LEASE}::interval
    from due
    where f.company_id = due.company_id and f.kind = due.kind and f.target = due.target
    returning f.company_id, f.kind, f.target, f.queued_at::text as "queuedAt", f.attempts, f.cancelled_for_deletion,
      (select c.deleted_at is not null from companies c where c.id = f.company_id) as deleted
  `
  let done = 0
  let retried = 0
  const deadline = Date.now() + RUN_BUDGET_MS
  for (const row of claimed) {
    const outcome: Outcome =
      Date.now() > deadline
        ? { done: false, error: 'not reached by its run (out of time)' }
        : await follow(sql, services, row).catch(
            (error: unknown): Outcome => ({
              done: false,
              error: error instanceof Error ? error.message : 'unknown error',
            }),
          )
    await record(sql, row, outcome)
    if (outcome.done) done += 1
    else retried += 1
  }
  return { done, retried }
}

function follow(sql: Sql, services: FollowupServices, row: Claimed): Promise<Outcome> {
  if (row.kind === 'stripe_subscription' && services.billing) return followSubscription(services.billing, row)
  if (row.kind === 'cloudflare_hostname' && services.domains) return releaseHostname(sql, services.domains, row)
  return Promise.resolve({ done: false, error: 'not configured' })
}

/** Stripe's refusals that no retry changes (an unknown or ended subscription): recorded, not retried. */
function isFinalRefusal(error: unknown): boolean {
  const status = (error as { statusCode?: number }).statusCode
  return status === 400 || status === 404
}

async function followSubscription(config: BillingConfig, row: Claimed): Promise<Outcome> {
  const stripe = await stripeClient(config, STRIPE_PATIENCE)
  const key = `space-deletion:${row.companyId}:${row.queuedAt.replace(/\s/g, 'T')}`
  try {
    if (row.deleted) {
      const subscription = await stripe.subscriptions.retrieve(row.target)
      if (subscription.status === 'canceled') return { done: true, cancelledForDeletion: false, note: 'ended' }
      // The owner had it end at the period's end already: theirs to keep, not to resume.
      if (subscription.cancel_at_period_end && !row.cancelledForDeletion)
        return { done: true, cancelledForDeletion: false, note: 'already ending' }
      await stripe.subscriptions.update(row.target, { cancel_at_period_end: true }, { idempotencyKey: `${key}:end` })
      return { done: true, cancelledForDeletion: true }
    }
    if (!row.cancelledForDeletion) return { done: true, cancelledForDeletion: false }
    await stripe.subscriptions.update(row.target, { cancel_at_period_end: false }, { idempotencyKey: `${key}:resume` })
    return { done: true, cancelledForDeletion: false }
  } catch (error) {
    const message = (error as Stripe.errors.StripeError).message ?? 'unknown error'
    if (isFinalRefusal(error)) return { done: true, cancelledForDeletion: false, note: `refused: ${message}` }
    throw error
  }
}

async function releaseHostname(sql: Sql, config: DomainsConfig, row: Claimed): Promise<Outcome> {
  const [hostname] = await sql<{ cloudflareId: string | null }[]>`
    select cloudflare_id from custom_hostnames where hostname = ${row.target} and company_id = ${row.companyId}
  `
  // Restored before it ran (the domain stays), or released, or removed by its owner already.
  if (!row.deleted || !hostname?.cloudflareId) return { done: true }
  const deleted = await deleteCustomHostname(config, hostname.cloudflareId)
  if (deleted === 'unavailable') return { done: false, error: 'Cloudflare unavailable' }
  // Gone there already is as good; another refusal (a token without the right) is retried.
  if (!deleted.ok && deleted.status !== 404)
    return { done: false, error: `Cloudflare refused (${deleted.status}): ${deleted.refused.join('; ')}` }
  await sql`select release_space_hostname(${row.companyId}, ${row.target})`
  return { done: true }
}

/** Done, unless queued again meanwhile (then it runs again as queued); or retried later. */
async function record(sql: Sql, row: Claimed, outcome: Outcome) {
  const key = sql`company_id = ${row.companyId} and kind = ${row.kind} and target = ${row.target}`
  if (outcome.done) {
    await sql`
      update space_deletion_followups
      set done_at = case when queued_at::text = ${row.queuedAt} then now() end,
        cancelled_for_deletion = ${outcome.cancelledForDeletion ?? row.cancelledForDeletion},
        last_error = ${outcome.note ?? null}
      where ${key}
    `
    return
  }
  const minutes = Math.min(FIRST_RETRY_MINUTES * 2 ** Math.max(0, row.attempts - 1), LONGEST_RETRY_MINUTES)
  await sql`
    update space_deletion_followups
    set last_error = ${outcome.error.slice(0, 500)},
      next_attempt_at = case when queued_at::text = ${row.queuedAt}
        then now() + ${minutes} * interval '1 minute' else next_attempt_at end
    where ${key}
  `
}

/** Runs what a deletion or restore queued after the response, on the request's own client (the Worker's role). */
export function runFollowupsAfterResponse(c: Context<AppEnv>) {
  const { billing, domains } = c.get('config')
  c.executionCtx.waitUntil(
    runSpaceDeletionFollowups(c.get('db').sql, { billing, domains }).then(
      () => {},
      (error: unknown) => logFailure('space deletion follow-ups', error),
    ),
  )
}
