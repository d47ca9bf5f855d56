import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../hono-env.ts'

/**
 * Pages are server-rendered: the text a visitor reads needs HTML and CSS, not the
 * JavaScript that hydrates it. Vike preloads every script of the page with
 * `<link rel="modulepreload">`, which browsers fetch at high priority, competing with the
 * stylesheets for the first paint on a slow phone connection. Marking those preloads
 * `fetchpriority="low"` keeps them early (hydration is not delayed by a waterfall) but
 * behind what paints the page. HTMLRewriter streams; nothing is buffered.
 */
export const scriptPriority: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  if (!c.res.headers.get('Content-Type')?.startsWith('text/html')) return
  const rewritten = new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(link) {
        link.setAttribute('fetchpriority', 'low')
      },
    })
    .transform(c.res)
  c.res = undefined
  c.res = rewritten
}
