import { type Attempt, attemptOf, type CallOptions, postJson, unanswered } from './attempt.ts'

/**
 * Google's Indexing API (https://developers.google.com/search/apis/indexing-api/v3/quickstart),
 * which Google allows for pages of job postings (JobPosting) and livestreams only: one POST
 * `{url, type}` per URL, URL_UPDATED or URL_DELETED, authorised by an OAuth access token of
 * a service account that is an owner of the site in Search Console. The token comes from
 * a JWT signed here with WebCrypto (RS256, the service account's private key), exchanged at
 * the `token_uri` its JSON names. Nothing here logs the key, the JWT or the token.
 */
export type ServiceAccount = { clientEmail: string; privateKeyPem: string; tokenUri: string }
export type GoogleIndexingConfig = { endpoint: string; account: ServiceAccount; dailyQuota: number }

export const INDEXING_SCOPE = 'https://www.googleapis.com/auth/indexing'
/** A JWT's lifetime: Google accepts one hour at most. */
const JWT_SECONDS = 3600
/** A cached token is not used in its last minute: a request may take that long to arrive. */
const TOKEN_MARGIN_MS = 60_000

/** The fields used of a service account's JSON key, or null when any is missing. */
export function parseServiceAccount(json: string): ServiceAccount | null {
  try {
    const parsed = JSON.parse(json) as Record<string, unknown>
    const { client_email: clientEmail, private_key: privateKeyPem, token_uri: tokenUri } = parsed
    if (typeof clientEmail !== 'string' || typeof privateKeyPem !== 'string' || typeof tokenUri !== 'string') {
      return null
    }
    if (!/^https?:$/.test(new URL(tokenUri).protocol) || !privateKeyPem.includes('PRIVATE KEY')) return null
    return { clientEmail, privateKeyPem, tokenUri }
  } catch {
    return null
  }
}

const encoder = new TextEncoder()

function base64url(bytes: Uint8Array | string): string {
  const data = typeof bytes === 'string' ? encoder.encode(bytes) : bytes
  let binary = ''
  for (const byte of data) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** The PKCS #8 DER inside a PEM "PRIVATE KEY" block, as the service account JSON holds it. */
function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const base64 = pem.replace(/-----(BEGIN|END) PRIVATE KEY-----/g, '').replace(/\s+/g, '')
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
}

/** The signed assertion of the JWT bearer grant (RFC 7523), valid one hour from `now`. */
export async function serviceAccountJwt(account: ServiceAccount, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000)
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))
  const claims = base64url(
    JSON.stringify({
      iss: account.clientEmail,
      scope: INDEXING_SCOPE,
      aud: account.tokenUri,
      iat,
      exp: iat + JWT_SECONDS,
    }),
  )
  const key = await crypto.subtle.importKey(
    'pkcs8',
    pemToDer(account.privateKeyPem),
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const signature = await crypto.subtle.sign('RSASSA-PKCS1-v1_5', key, encoder.encode(`${header}.${claims}`))
  return `${header}.${claims}.${base64url(new Uint8Array(signature))}`
}

/**
 * Access tokens of this isolate, by account and token_uri, until their last minute. Each
 * isolate (and each cron run's isolate) asks once per hour at most; another isolate asks
 * for its own: Google hands out several valid tokens, and nothing is shared or stored.
 */
const tokens = new Map<string, { token: string; expiresAt: number }>()

/** Forgets the cached tokens (tests). */
export function forgetAccessTokens() {
  tokens.clear()
}

export type TokenResult = { ok: true; token: string } | { ok: false; attempt: Attempt }

export async function accessToken(
  account: ServiceAccount,
  options: { fetch: typeof fetch; timeoutMs: number; now?: Date },
): Promise<TokenResult> {
  const now = options.now ?? new Date()
  const cacheKey = `${account.clientEmail} ${account.tokenUri}`
  const cached = tokens.get(cacheKey)
  if (cached && cached.expiresAt - TOKEN_MARGIN_MS > now.getTime()) return { ok: true, token: cached.token }
  try {
    const response = await options.fetch(account.tokenUri, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: await serviceAccountJwt(account, now),
      }).toString(),
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    })
    if (!response.ok) {
      await response.body?.cancel().catch(() => {})
      const attempt = attemptOf(response)
      return { ok: false, attempt: attempt.ok ? attempt : { ...attempt, error: `token: ${attempt.error}` } }
    }
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown }
    if (typeof body.access_token !== 'string') {
      return {
        ok: false,
        attempt: { ok: false, status: response.status, error: 'token: no access_token', retry: true },
      }
    }
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : JWT_SECONDS
    tokens.set(cacheKey, { token: body.access_token, expiresAt: now.getTime() + seconds * 1000 })
    return { ok: true, token: body.access_token }
  } catch (error) {
    return { ok: false, attempt: unanswered(error) }
  }
}

/** One URL notification. */
export function publishUrlNotification(
  endpoint: string,
  token: string,
  notification: { url: string; type: 'URL_UPDATED' | 'URL_DELETED' },
  options: CallOptions,
): Promise<Attempt> {
  return postJson(endpoint, notification, { Authorization: `Bearer ${token}` }, options)
}
