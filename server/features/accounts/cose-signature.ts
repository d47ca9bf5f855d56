import { isoBase64URL } from '@simplewebauthn/server/helpers'

/**
 * Verifies a passkey's signature with its COSE public key on WebCrypto: ES256 (P-256),
 * RS256 and EdDSA (Ed25519), the algorithms the site offers (passkeys.ts). Written here
 * rather than taken from @simplewebauthn/server's verifySignature, which also reads X.509
 * certificates (35 KB gzip of ASN.1 parsers the Worker's budget has no room for).
 */
export async function verifyCoseSignature(
  cosePublicKey: Map<number, unknown>,
  signature: Uint8Array<ArrayBuffer>,
  data: Uint8Array<ArrayBuffer>,
): Promise<boolean> {
  const kty = cosePublicKey.get(1)
  const bytes = (label: number) => {
    const value = cosePublicKey.get(label)
    if (!(value instanceof Uint8Array)) throw new Error(`COSE key without ${label}`)
    return isoBase64URL.fromBuffer(new Uint8Array(value))
  }
  if (kty === 2 && cosePublicKey.get(-1) === 1) {
    const key = await crypto.subtle.importKey(
      'jwk',
      { kty: 'EC', crv: 'P-256', x: bytes(-2), y: bytes(-3) },
      { name: 'ECDSA', namedCurve: 'P-256' },
      false,
      ['verify'],
    )
    const raw = derToRaw(signature)
    return raw ? crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, raw, data) : false
  }
  if (kty === 3) {
    const key = await crypto.subtle.importKey(
      'jwk',
      { kty: 'RSA', n: bytes(-1), e: bytes(-2) },
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      false,
      ['verify'],
    )
    return crypto.subtle.verify('RSASSA-PKCS1-v1_5', key, signature, data)
  }
  if (kty === 1 && cosePublicKey.get(-1) === 6) {
    const key = await crypto.subtle.importKey('jwk', { kty: 'OKP', crv: 'Ed25519', x: bytes(-2) }, 'Ed25519', false, [
      'verify',
    ])
    return crypto.subtle.verify('Ed25519', key, signature, data)
  }
  return false
}

/** An ECDSA signature as WebAuthn sends it (ASN.1 DER: two INTEGERs) as WebCrypto reads it (r‖s, 32 bytes each). */
export function derToRaw(der: Uint8Array): Uint8Array<ArrayBuffer> | null {
  if (der[0] !== 0x30) return null
  let offset = 2
  const parts: Uint8Array[] = []
  for (let n = 0; n < 2; n++) {
    if (der[offset] !== 0x02) return null
    const length = der[offset + 1] ?? 0
    let integer = der.subarray(offset + 2, offset + 2 + length)
    while (integer.length > 32 && integer[0] === 0) integer = integer.subarray(1)
    if (integer.length > 32) return null
    const padded = new Uint8Array(32)
    padded.set(integer, 32 - integer.length)
    parts.push(padded)
    offset += 2 + length
  }
  const raw = new Uint8Array(64)
  raw.set(parts[0] ?? new Uint8Array(32), 0)
  raw.set(parts[1] ?? new Uint8Array(32), 32)
  return raw
}
