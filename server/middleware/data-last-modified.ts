import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../hono-env.ts'

/**
 * A page's Last-Modified is when the data it shows last changed, as its loader noted it
 * (server/page-data/data-changed-at.server.ts; ADR 036), never the time it was rendered: a
 * crawler's If-Modified-Since then says whether anything it would read has changed. A
 * response without a noted date gets none (its ETag still validates it).
 */
export const dataLastModified: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  const changedAt = c.get('dataChangedAt')
  if (changedAt === undefined || c.res.status !== 200 || !Number.isFinite(changedAt.getTime())) return
  const dated = new Response(c.res.body, c.res)
  dated.headers.set('Last-Modified', changedAt.toUTCString())
  // Replace, not merge (Hono copies the old response's headers onto a new one).
  c.res = undefined
  c.res = dated
}
