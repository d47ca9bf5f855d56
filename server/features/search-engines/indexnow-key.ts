import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../hono-env.ts'

/**
 * IndexNow's key file (ADR 045): `/{INDEXNOW_KEY}.txt` answers the key itself, as plain
 * text, on every host the site answers on: the search engines fetch it from the host of the
 * URLs they were told of, to check that whoever told them owns the host. Any other path
 * goes on as before; without a key there is no such file. A middleware rather than a route:
 * the key is configuration, not a path of the route table.
 */
export const indexNowKeyFile = createMiddleware<AppEnv>(async (c, next) => {
  const indexNow = c.get('config').searchEngines.indexNow
  if (!indexNow || c.req.path !== `/${indexNow.key}.txt` || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) {
    return next()
  }
  // Public by design (it is a proof, not a secret from crawlers), and rarely changed.
  return c.text(indexNow.key, 200, { 'Cache-Control': 'public, max-age=3600' })
})
