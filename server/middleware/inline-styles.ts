import { INLINE_STYLES } from 'virtual:inline-styles'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../hono-env.ts'
import { loadPageScriptAfterPaint } from './page-script.ts'

/**
 * Styles inline (ADR 028): each `<link rel="stylesheet">` of the build in a page becomes a
 * `<style>` with the same CSS, in the same place (the cascade keeps its order), allowed by
 * its hash in the Content-Security-Policy (security-headers.ts), streamed by HTMLRewriter.
 * Nothing blocks the first paint but the HTML. The link stays, `disabled` (not fetched),
 * naming the file each style came from. Every HTML answer goes through it, a page or a page a
 * route renders as a form's answer (server/app.ts mounts it before the routes). A public page
 * is left as the page cache answers it: a whole run of the app made it, this rewrite
 * included, before its validators were computed (page-cache.ts). The same pass loads the
 * page's script after the first paint (page-script.ts).
 */
export const inlineStyles: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  if (c.get('fromPageCache') || !c.res.headers.get('Content-Type')?.startsWith('text/html')) return
  const rewriter = loadPageScriptAfterPaint(new HTMLRewriter()).on('link[rel="stylesheet"]', {
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
