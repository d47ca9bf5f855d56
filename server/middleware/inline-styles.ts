import { INLINE_STYLES } from 'virtual:inline-styles'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../hono-env.ts'

/**
 * Styles inline (ADR 028): each `<link rel="stylesheet">` of the build in a page becomes a
 * `<style>` with the same CSS, in the same place (the cascade keeps its order), allowed by
 * its hash in the Content-Security-Policy (security-headers.ts), streamed by HTMLRewriter.
 * Nothing blocks the first paint but the HTML. The link stays, `disabled` (not fetched),
 * naming the file each style came from.
 */
export const inlineStyles: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  if (!c.res.headers.get('Content-Type')?.startsWith('text/html')) return
  const rewriter = new HTMLRewriter().on('link[rel="stylesheet"]', {
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
