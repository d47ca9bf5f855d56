import type { Context } from 'hono'
import type { AppEnv } from '../hono-env.ts'

/**
 * Rejects cross-site form posts: a browser always sends Origin on POST, and it must be
 * this site. (Requests without Origin are not from a browser form and pass.)
 */
export function isSameOrigin(c: Context<AppEnv>): boolean {
  const origin = c.req.header('Origin')
  if (!origin) return true
  const url = new URL(c.req.url)
  return origin === url.origin || origin === c.get('config').publicOrigin
}

/** The client a rate limit applies to: Cloudflare's connecting IP, else one shared key. */
export function clientKey(c: Context<AppEnv>, scope: string): string {
  return `${scope}:${c.req.header('CF-Connecting-IP') ?? 'unknown'}`
}
