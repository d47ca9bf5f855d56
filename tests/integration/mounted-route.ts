import { Hono } from 'hono'
import type { RequestDatabase } from '#server/db/client.ts'
import type { AppConfig } from '#server/env.ts'
import type { AppEnv } from '#server/hono-env.ts'

/**
 * One of server/routes/ mounted at `path` as server/app.ts mounts it, behind the
 * per-request context it reads: the configuration (only the fields a test sets) and a
 * database client.
 */
export function mountedRoute(path: string, route: Hono<AppEnv>, config: Partial<AppConfig>, db: RequestDatabase) {
  const app = new Hono<AppEnv>()
  app.use(async (c, next) => {
    c.set('config', config as AppConfig)
    c.set('db', db)
    await next()
  })
  app.route(path, route)
  return app
}
