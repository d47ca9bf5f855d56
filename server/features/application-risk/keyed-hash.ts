/**
 * HMAC-SHA256 in hex with the Worker's link-signing secret (LINK_SIGNING_SECRET, the key of
 * every signed link), under a purpose prefix of its own so that no value signed here can
 * stand for another: the form's render time, the proof-of-work challenges, the client
 * address's hash.
 */
export type KeyedPurpose = 'form-shown' | 'apply-challenge' | 'apply-client'

const encoder = new TextEncoder()
const keys = new Map<string, Promise<CryptoKey>>()

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret)
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
    keys.set(secret, key)
  }
  return key
}

export const toHex = (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('')

export async function keyedHash(secret: string, purpose: KeyedPurpose, value: string): Promise<string> {
  return toHex(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(`${purpose}:${value}`)))
}

/** Compares two hex strings without stopping at the first difference. */
export function sameHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index)
  return difference === 0
}
