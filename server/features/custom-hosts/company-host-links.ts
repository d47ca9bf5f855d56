import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../../hono-env.ts'
import { companyHostPath } from './host-sites.ts'

/** The attributes that hold a link the visitor follows or a form sends to. */
const LINK_ATTRIBUTES: [selector: string, attribute: string][] = [
  ['a[href]', 'href'],
  ['area[href]', 'href'],
  ['link[href]', 'href'],
  ['form[action]', 'action'],
  ['button[formaction]', 'formaction'],
]

/**
 * On a company's own host (server/features/custom-hosts/host-step.ts), the app's answer written
 * back in that host's paths: the relative links and form actions of its pages and the
 * `Location` of its redirects lose the company's slug (`/fr/acme/jobs` → `/fr/jobs`), so
 * that every link works there without a redirect. Absolute URLs are the pages' own
 * (domain/public-urls.ts already writes them for the company's host). Done once, where
 * the page is rendered: a cached copy is stored rewritten (page-cache.ts), like inline styles.
 */
export const companyHostLinks: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  const slug = c.get('companyHostSlug')
  if (slug === undefined || c.get('fromPageCache')) return
  const location = c.res.headers.get('Location')
  if (location?.startsWith('/')) {
    const headers = new Headers(c.res.headers)
    headers.set('Location', companyHostPath(location, slug))
    const { body, status, statusText } = c.res
    c.res = undefined
    c.res = new Response(body, { status, statusText, headers })
  }
  if (!c.res.headers.get('Content-Type')?.startsWith('text/html')) return
  let rewriter = new HTMLRewriter()
  for (const [selector, attribute] of LINK_ATTRIBUTES) {
    rewriter = rewriter.on(selector, {
      element(element) {
        const value = element.getAttribute(attribute)
        if (value?.startsWith('/')) element.setAttribute(attribute, companyHostPath(value, slug))
      },
    })
  }
  const rewritten = rewriter.transform(c.res)
  c.res = undefined
  c.res = rewritten
}
