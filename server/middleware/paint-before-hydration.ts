import { INLINE_STYLES } from 'virtual:inline-styles'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../hono-env.ts'

/**
 * Pages are server-rendered: what a visitor reads needs the HTML and the styles, not the
 * JavaScript that hydrates it. Two rewrites of every HTML answer (a page, or a page a
 * route renders as a form's answer: server/app.ts mounts this before the routes),
 * streamed by HTMLRewriter:
 *
 * - **Styles inline** (ADR 028): each `<link rel="stylesheet">` of the build becomes a
 *   `<style>` with the same CSS, in the same place (the cascade keeps its order), allowed
 *   by its hash in the Content-Security-Policy (security-headers.ts). Nothing blocks the first paint but the HTML.
 *   The link stays, `disabled`: not fetched, but the client router sees the stylesheet as
 *   present and does not append it again (after the inline copies, which would reorder
 *   the cascade) when it navigates.
 * - **No modulepreload** (ADR 016): Vike lists every script of the page as
 *   `<link rel="modulepreload">`, so on a slow phone connection the hydration code
 *   downloads alongside the page and pushes the largest paint back. Without them the entry
 *   script (async) fetches its imports itself, one round trip later.
 *
 * A public page is left as the page cache answers it: a whole run of the app made it,
 * this rewrite included, before its validators were computed (page-cache.ts).
 */
export const paintBeforeHydration: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  if (c.get('fromPageCache') || !c.res.headers.get('Content-Type')?.startsWith('text/html')) return
  const rewriter = new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(link) {
        link.remove()
      },
    })
    .on('link[rel="stylesheet"]', {
      element(link) {
        const style = INLINE_STYLES[link.getAttribute('href') ?? '']
        if (!style) return
        link.before(`<style>${style.css}</style>`, { html: true })
        link.setAttribute('disabled', '')
      },
    })
  const rewritten = rewriter.transform(c.res)
  c.res = undefined
  c.res = rewritten
}
