import type { Context } from 'hono'
import type { AppEnv } from '../hono-env.ts'

/**
 * Rejects cross-site form posts: a browser always sends Origin on POST, and it must be
 * this site. (Requests without Origin are not from a browser form and pass.) A page under
 * `Referrer-Policy: no-referrer` (an address with a personal token, ADR 037) posts its
 * forms with `Origin: null`; the browser then says where the post comes from in
 * `Sec-Fetch-Site`, which no page can set: only this site's own pages pass. An opaque
 * origin from anywhere else (a sandboxed frame, a data: URL) is cross-site and refused.
 */
export function isSameOrigin(c: Context<AppEnv>): boolean {
  const origin = c.req.header('Origin')
  if (!origin) return true
  if (origin === 'null') return c.req.header('Sec-Fetch-Site') === 'same-origin'
  const url = new URL(c.req.url)
  return origin === url.origin || origin === c.get('config').publicOrigin
}

/**
 * The client a rate limit applies to, within `scope`.
 *
 * In production every request reaches the Worker through Cloudflare's edge, which sets
 * `CF-Connecting-IP` to the address of the client's connection (and replaces any value
 * the client sent): that address is the key.
 *
 * Without it (a request that did not come through the edge: `vike preview`, `wrangler
 * dev`, tests), workerd exposes no socket address at all. One shared key would then let
 * a single client exhaust the limit for everyone. The closest stand-in for "this
 * connection" is what the proxy in front (if any) says about it, `X-Forwarded-For` and
 * `X-Real-IP`, together with the `User-Agent`: different clients behind one proxy or
 * NAT usually differ by one or the other. These headers are the client's to choose, so
 * a client can pick fresh buckets by varying them; that is accepted here because the
 * only trustworthy address, Cloudflare's, is present wherever the limit matters. The
 * values are hashed: a key is bounded in length and carries no address in clear.
 */
export function clientKey(c: Context<AppEnv>, scope: string): string {
  const address = c.req.header('CF-Connecting-IP')
  if (address) return `${scope}:${address}`
  const connection = [
    c.req.header('X-Forwarded-For') ?? '',
    c.req.header('X-Real-IP') ?? '',
    c.req.header('User-Agent') ?? '',
  ].join('\n')
  return `${scope}:anonymous:${fnv1a64(connection)}`
}

/**
 * FNV-1a, 64 bits, as hex: synchronous (the limiter's key is computed inline) and well
 * spread; not a secret-keeping hash, which a bucket name does not need.
 */
function fnv1a64(text: string): string {
  let hash = 0xcbf29ce484222325n
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte)
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn
  }
  return hash.toString(16).padStart(16, '0')
}
