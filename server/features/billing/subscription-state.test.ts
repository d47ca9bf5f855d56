import { describe, expect, it } from 'vitest'
import { GRACE_DAYS, nextSubscriptionState, type SubscriptionState } from './subscription-state.ts'

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 1) + seconds * 1000)
const NONE: SubscriptionState = { subscriptionId: null, status: null, statusAt: null, graceUntil: null }
const held = (status: SubscriptionState['status'], seconds: number, subscriptionId = 'sub_A'): SubscriptionState => ({
  subscriptionId,
  status,
  statusAt: at(seconds),
  graceUntil: status === 'past_due' ? at(seconds + GRACE_DAYS * 86_400) : null,
})

describe('nextSubscriptionState', () => {
  it('takes the first report as it is', () => {
    expect(nextSubscriptionState(NONE, { subscriptionId: 'sub_A', status: 'active', at: at(10) })).toEqual({
      state: held('active', 10),
      enteredPastDue: false,
    })
  })

  it('ignores a report older than the state held (events out of order)', () => {
    expect(nextSubscriptionState(held('canceled', 20), { subscriptionId: 'sub_A', status: 'active', at: at(10) })).toBe(
      null,
    )
    expect(nextSubscriptionState(held('active', 20), { subscriptionId: 'sub_A', status: 'past_due', at: at(19) })).toBe(
      null,
    )
  })

  it('never brings an ended subscription back, even with a later report', () => {
    expect(nextSubscriptionState(held('canceled', 20), { subscriptionId: 'sub_A', status: 'active', at: at(30) })).toBe(
      null,
    )
  })

  it('orders two reports of the same second by the subscription’s life', () => {
    expect(
      nextSubscriptionState(held('active', 20), { subscriptionId: 'sub_A', status: 'incomplete', at: at(20) }),
    ).toBe(null)
    expect(
      nextSubscriptionState(held('active', 20), { subscriptionId: 'sub_A', status: 'canceled', at: at(20) })?.state
        .status,
    ).toBe('canceled')
  })

  it('lets a new subscription follow an ended one, and an old one’s end leave the new one alone', () => {
    const renewed = nextSubscriptionState(held('canceled', 20), {
      subscriptionId: 'sub_B',
      status: 'active',
      at: at(30),
    })
    expect(renewed?.state).toEqual(held('active', 30, 'sub_B'))
    expect(
      nextSubscriptionState(held('active', 30, 'sub_B'), { subscriptionId: 'sub_A', status: 'canceled', at: at(40) }),
    ).toBe(null)
  })

  it('starts the grace period once, when the subscription becomes past_due', () => {
    const first = nextSubscriptionState(held('active', 10), { subscriptionId: 'sub_A', status: 'past_due', at: at(20) })
    expect(first).toEqual({ state: held('past_due', 20), enteredPastDue: true })
    const again = nextSubscriptionState(held('past_due', 20), {
      subscriptionId: 'sub_A',
      status: 'past_due',
      at: at(90),
    })
    expect(again).toEqual({ state: { ...held('past_due', 20), statusAt: at(90) }, enteredPastDue: false })
    expect(
      nextSubscriptionState(held('past_due', 20), { subscriptionId: 'sub_A', status: 'active', at: at(95) })?.state
        .graceUntil,
    ).toBe(null)
  })
})
