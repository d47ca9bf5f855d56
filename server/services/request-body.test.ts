import { describe, expect, it } from 'vitest'
import { refuseUnread } from './request-body.ts'

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
