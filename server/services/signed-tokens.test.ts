import { describe, expect, it } from 'vitest'
import { signToken, verifyToken } from './signed-tokens.ts'

const SECRET = 'a-test-secret-of-at-least-32-characters'
const NOW = new Date('2026-11-23T10:00:00Z')
const LATER = new Date('2026-11-30T10:00:00Z')
const claims = { purpose: 'withdraw' as const, subject: '7211c0f0-6745-4ae7-be4a-41a8e7c3723a', expiresAt: LATER }

describe('signed tokens', () => {
  it('verify what they sign, for their purpose, until they expire', async () => {
    const token = await signToken(SECRET, claims)
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
    expect(await verifyToken(SECRET, token, 'withdraw', NOW)).toEqual({
      ok: true,
      subject: claims.subject,
      expiresAt: LATER,
    })
    // Still authentic once expired: it says what it named (a CV link is renewed from it).
    expect(await verifyToken(SECRET, token, 'withdraw', LATER)).toEqual({
      ok: false,
      reason: 'expired',
      subject: claims.subject,
    })
  })

  it('refuse another purpose, another secret and any altered character', async () => {
    const token = await signToken(SECRET, claims)
    expect(await verifyToken(SECRET, token, 'cv-download', NOW)).toEqual({ ok: false, reason: 'wrong-purpose' })
    expect(await verifyToken(`${SECRET}!`, token, 'withdraw', NOW)).toEqual({ ok: false, reason: 'bad-signature' })
    const [body, signature] = token.split('.') as [string, string]
    const forged = await signToken(SECRET, { ...claims, subject: 'another' })
    const swapped = `${forged.split('.')[0]}.${signature}`
    expect(await verifyToken(SECRET, swapped, 'withdraw', NOW)).toEqual({ ok: false, reason: 'bad-signature' })
    for (let i = 0; i < token.length; i += 7) {
      const char = token[i] === 'A' ? 'B' : 'A'
      const altered = token.slice(0, i) + char + token.slice(i + 1)
      if (altered === token) continue
      expect((await verifyToken(SECRET, altered, 'withdraw', NOW)).ok).toBe(false)
    }
    expect(body.length).toBeGreaterThan(0)
  })

  it('read one spelling only: any other last character of the signature fails, unused bits included', async () => {
    const token = await signToken(SECRET, claims)
    const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    const accepted: string[] = []
    for (const char of ALPHABET) {
      const altered = token.slice(0, -1) + char
      if ((await verifyToken(SECRET, altered, 'withdraw', NOW)).ok) accepted.push(altered)
    }
    expect(accepted).toEqual([token])
  })

  it('call anything else malformed, never throw', async () => {
    for (const text of ['', '.', 'abc', 'a.b.c', '%%.%%', 'é.é', `${'a'.repeat(2000)}.b`]) {
      const check = await verifyToken(SECRET, text, 'withdraw', NOW)
      expect(check.ok).toBe(false)
    }
  })
})
