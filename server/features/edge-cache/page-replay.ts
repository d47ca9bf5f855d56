import { CONDITIONAL_HEADERS } from './http-validators.ts'
import { storedBody } from './isolate-cache.ts'

/**
 * Fresh public pages answered again before the app runs. A hit of the edge cache still
 * went through the whole Hono chain (configuration, security headers, URL rules, the
 * cache's own decisions), which cost a cached page a quarter of a static file's
 * throughput (docs/performance.md). Once the chain has answered a URL from a fresh stored
 * copy, its answer is kept here, headers only, and given again for that exact URL:
 * - only while that copy is fresh and still the one this isolate's memory holds
 *   (server/features/edge-cache/isolate-cache.ts): a page regenerated, gone or evicted there is no
 *   longer answered here, so this adds no staleness and keeps no bytes of its own;
 * - only to a plain GET: conditional and range requests take the whole chain (304s).
 * Everything else about the answer (status, headers, body) is what the chain sent.
 */
export type ServedCopy = {
  /** The isolate cache's key of the stored copy the answer was made from. */
  key: string
  storedAt: number
  freshSeconds: number
}

type Replay = ServedCopy & { headers: [string, string][] }

const MAX_URLS = 400
const replays = new Map<string, Replay>()

/** Headers given per answer: the age of the copy and where it came from. */
const PER_ANSWER = new Set(['age', 'x-edge-cache', 'date'])

/** The chain's answer to `request` again, if it came from a copy that is still fresh. */
export function replayFreshPage(request: Request): Response | undefined {
  if (request.method !== 'GET' || isConditional(request)) return undefined
  const replay = replays.get(request.url)
  if (!replay) return undefined
  const body = isFresh(replay) ? storedBody(replay.key, replay.storedAt) : undefined
  if (!body) {
    replays.delete(request.url)
    return undefined
  }
  const headers = new Headers(replay.headers)
  headers.set('Age', String(Math.max(0, Math.floor((Date.now() - replay.storedAt) / 1000))))
  headers.set('X-Edge-Cache', 'HIT')
  return new Response(body, { status: 200, headers })
}

/** Keeps the chain's answer to `request`, made from `copy`, for the next plain GETs of its URL. */
export function keepForReplay(request: Request, response: Response, copy: ServedCopy | undefined): void {
  if (!copy || request.method !== 'GET' || response.status !== 200 || response.headers.has('Set-Cookie')) return
  if (isConditional(request) || !isFresh(copy)) return
  const headers = [...response.headers].filter(([name]) => !PER_ANSWER.has(name.toLowerCase()))
  replays.delete(request.url)
  replays.set(request.url, { ...copy, headers })
  // Oldest first out (Map keeps insertion order); each entry is a few kilobytes of headers.
  for (const [oldest] of replays) {
    if (replays.size <= MAX_URLS) break
    replays.delete(oldest)
  }
}

function isConditional(request: Request): boolean {
  return CONDITIONAL_HEADERS.some((name) => request.headers.has(name))
}

function isFresh(copy: ServedCopy): boolean {
  return Date.now() - copy.storedAt < copy.freshSeconds * 1000
}
