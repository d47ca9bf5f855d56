import { afterEach, describe, expect, it, vi } from 'vitest'
import { forget, remember } from './isolate-cache.ts'
import { keepForReplay, replayFreshPage, type ServedCopy } from './page-replay.ts'

const FRESH_SECONDS = 30
let pages = 0

/** A public page the chain answered from a copy stored in the isolate's memory now. */
async function answeredPage(body = '<p>page</p>') {
  // A new URL per test: both tiers are module state.
  const url = `https://site.test/fr/company-${++pages}`
  const copy: ServedCopy = { key: `${url}?__build=test`, storedAt: Date.now(), freshSeconds: FRESH_SECONDS }
  await remember(copy.key, new Response(body), copy.storedAt)
  const answer = new Response(body, {
    headers: {
      'Content-Type': 'text/html',
      'Content-Security-Policy': "default-src 'self'",
      ETag: '"v1"',
      'Cache-Control': 'public, max-age=0, s-maxage=30',
      Age: '0',
      'X-Edge-Cache': 'MISS',
    },
  })
  return { url, copy, answer }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('fresh pages answered again before the app runs', () => {
  it('gives the chain’s answer again: same body and headers, its own age, a hit', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-24T10:00:00Z') })
    const { url, copy, answer } = await answeredPage('<p>jobs</p>')
    keepForReplay(new Request(url), answer, copy)
    vi.advanceTimersByTime(12_000)

    const replayed = replayFreshPage(new Request(url))
    expect(replayed?.status).toBe(200)
    expect(await replayed?.text()).toBe('<p>jobs</p>')
    expect(Object.fromEntries(replayed?.headers ?? [])).toEqual({
      'content-type': 'text/html',
      'content-security-policy': "default-src 'self'",
      etag: '"v1"',
      'cache-control': 'public, max-age=0, s-maxage=30',
      age: '12',
      'x-edge-cache': 'HIT',
    })
  })

  it('stops once the copy is no longer fresh: the chain decides (stale, regenerated)', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-24T10:00:00Z') })
    const { url, copy, answer } = await answeredPage()
    keepForReplay(new Request(url), answer, copy)
    vi.advanceTimersByTime(FRESH_SECONDS * 1000 - 1)
    expect(replayFreshPage(new Request(url))).toBeDefined()
    vi.advanceTimersByTime(1)
    expect(replayFreshPage(new Request(url))).toBeUndefined()
  })

  it('stops when memory no longer holds that copy: gone, or regenerated since', async () => {
    const gone = await answeredPage()
    keepForReplay(new Request(gone.url), gone.answer, gone.copy)
    forget(gone.copy.key)
    expect(replayFreshPage(new Request(gone.url))).toBeUndefined()

    const regenerated = await answeredPage('<p>v1</p>')
    keepForReplay(new Request(regenerated.url), regenerated.answer, regenerated.copy)
    await remember(regenerated.copy.key, new Response('<p>v2</p>'), regenerated.copy.storedAt + 1)
    expect(replayFreshPage(new Request(regenerated.url))).toBeUndefined()
  })

  it('leaves conditional, range and non-GET requests to the chain (a 304 is its to give)', async () => {
    const { url, copy, answer } = await answeredPage()
    keepForReplay(new Request(url), answer, copy)
    for (const [name, value] of [
      ['If-None-Match', '"v1"'],
      ['If-Modified-Since', 'Tue, 24 Nov 2026 10:00:00 GMT'],
      ['Range', 'bytes=0-10'],
    ] as const) {
      expect(replayFreshPage(new Request(url, { headers: { [name]: value } })), name).toBeUndefined()
    }
    expect(replayFreshPage(new Request(url, { method: 'HEAD' }))).toBeUndefined()
    expect(replayFreshPage(new Request(`${url}?page=2`))).toBeUndefined()
    expect(replayFreshPage(new Request(url))).toBeDefined()
  })

  it('keeps only a 200 made from a fresh copy, that sets no cookie', async () => {
    const cases: [string, (page: Awaited<ReturnType<typeof answeredPage>>) => Parameters<typeof keepForReplay>][] = [
      ['no stored copy', ({ url, answer }) => [new Request(url), answer, undefined]],
      ['a 304', ({ url, copy }) => [new Request(url), new Response(null, { status: 304 }), copy]],
      ['a cookie', ({ url, copy }) => [new Request(url), new Response('', { headers: { 'Set-Cookie': 'a=b' } }), copy]],
      ['a POST', ({ url, answer, copy }) => [new Request(url, { method: 'POST' }), answer, copy]],
      ['an old copy', ({ url, answer, copy }) => [new Request(url), answer, { ...copy, storedAt: 0 }]],
    ]
    for (const [name, keep] of cases) {
      const page = await answeredPage()
      keepForReplay(...keep(page))
      expect(replayFreshPage(new Request(page.url)), name).toBeUndefined()
    }
  })
})
