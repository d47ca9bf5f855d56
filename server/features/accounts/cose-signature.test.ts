import { describe, expect, it } from 'vitest'
import { derToRaw, verifyCoseSignature } from './cose-signature.ts'

const base64url = (bytes: ArrayBuffer) => Buffer.from(bytes).toString('base64url')

describe('a passkey’s signature', () => {
  it('verifies ES256 from its COSE key and a DER signature, and refuses other data', async () => {
    const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])
    const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey)
    const cose = new Map<number, unknown>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
    ])
    const data = new TextEncoder().encode('authenticator data and client data hash')
    const raw = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, pair.privateKey, data))
    const der = toDer(raw)
    expect(base64url(derToRaw(der)?.buffer ?? new ArrayBuffer(0))).toBe(base64url(raw.buffer))
    expect(await verifyCoseSignature(cose, der, data)).toBe(true)
    expect(await verifyCoseSignature(cose, der, new TextEncoder().encode('other data'))).toBe(false)
  })
})

/** r‖s as ASN.1 DER, as authenticators send ECDSA signatures. */
function toDer(raw: Uint8Array): Uint8Array<ArrayBuffer> {
  const integer = (bytes: Uint8Array) => {
    let start = 0
    while (start < bytes.length - 1 && bytes[start] === 0) start++
    const body = bytes.subarray(start)
    return (body[0] ?? 0) & 0x80 ? [0x02, body.length + 1, 0, ...body] : [0x02, body.length, ...body]
  }
  const content = [...integer(raw.subarray(0, 32)), ...integer(raw.subarray(32))]
  return new Uint8Array([0x30, content.length, ...content])
}
