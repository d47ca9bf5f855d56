import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type CachePolicy, type CacheRun, serveCached } from './edge-cache.ts'

/**
 * The edge cache's decisions, on a fake `Cache` (a Map) and a clock this test moves.
 * The real Cache API, in workerd, is exercised by tests/e2e/edge-cache.spec.ts.
 */
const POLICY: CachePolicy = { browserSeconds: 0, freshSeconds: 30, staleSeconds: 30 }

class FakeCache {
  readonly entries = new Map<string, Response>()
  async match(request: Request) {
    return this.entries.get(request.url)?.clone()
  }
  async put(request: Request, response: Response) {
    this.entries.set(request.url, new Response(await response.arrayBuffer(), response))
  }
  async delete(request: Request) {
    return this.entries.delete(request.url)
  }
}

let cache: FakeCache
let pending: Promise<unknown>[]
let keyNumber = 0
let key: Request

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  cache = new FakeCache()
  pending = []
  // A new URL per test: the isolate's memory tier is module state.
  key = new Request(`https://site.test/fr/page-${++keyNumber}`)
})
afterEach(() => vi.useRealTimers())

const page = (body: string, status = 200) => new Response(body, { status, headers: { 'Content-Type': 'text/html' } })

/** One request: what it answers, once the work it left for after the response is done. */
async function request(produce: () => Response | Promise<Response>) {
  const produced = vi.fn(async () => produce())
  const run: CacheRun = {
    cache: cache as unknown as Cache,
    key,
    policy: POLICY,
    produce: produced,
    waitUntil: (promise) => pending.push(promise),
  }
  const { response, state } = await serveCached(run)
  const body = await response.text()
  await Promise.all(pending.splice(0))
  return { status: response.status, state, body, cacheControl: response.headers.get('Cache-Control'), produced }
}

const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000)
const stored = () => cache.entries.has(key.url)

describe('edge cache decisions', () => {
  it('a miss is produced, answered public and stored; the next request is a hit', async () => {
    const first = await request(() => page('v1'))
    expect(first).toMatchObject({ status: 200, state: 'MISS', body: 'v1' })
    expect(first.cacheControl).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30')
    expect(stored()).toBe(true)
    later(29)
    const second = await request(() => page('v2'))
    expect(second).toMatchObject({ state: 'HIT', body: 'v1' })
    expect(second.produced).not.toHaveBeenCalled()
  })

  it('a body that fails mid-way (a feed whose database went away) is stored in neither tier', async () => {
    const cut = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('<source><job>'))
            controller.error(new Error('connection lost'))
          },
        }),
        { status: 200, headers: { 'Content-Type': 'application/xml' } },
      )
    await expect(request(cut)).rejects.toThrow('connection lost')
    await Promise.all(pending.splice(0))
    expect(stored()).toBe(false)
    // Nothing remembered either: the next request makes the file again, whole.
    const next = await request(() => page('<source></source>'))
    expect(next).toMatchObject({ state: 'MISS', body: '<source></source>' })
    expect(next.produced).toHaveBeenCalledTimes(1)
  })

  it('a stale copy is served once and replaced in the background', async () => {
    await request(() => page('v1'))
    later(31)
    const stale = await request(() => page('v2'))
    expect(stale).toMatchObject({ status: 200, state: 'STALE', body: 'v1' })
    expect(stale.produced).toHaveBeenCalledOnce()
    expect(await request(() => page('v3'))).toMatchObject({ state: 'HIT', body: 'v2' })
  })

  it('past fresh + stale seconds, the copy is never served: produced before answering', async () => {
    await request(() => page('v1'))
    later(60)
    expect(await request(() => page('v2'))).toMatchObject({ state: 'MISS', body: 'v2' })
  })

  for (const status of [404, 410]) {
    it(`a refresh that finds the page ${status} evicts it from both tiers at once`, async () => {
      await request(() => page('job'))
      later(31)
      expect(await request(() => page('gone', status))).toMatchObject({ state: 'STALE', body: 'job' })
      expect(stored()).toBe(false)
      // Neither tier has it: the next visitor gets the page's new state.
      const next = await request(() => page('gone', status))
      expect(next).toMatchObject({ status, state: undefined, body: 'gone', cacheControl: 'no-store' })
      expect(next.produced).toHaveBeenCalledOnce()
    })
  }

  it('a render that finds the page gone evicts the copy kept for errors', async () => {
    await request(() => page('job'))
    later(120)
    expect(await request(() => page('gone', 410))).toMatchObject({ status: 410, body: 'gone' })
    expect(stored()).toBe(false)
    // The database fails afterwards: no copy of the closed job comes back.
    expect(await request(() => page('outage', 503))).toMatchObject({ status: 503, body: 'outage' })
  })

  it('a 5xx never replaces a good copy: kept on refresh, served when producing fails', async () => {
    await request(() => page('good'))
    later(31)
    expect(await request(() => page('outage', 503))).toMatchObject({ state: 'STALE', body: 'good' })
    expect(stored()).toBe(true)
    later(3600)
    expect(await request(() => page('outage', 503))).toMatchObject({
      status: 200,
      state: 'STALE-IF-ERROR',
      body: 'good',
    })
    const crash = await request(() => Promise.reject(new Error('database down')))
    expect(crash).toMatchObject({ status: 200, state: 'STALE-IF-ERROR', body: 'good' })
  })

  it('errors and redirects are never stored nor answered public', async () => {
    for (const status of [301, 302, 404, 410, 500, 503]) {
      const answer = await request(() => page('not a page', status))
      expect(answer).toMatchObject({ status, state: undefined, cacheControl: 'no-store' })
      expect(stored(), String(status)).toBe(false)
    }
  })

  it("a page that sets a cookie is someone's: answered no-store, never stored, a stored copy kept as it was", async () => {
    const personal = () =>
      new Response('with a token', { headers: { 'Content-Type': 'text/html', 'Set-Cookie': 'withdrawal=t; HttpOnly' } })
    const first = await request(personal)
    expect(first).toMatchObject({ status: 200, state: undefined, cacheControl: 'no-store', body: 'with a token' })
    expect(stored()).toBe(false)
    await request(() => page('everyone'))
    later(31)
    // A refresh that meets it keeps the public copy, which the next visitor gets.
    expect(await request(personal)).toMatchObject({ state: 'STALE', body: 'everyone' })
    later(1)
    expect(await request(() => page('v2'))).toMatchObject({ state: 'STALE', body: 'everyone' })
  })
})
