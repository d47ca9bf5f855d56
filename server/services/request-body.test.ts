import { describe, expect, it } from 'vitest'
import { refuseUnread, settleUnreadBody } from './request-body.ts'

describe('refuseUnread', () => {
  it('keeps the refusal as it is, asks to close the connection, and leaves the body unread', async () => {
    const request = new Request('http://localhost/api/save-job', { method: 'POST', body: 'x'.repeat(100_000) })
    const refusal = Response.json({ ok: false, error: 'too-large' }, { status: 413, headers: { 'Retry-After': '60' } })
    const response = refuseUnread(refusal)
    expect(response.status).toBe(413)
    expect(response.headers.get('Connection')).toBe('close')
    expect(response.headers.get('Retry-After')).toBe('60')
    expect(await response.json()).toEqual({ ok: false, error: 'too-large' })
    expect(request.bodyUsed).toBe(false)
  })
})

describe('settleUnreadBody', () => {
  const refusal = () => new Response('refused', { status: 403 })
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request('http://localhost/fr/workspace/jobs/new', {
      method: 'POST',
      body,
      headers,
      duplex: 'half',
    } as RequestInit)

  it('reads a refused small body to its end and keeps the response as it is', async () => {
    const request = post('title=x'.repeat(1000))
    const response = await settleUnreadBody(request, refusal(), 64 * 1024)
    expect(request.bodyUsed).toBe(true)
    expect(response.headers.get('Connection')).toBeNull()
    expect(await response.text()).toBe('refused')
  })

  it('leaves a body a route has read alone', async () => {
    const request = post('a=1')
    await request.text()
    const response = refusal()
    expect(await settleUnreadBody(request, response, 64 * 1024)).toBe(response)
  })

  it('cancels a body declared or found over the limit and asks to close the connection', async () => {
    const declared = post('x'.repeat(10), { 'Content-Length': String(10 * 1024 * 1024) })
    expect((await settleUnreadBody(declared, refusal(), 1024)).headers.get('Connection')).toBe('close')
    const chunked = post(
      new ReadableStream({
        pull(controller) {
          controller.enqueue(new Uint8Array(4096))
        },
      }),
    )
    const answered = await settleUnreadBody(chunked, refusal(), 64 * 1024)
    expect(answered.headers.get('Connection')).toBe('close')
    expect(answered.status).toBe(403)
  })
})
