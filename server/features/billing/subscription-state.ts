import type { SubscriptionStatus } from './stripe-events.ts'

/** Pro stays this long after a subscription is first reported past_due (then Starter). */
export const GRACE_DAYS = 14
const DAY_MS = 86_400_000

/** A company's subscription as Stripe last reported it (company_billing). */
export type SubscriptionState = {
  subscriptionId: string | null
  status: SubscriptionStatus | null
  /** The `created` of the event this state came from. */
  statusAt: Date | null
  graceUntil: Date | null
}

export type ReportedState = { subscriptionId: string; status: SubscriptionStatus; at: Date }

/** Stripe never brings these back: a later word about the same subscription cannot either. */
const ENDED: readonly SubscriptionStatus[] = ['canceled', 'incomplete_expired']
/** Said of another subscription than the company's current one, these do not end it. */
const NOT_PAID: readonly SubscriptionStatus[] = ['canceled', 'incomplete_expired', 'unpaid']

/**
 * How far along a subscription's life a status is, to order two reports made in the same
 * second (Stripe's `created` has seconds only): incomplete, then any live status, then ended.
 */
function stage(status: SubscriptionStatus): number {
  if (status === 'incomplete') return 0
  return ENDED.includes(status) ? 2 : 1
}

/**
 * The state after Stripe's report, or null when the report changes nothing: it is older
 * than the state held (events arrive out of order), it is about a subscription that ended,
 * or it ends a subscription that is no longer the company's current one. `enteredPastDue`
 * says the report starts a grace period (the owners are told once).
 */
export function nextSubscriptionState(
  held: SubscriptionState,
  reported: ReportedState,
): { state: SubscriptionState; enteredPastDue: boolean } | null {
  const sameSubscription = held.subscriptionId === reported.subscriptionId
  if (held.statusAt && held.status) {
    if (reported.at < held.statusAt) return null
    if (sameSubscription && ENDED.includes(held.status)) return null
    if (
      reported.at.getTime() === held.statusAt.getTime() &&
      sameSubscription &&
      stage(reported.status) < stage(held.status)
    )
      return null
  }
  if (held.subscriptionId && !sameSubscription && NOT_PAID.includes(reported.status)) return null
  const stillPastDue = sameSubscription && held.status === 'past_due' && held.graceUntil !== null
  const graceUntil =
    reported.status !== 'past_due'
      ? null
      : stillPastDue
        ? held.graceUntil
        : new Date(reported.at.getTime() + GRACE_DAYS * DAY_MS)
  return {
    state: {
      subscriptionId: reported.subscriptionId,
      status: reported.status,
      statusAt: reported.at,
      graceUntil,
    },
    enteredPastDue: reported.status === 'past_due' && !stillPastDue,
  }
}
