/**
 * The secrets the accounts layer hands out (session cookies, e-mailed links, invitations):
 * 32 random bytes, base64url. Only their SHA-256 is stored (ADR 055), so a copy of the
 * database, or a log of its queries, opens nothing.
 */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
}

/** A token as the visitor sends it: 43 base64url characters. Anything else is no token of ours. */
export const TOKEN_FORM = /^[A-Za-z0-9_-]{43}$/

export async function hashToken(token: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)))
}

/** A hash as hex (an outbox row's dedupe key names the link by it). */
export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** A new e-mailed link: its token's hash (what is stored) and the e-mail that carries the token. */
export async function newLinkEmail<Email>(
  emailOf: (token: string) => Email,
): Promise<{ hash: Uint8Array; email: Email }> {
  const token = newToken()
  return { hash: await hashToken(token), email: emailOf(token) }
}
