import { readStreamUpTo } from '../../services/bounded-stream.ts'

/**
 * The freshest stored copies, also kept in this isolate's memory: a Worker isolate serves
 * many requests, and a hit from memory skips the Cache API round trip (on workerd as in
 * miniflare). Same freshness rule as the Cache API copy (server/features/edge-cache/edge-cache.ts):
 * an entry is only served while it is fresh, so this adds no staleness. Bounded in
 * entries and bytes, least recently used out first.
 */
type Entry = { storedAt: number; status: number; headers: [string, string][]; body: ArrayBuffer }

const MAX_ENTRIES = 200
const MAX_BYTES = 8 * 1024 * 1024
const entries = new Map<string, Entry>()
let totalBytes = 0

/** A fresh copy of `key`, as it was stored, or undefined. */
export function recall(key: string, freshSeconds: number): Response | undefined {
  const entry = entries.get(key)
  if (!entry) return undefined
  if ((Date.now() - entry.storedAt) / 1000 >= freshSeconds) {
    forget(key)
    return undefined
  }
  // Most recently used last (Map keeps insertion order).
  entries.delete(key)
  entries.set(key, entry)
  return new Response(entry.body, { status: entry.status, headers: entry.headers })
}

/**
 * The body of the copy of `key` stored at `storedAt`, if memory still holds that one
 * (server/features/edge-cache/page-replay.ts answers with it; freshness is the caller's).
 */
export function storedBody(key: string, storedAt: number): ArrayBuffer | undefined {
  const entry = entries.get(key)
  return entry?.storedAt === storedAt ? entry.body : undefined
}

/** Keeps `response` (a stored copy produced at `storedAt`) for this isolate's next requests. */
export async function remember(key: string, response: Response, storedAt: number): Promise<void> {
  const body = await bodyUpTo(response, MAX_BYTES / 16)
  if (!body) return
  forget(key)
  entries.set(key, { storedAt, status: response.status, headers: [...response.headers], body })
  totalBytes += body.byteLength
  for (const [oldest] of entries) {
    if (entries.size <= MAX_ENTRIES && totalBytes <= MAX_BYTES) break
    forget(oldest)
  }
}

/** Drops `key` (a page that is gone must not be served from memory either). */
export function forget(key: string): void {
  const entry = entries.get(key)
  if (!entry) return
  entries.delete(key)
  totalBytes -= entry.body.byteLength
}

/**
 * The body if it is at most `limit` bytes, else undefined, read no further than that: a
 * streamed sitemap file of 20 MB is not kept here, and is not held whole to find that out.
 */
async function bodyUpTo(response: Response, limit: number): Promise<ArrayBuffer | undefined> {
  if (!response.body) return new ArrayBuffer(0)
  return (await readStreamUpTo(response.body, limit, { keep: true }))?.buffer
}
