import { forbiddenIn } from '../../tools/hostile-input/clean-body.ts'
import { expect } from '../fixtures.ts'
import { get } from '../http.ts'

// What a response may never contain, whatever it was sent (tests/tools/hostile-input/clean-body.ts).

export function expectCleanBody(page: string, contentType: string, context: string) {
  const { body, patterns } = forbiddenIn(page, contentType)
  for (const pattern of patterns) expect(body, `${context}: ${pattern}`).not.toMatch(pattern)
}

/** A Location header that stays on this site: a path (not `//host` or `/\host`) or this origin. */
export function expectSameSiteLocation(location: string | undefined, origin: string, context: string) {
  expect(location, context).toBeTruthy()
  const value = location ?? ''
  if (value.startsWith('/')) expect(value, context).not.toMatch(/^\/[/\\]/)
  else expect(new URL(value).origin, context).toBe(origin)
}

type Hop = { url: string; status: number; contentType: string; body: string; location?: string }

/**
 * GETs `path` and follows redirects by hand (at most 3), checking every answer: no 5xx,
 * nothing leaked, every Location on this site.
 */
export async function getFollowing(origin: string, path: string, headers?: Record<string, string>) {
  const hops: Hop[] = []
  let url = `${origin}${path}`
  for (let i = 0; i < 4; i++) {
    const response = await get(url, headers ? { headers } : {})
    const hop: Hop = {
      url,
      status: response.status,
      contentType: response.headers['content-type'] ?? '',
      body: response.text,
      location: response.headers.location,
    }
    hops.push(hop)
    const context = `GET ${url.slice(0, 300)} → ${hop.status}`
    expect(hop.status, context).toBeLessThan(500)
    expectCleanBody(hop.body, hop.contentType, context)
    if (![301, 302, 303, 307, 308].includes(hop.status)) break
    expectSameSiteLocation(hop.location, origin, context)
    url = new URL(hop.location ?? '/', url).href
  }
  const last = hops.at(-1) as Hop
  expect([301, 302, 303, 307, 308], `redirect chain from ${path.slice(0, 200)}`).not.toContain(last.status)
  return { hops, last, redirects: hops.length - 1 }
}

/**
 * Whether the local emulator hands this URL's request target to the Worker. `vike
 * preview` builds `new URL(target, base)` from the raw target, so a target that turns
 * into `//something` (`/\ `, `//`) names another host there, or an invalid one, and
 * Node answers 500 before the Worker runs. Cloudflare's edge parses targets itself; the
 * Worker's own handling of such paths is covered by the raw-socket test below.
 */
export function reachesTheWorker(url: string): boolean {
  const sent = new URL(url)
  try {
    return new URL(`${sent.pathname}${sent.search}`, sent.origin).host === sent.host
  } catch {
    return false
  }
}
