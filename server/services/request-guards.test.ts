import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../hono-env.ts'
import { clientKey, isSameOrigin } from './request-guards.ts'

/** The key the guard computes for a request with these headers. */
async function keyFor(headers: Record<string, string>): Promise<string> {
  const app = new Hono<AppEnv>()
  app.get('/', (c) => c.text(clientKey(c, 'save-job')))
  return (await app.request('/', { headers })).text()
}

describe('clientKey: the bucket a rate limit counts a client in', () => {
  it('is the connecting address Cloudflare sets, whatever else the request says', async () => {
    expect(await keyFor({ 'CF-Connecting-IP': '203.0.113.7' })).toBe('save-job:203.0.113.7')
    expect(
      await keyFor({ 'CF-Connecting-IP': '203.0.113.7', 'X-Forwarded-For': '198.51.100.1', 'User-Agent': 'x' }),
    ).toBe('save-job:203.0.113.7')
  })

  it('without it, separates clients by their forwarded address and user agent: no one shared bucket', async () => {
    const keys = await Promise.all([
      keyFor({}),
      keyFor({ 'X-Forwarded-For': '198.51.100.1' }),
      keyFor({ 'X-Forwarded-For': '198.51.100.2' }),
      keyFor({ 'X-Real-IP': '198.51.100.1' }),
      keyFor({ 'User-Agent': 'Firefox' }),
      keyFor({ 'User-Agent': 'Chrome' }),
      keyFor({ 'X-Forwarded-For': '198.51.100.1', 'User-Agent': 'Chrome' }),
    ])
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('without it, keeps one client in one bucket, and no address in clear', async () => {
    const headers = { 'X-Forwarded-For': '198.51.100.1, 10.0.0.1', 'User-Agent': 'Chrome' }
    const key = await keyFor(headers)
    expect(await keyFor(headers)).toBe(key)
    expect(key).toMatch(/^save-job:anonymous:[0-9a-f]{16}$/)
  })
})

/** What the guard says of a POST to https://careers.example/ with these headers. */
async function sameOriginFor(headers: Record<string, string>): Promise<boolean> {
  const app = new Hono<AppEnv>()
  app.use(async (c, next) => {
    c.set('config', { publicOrigin: 'https://careers.example' } as AppEnv['Variables']['config'])
    await next()
  })
  app.post('/', (c) => c.json(isSameOrigin(c)))
  return (await app.request('https://careers.example/', { method: 'POST', headers })).json()
}

describe('isSameOrigin: form posts from this site only', () => {
  it('passes this site, and a request that is no browser form (no Origin)', async () => {
    expect(await sameOriginFor({ Origin: 'https://careers.example' })).toBe(true)
    expect(await sameOriginFor({})).toBe(true)
  })

  it('refuses another site', async () => {
    expect(await sameOriginFor({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' })).toBe(false)
  })

  it('passes the null Origin of a no-referrer page of this site, as the browser says (ADR 037)', async () => {
    expect(await sameOriginFor({ Origin: 'null', 'Sec-Fetch-Site': 'same-origin' })).toBe(true)
  })

  it('refuses a null Origin from anywhere else, or that says nothing of where it comes from', async () => {
    for (const site of ['cross-site', 'same-site', 'none']) {
      expect(await sameOriginFor({ Origin: 'null', 'Sec-Fetch-Site': site }), site).toBe(false)
    }
    expect(await sameOriginFor({ Origin: 'null' })).toBe(false)
  })
})
