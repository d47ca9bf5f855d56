import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../hono-env.ts'

/**
 * Pages are server-rendered: what a visitor reads needs the HTML and the stylesheets, not
 * the JavaScript that hydrates it. Vike lists every script of the page as
 * `<link rel="modulepreload">`, so on a slow phone connection ~110 KB gzip of hydration
 * code download alongside the stylesheets and push the largest paint back (Lighthouse
 * mobile: LCP 3.2-5.3 s with them, still 3.3-5.3 s on four page types at
 * `fetchpriority="low"`, 1.3-2.4 s without them).
 * Without them the entry script (async) fetches its imports itself, in parallel, one
 * round trip later: the page hydrates a little later and paints first (ADR 016).
 * HTMLRewriter streams; nothing is buffered.
 */
export const paintBeforeHydration: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  if (!c.res.headers.get('Content-Type')?.startsWith('text/html')) return
  const rewritten = new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(link) {
        link.remove()
      },
    })
    .transform(c.res)
  c.res = undefined
  c.res = rewritten
}
