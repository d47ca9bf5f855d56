import { INLINE_STYLES } from 'virtual:inline-styles'
import { VIDEO_FRAME_ORIGINS } from '#domain/company-video.ts'
import type { AppConfig } from '../env.ts'
import { carriesPersonalToken } from '../services/personal-links.ts'
import { mediaTypeOf } from '../services/request-body.ts'
import { PAGE_SCRIPT_LOADER_HASH } from './page-script.ts'

/** Seconds a client should wait before retrying a 503 (database outage). */
export const RETRY_AFTER_SECONDS = 30

/**
 * Security headers on every response the Worker produces (static assets get theirs from
 * public/_headers). The CSP allows one inline script, by its hash: the loader of the page's
 * script (page-script.ts, ADR 052). Vike's other inline <script>s are JSON data
 * (application/json, application/ld+json), which CSP does not execute or block.
 * Inline style attributes stay allowed (the company accent colour is a CSS variable set
 * in a style attribute). Images may come from the origins in IMAGE_ORIGINS (logos).
 */
export function withSecurityHeaders(response: Response, request: Request, config: AppConfig): Response {
  const answer = writable(response)
  const headers = answer.headers
  if (!import.meta.env.DEV) {
    // Vite's dev server injects inline scripts (HMR client); production has none.
    // A hydrated workspace page comes with Vike's policy naming its scripts' nonce (ADR 057):
    // that nonce joins the site's policy, for that response only.
    const nonce = /'nonce-[A-Za-z0-9_-]+'/.exec(headers.get('Content-Security-Policy') ?? '')?.[0]
    const policy = contentSecurityPolicy(config.imageOrigins, config.billing?.hostedOrigins ?? [])
    headers.set(
      'Content-Security-Policy',
      nonce ? policy.replace("script-src 'self'", `script-src 'self' ${nonce}`) : policy,
    )
    // A company's SVG logo opened as a document: nothing in it may run or load (ADR 082).
    if (mediaTypeOf(headers.get('Content-Type')) === 'image/svg+xml')
      headers.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
  }
  headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload')
  headers.set('X-Content-Type-Options', 'nosniff')
  // Other sites get the origin only; an address with a personal token reaches nobody, not
  // even this site's own logs of its assets (ADR 037); a private page may ask for less
  // itself (the statistics page's `no-referrer`, ADR 043).
  const personal = carriesPersonalToken(new URL(request.url))
  if (personal) headers.set('Referrer-Policy', 'no-referrer')
  else if (!headers.has('Referrer-Policy')) headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  headers.set('X-Frame-Options', 'DENY')
  headers.set('Cross-Origin-Opener-Policy', 'same-origin')
  headers.set('Permissions-Policy', PERMISSIONS_POLICY)
  // Personal or failed responses (forms, confirmations, errors, POSTs) are never stored;
  // public ones set their own Cache-Control (server/features/edge-cache/edge-cache.ts).
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store')
  if (answer.status === 503 && !headers.has('Retry-After')) headers.set('Retry-After', String(RETRY_AFTER_SECONDS))
  return answer
}

/**
 * The response, its headers writable: a response from fetch() or the Cache API has
 * immutable headers, and is then copied once (most responses are built here and are not).
 */
function writable(response: Response): Response {
  try {
    response.headers.set('X-Content-Type-Options', 'nosniff')
    return response
  } catch {
    return new Response(response.body, response)
  }
}

const policies = new Map<string, string>()

/**
 * The Content-Security-Policy header value (built once per list of origins). `formOrigins`:
 * where a form's answer may redirect besides the site, Stripe's Checkout and Billing Portal
 * (the billing page's "Passer à Pro" answers 303 there, and form-action covers redirects).
 */
export function contentSecurityPolicy(imageOrigins: string[], formOrigins: string[] = []): string {
  const key = `${imageOrigins.join(' ')}|${formOrigins.join(' ')}`
  let policy = policies.get(key)
  if (policy === undefined) {
    policy = buildPolicy(imageOrigins, formOrigins)
    policies.set(key, policy)
  }
  return policy
}

function buildPolicy(imageOrigins: string[], formOrigins: string[]): string {
  return [
    "default-src 'self'",
    // The page script's loader, by its hash (page-script.ts); no other inline script.
    ["script-src 'self'", PAGE_SCRIPT_LOADER_HASH].filter(Boolean).join(' '),
    // The build's stylesheets, inlined into pages (inline-styles.ts): our own
    // files, so allowing any of them on any page is no wider than 'self'.
    ["style-src 'self'", ...Object.values(INLINE_STYLES).map(({ hash }) => `'${hash}'`)].join(' '),
    "style-src-attr 'unsafe-inline'",
    `img-src ${["'self'", 'data:', 'blob:', ...imageOrigins].join(' ')}`,
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    ["form-action 'self'", ...formOrigins].join(' '),
    "frame-ancestors 'none'",
    // A company's video, loaded only when the visitor presses play (ADR 022).
    `frame-src ${VIDEO_FRAME_ORIGINS.join(' ')}`,
    // The CV reader of the application form (ADR 047): a worker script of our own origin.
    "worker-src 'self'",
  ].join('; ')
}

// Nothing the site uses but sharing a link and copying it.
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
  'clipboard-write=(self)',
  // Not `web-share`: Chromium does not know the feature and warns on every page; its
  // default is the site itself anyway.
].join(', ')
