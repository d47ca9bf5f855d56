import { describe, expect, it } from 'vitest'
import { webhookSignature } from '../features/deliveries/webhook-delivery.ts'
import { isSignedBy } from './inbound-signature.ts'

const SECRET = 'a-company-webhook-secret-of-32-characters'
const body = new TextEncoder().encode('{"event_id":"e1","status":"interview","occurred_at":"2030-01-01T00:00:00Z"}')
const text = new TextDecoder().decode(body)
const NOW = 1_900_000_000

describe('an ATS call’s signature (ADR 046), the counterpart of our webhooks’', () => {
  it('accepts the exact bytes signed with the company’s secret, as our webhooks sign them', async () => {
    expect(await isSignedBy(SECRET, await webhookSignature(SECRET, NOW, text), body, NOW)).toBe(true)
    expect(await isSignedBy(SECRET, await webhookSignature(SECRET, NOW - 299, text), body, NOW)).toBe(true)
  })

  it('refuses another secret, other bytes, an old or future time, and anything malformed', async () => {
    const altered = new TextEncoder().encode(text.replace('interview', 'hired'))
    expect(
      await isSignedBy(
        'another-company-secret-of-32-characters!',
        await webhookSignature(SECRET, NOW, text),
        body,
        NOW,
      ),
    ).toBe(false)
    expect(await isSignedBy(SECRET, await webhookSignature(SECRET, NOW, text), altered, NOW)).toBe(false)
    expect(await isSignedBy(SECRET, await webhookSignature(SECRET, NOW - 301, text), body, NOW)).toBe(false)
    expect(await isSignedBy(SECRET, await webhookSignature(SECRET, NOW + 301, text), body, NOW)).toBe(false)
    for (const header of ['', 't=abc,v1=00', `t=${NOW}`, `v1=${'0'.repeat(64)}`, `t=${NOW},v1=${'z'.repeat(64)}`]) {
      expect(await isSignedBy(SECRET, header, body, NOW)).toBe(false)
    }
  })
})
