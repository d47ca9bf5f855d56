import type { MiddlewareHandler } from 'hono'
import { renderPage } from 'vike/server'
import type { AppEnv } from '../hono-env.ts'

/**
 * Vike's renderer refuses the paths of Vite's development server (`/@vite/client…`,
 * `/@fs/…`, `/__vite_ping…`): in production it throws a usage error, logged with its
 * stack, and answers 500. Nothing is served there in production, so such a path is an
 * unknown path like any other: the ordinary not-found page (404), rendered for the
 * not-found route, without ever reaching the check.
 *
 * The test is Vike's own (vike/dist/server/runtime/renderPageServer.js,
 * `assertIsNotViteRequest`), on the pathname decoded the way Vike decodes it (each segment
 * percent-decoded), so `/@%66s/…` or `/fr/%2e%2e/@fs/…` are caught as well.
 */
const REFUSED_PREFIXES = ['/@vite/client', '/@fs/', '/__vite_ping']

export function isRefusedByVike(pathname: string): boolean {
  const decoded = pathname
    .replace(/\s+$/, '')
    .split('/')
    .map((segment) => decodeSegment(segment).split('/').join('%2F'))
    .join('/')
  return REFUSED_PREFIXES.some((prefix) => decoded.startsWith(prefix))
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    try {
      return decodeURI(segment)
    } catch {
      return segment
    }
  }
}

export const devServerPaths: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url)
  if (!isRefusedByVike(url.pathname)) return next()
  const { httpResponse } = await renderPage({
    urlOriginal: new URL('/fr/not-found', url).href,
    headersOriginal: c.req.raw.headers,
    hono: c,
  })
  return new Response(httpResponse.getReadableWebStream(), {
    status: httpResponse.statusCode,
    headers: new Headers(httpResponse.headers),
  })
}
