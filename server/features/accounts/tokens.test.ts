import { describe, expect, it } from 'vitest'
import { hashToken, newToken, TOKEN_FORM } from './tokens.ts'

describe('tokens', () => {
  it('are 32 random bytes in base64url, never twice the same', () => {
    const tokens = new Set(Array.from({ length: 200 }, newToken))
    expect(tokens.size).toBe(200)
    for (const token of tokens) expect(token).toMatch(TOKEN_FORM)
  })

  it('are stored as their SHA-256', async () => {
    const hash = await hashToken('abc')
    expect(Buffer.from(hash).toString('hex')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })
})
