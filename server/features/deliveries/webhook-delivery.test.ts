import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { webhookBody, webhookSignature } from './webhook-delivery.ts'

const SECRET = 'whsec-test-0123456789abcdef0123456789'

describe('webhook signature', () => {
  it('is t=<seconds>,v1=<hex HMAC-SHA256 of "t.body">, as a receiver recomputes it with the secret', async () => {
    const body = '{"id":"e1","type":"application.received","data":{"name":"Zoé"}}'
    const header = await webhookSignature(SECRET, 1_790_000_000, body)
    const expected = createHmac('sha256', SECRET).update(`1790000000.${body}`, 'utf8').digest('hex')
    expect(header).toBe(`t=1790000000,v1=${expected}`)
  })

  it('changes with the body, the timestamp and the secret', async () => {
    const signature = (secret: string, t: number, body: string) => webhookSignature(secret, t, body)
    const reference = await signature(SECRET, 1, '{}')
    expect(await signature(SECRET, 1, '{} ')).not.toBe(reference)
    expect((await signature(SECRET, 2, '{}')).split(',v1=')[1]).not.toBe(reference.split(',v1=')[1])
    expect(await signature(`${SECRET}x`, 1, '{}')).not.toBe(reference)
  })
})

describe('webhook body', () => {
  it('wraps the queued data in the envelope of the row: id, type, created_at', () => {
    const body = webhookBody({
      id: '3f0b8c9e-1d2a-4c5b-8e7f-000000000001',
      eventType: 'application.withdrawn',
      createdAt: new Date('2026-11-23T10:00:00.123Z'),
      payload: { application: { id: 'a1' } },
    })
    expect(JSON.parse(body)).toEqual({
      id: '3f0b8c9e-1d2a-4c5b-8e7f-000000000001',
      type: 'application.withdrawn',
      created_at: '2026-11-23T10:00:00.123Z',
      data: { application: { id: 'a1' } },
    })
  })
})
