import type { Context } from 'hono'
import type { AppEnv } from '../hono-env.ts'

/**
 * Serves a GET response from the Workers Cache API of the data centre, or produces it and
 * stores it for `ttlSeconds` (after the response, with waitUntil). Keyed by the full URL,
 * which carries the language. Only 200 responses are stored. EDGE_CACHE="off" disables
 * it (tests that need fresh data).
 */
export async function withEdgeCache(
  c: Context<AppEnv>,
  ttlSeconds: number,
  produce: () => Promise<Response>,
): Promise<Response> {
  // Outside workerd (Node tests of a route) there is no Cache API: produce directly.
  const storage = globalThis.caches as unknown as { default?: Cache } | undefined
  if (!storage?.default || c.env?.EDGE_CACHE === 'off' || c.req.method !== 'GET') return produce()
  const cache = storage.default
  const key = new Request(c.req.url, { method: 'GET' })
  const hit = await cache.match(key).catch(() => undefined)
  if (hit) {
    const response = new Response(hit.body, hit)
    response.headers.set('X-Edge-Cache', 'HIT')
    return response
  }
  const response = await produce()
  if (response.status !== 200) return response
  response.headers.set('Cache-Control', `public, max-age=${ttlSeconds}, s-maxage=${ttlSeconds}`)
  c.executionCtx.waitUntil(cache.put(key, response.clone()).catch(() => {}))
  response.headers.set('X-Edge-Cache', 'MISS')
  return response
}
