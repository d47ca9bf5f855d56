/**
 * HTTP validators (RFC 9110 §8.8, §13): an ETag from the body's SHA-256, and the
 * Last-Modified of the data the response shows when its producer knows it (ADR 036), so
 * browsers and crawlers revalidate with a 304 instead of downloading a page again.
 */

/** Request headers that make an answer depend on the client's copy, or ask for a part of it. */
export const CONDITIONAL_HEADERS = ['If-None-Match', 'If-Modified-Since', 'If-Match', 'If-Unmodified-Since', 'Range']

/**
 * The same response with an ETag (the body is read once to hash it). Its Last-Modified is
 * its producer's, the data's last change; never the time of this render, which would tell
 * a crawler that an unchanged page changed at every render.
 */
export async function withValidators(response: Response): Promise<Response> {
  const body = await response.arrayBuffer()
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body))
  const tag = btoa(String.fromCharCode(...digest.subarray(0, 18)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
  const validated = new Response(body, response)
  validated.headers.set('ETag', `"${tag}"`)
  return validated
}

/** A 304 for `response` when the request's conditional headers match it, else undefined. */
export function notModified(request: Request, response: Response): Response | undefined {
  if (response.status !== 200 || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined
  const etag = response.headers.get('ETag')
  const ifNoneMatch = request.headers.get('If-None-Match')
  let matches = false
  if (ifNoneMatch !== null) {
    // If-None-Match takes precedence over If-Modified-Since; weak comparison.
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
    matches =
      etag !== null &&
      (ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag)))
  } else {
    const since = Date.parse(request.headers.get('If-Modified-Since') ?? '')
    const modified = Date.parse(response.headers.get('Last-Modified') ?? '')
    matches = Number.isFinite(since) && Number.isFinite(modified) && modified <= since
  }
  if (!matches) return undefined
  const headers = new Headers()
  for (const name of ['Cache-Control', 'ETag', 'Last-Modified', 'Vary', 'Content-Location', 'Expires']) {
    const value = response.headers.get(name)
    if (value !== null) headers.set(name, value)
  }
  return new Response(null, { status: 304, headers })
}
