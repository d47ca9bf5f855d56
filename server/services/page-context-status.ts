/**
 * Vike answers a client navigation's `…/index.pageContext.json` with HTTP 200 whatever
 * happened, and says inside the JSON when the page is an error or a redirect (vike's
 * renderPageServer: `abortStatusCode` for `throw render(404|410|503)`, `_urlRedirect` for
 * `throw redirect()`, `_urlRewrite` for `throw render(url)`, `is404` and
 * `_isServerSideError` for a routing miss or a crash). The edge cache must tell these
 * from a page, or it would store and share an error as a success.
 */

export const PAGE_CONTEXT_SUFFIX = /\/?index\.pageContext\.json$/

export function isPageContextRequest(pathname: string): boolean {
  return PAGE_CONTEXT_SUFFIX.test(pathname)
}

/**
 * The HTTP status the page behind a pageContext.json stands for: 200 for a page, the
 * redirect's or the error's status otherwise (500 when the body is not what Vike sends).
 */
export async function pageContextStatus(response: Response): Promise<number> {
  if (response.status !== 200) return response.status
  let context: unknown
  try {
    context = await response.clone().json()
  } catch {
    return 500
  }
  if (typeof context !== 'object' || context === null) return 500
  const fields = context as Record<string, unknown>
  if (typeof fields.abortStatusCode === 'number') return fields.abortStatusCode
  const redirect = fields._urlRedirect as { statusCode?: unknown } | undefined
  if (redirect) return typeof redirect.statusCode === 'number' ? redirect.statusCode : 302
  if (fields.is404 === true) return 404
  if ('_isServerSideError' in fields || 'serverSideError' in fields) return 500
  // A rewrite sends the client to fetch another URL's pageContext: a redirect to the cache.
  if (fields._urlRewrite !== undefined) return 302
  return 200
}
