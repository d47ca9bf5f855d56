/**
 * Signed, expiring tokens for the links the site e-mails: a CV download for recruiters, a
 * candidate's withdrawal, a job alert's confirmation and unsubscription, a company's
 * statistics page. A token names
 * what it is for (`purpose`) and one record (`subject`, an id); it is HMAC-SHA256 signed
 * with the Worker's LINK_SIGNING_SECRET, so it cannot be guessed or altered, and a token
 * made for one purpose never opens another. Single use, where a link must be, is the
 * database's part: the record the token names is gone or marked once used.
 *
 * Format: `base64url(JSON payload).base64url(signature)`, short enough for any URL.
 */
import { parseShapedJson } from '#server/shaped-json.ts'

export const TOKEN_PURPOSES = [
  'cv-download',
  'withdraw',
  'alert-confirm',
  'alert-unsubscribe',
  // A company's statistics page (ADR 043): its subject is the company's id.
  'company-statistics',
  // A candidate's application status page (ADR 046): its subject is the application's id.
  'application-status',
  // A recruiter's status link (ADR 046): its subject is "<application id>:<status>".
  'recruiter-status',
  // A CV opened from the recruiter's desk: its subject is the application's id,
  // valid minutes, and only with a member's session of its company.
  'desk-cv',
] as const
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number]

export type TokenClaims = { purpose: TokenPurpose; subject: string; expiresAt: Date }

export type TokenCheck =
  | { ok: true; subject: string; expiresAt: Date }
  | { ok: false; reason: 'malformed' | 'bad-signature' | 'wrong-purpose' }
  // Authentic but past its date: what it named, for a link that can be renewed (a CV's).
  | { ok: false; reason: 'expired'; subject: string }

type Payload = { p: TokenPurpose; s: string; e: number }

const encoder = new TextEncoder()
const keys = new Map<string, Promise<CryptoKey>>()

function signingKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret)
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ])
    keys.set(secret, key)
  }
  return key
}

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/**
 * The bytes of `text`, read canonically: a last character whose unused low bits are set
 * spells the same bytes another way, and is refused, so that any changed character of a
 * token fails (four spellings of a signature's last character were accepted).
 */
function base64UrlDecode(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
    return base64UrlEncode(bytes) === text ? bytes : null
  } catch {
    return null
  }
}

export async function signToken(secret: string, claims: TokenClaims): Promise<string> {
  const payload: Payload = { p: claims.purpose, s: claims.subject, e: Math.floor(claims.expiresAt.getTime() / 1000) }
  const body = base64UrlEncode(encoder.encode(JSON.stringify(payload)))
  const signature = await crypto.subtle.sign('HMAC', await signingKey(secret), encoder.encode(body))
  return `${body}.${base64UrlEncode(new Uint8Array(signature))}`
}

/** Checks a token from a URL; anything that is not one of ours is `malformed`, never an exception. */
export async function verifyToken(
  secret: string,
  token: string,
  purpose: TokenPurpose,
  now: Date = new Date(),
): Promise<TokenCheck> {
  const [body, signatureText, ...rest] = token.length <= 1024 ? token.split('.') : []
  const signature = signatureText === undefined ? null : base64UrlDecode(signatureText)
  if (!body || !signature || rest.length > 0) return { ok: false, reason: 'malformed' }
  // Constant-time comparison by Web Crypto itself.
  const valid = await crypto.subtle.verify('HMAC', await signingKey(secret), signature, encoder.encode(body))
  if (!valid) return { ok: false, reason: 'bad-signature' }
  const payload = parsePayload(base64UrlDecode(body))
  if (!payload) return { ok: false, reason: 'malformed' }
  if (payload.p !== purpose) return { ok: false, reason: 'wrong-purpose' }
  if (payload.e * 1000 <= now.getTime()) return { ok: false, reason: 'expired', subject: payload.s }
  return { ok: true, subject: payload.s, expiresAt: new Date(payload.e * 1000) }
}

function parsePayload(bytes: Uint8Array | null): Payload | null {
  if (!bytes) return null
  return parseShapedJson<Payload>(
    () => new TextDecoder('utf-8', { fatal: true }).decode(bytes),
    (value) =>
      typeof value.p === 'string' &&
      (TOKEN_PURPOSES as readonly string[]).includes(value.p) &&
      typeof value.s === 'string' &&
      typeof value.e === 'number' &&
      Number.isSafeInteger(value.e),
  )
}
