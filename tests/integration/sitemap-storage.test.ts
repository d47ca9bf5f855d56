import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppConfig } from '../../server/env.ts'
import type { AppEnv } from '../../server/hono-env.ts'
import { sitemaps } from '../../server/routes/sitemaps.ts'

// A local stand-in for the public storage bucket (Supabase Storage's public object URL).
const requested: string[] = []
let storage: Server
let storageUrl: string

beforeAll(async () => {
  storage = createServer((req, res) => {
    requested.push(req.url ?? '')
    if (req.url === '/storage/v1/object/public/sitemaps/sitemap.xml' || req.url?.endsWith('/companies-1.xml')) {
      res.writeHead(200, { 'Content-Type': 'application/octet-stream' })
      res.end('<?xml version="1.0"?><urlset/>')
      return
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((done) => storage.listen(0, '127.0.0.1', done))
  storageUrl = `http://127.0.0.1:${(storage.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((done) => storage.close(() => done())))

function appWith(sitemapStorageUrl: string | null) {
  const app = new Hono<AppEnv>()
  app.use(async (c, next) => {
    c.set('config', { sitemapStorageUrl } as AppConfig)
    await next()
  })
  app.route('/', sitemaps)
  return app
}

describe('sitemap paths', () => {
  it.each([
    ['/sitemap.xml', '/storage/v1/object/public/sitemaps/sitemap.xml'],
    ['/sitemaps', '/storage/v1/object/public/sitemaps/sitemap.xml'],
    ['/sitemaps/companies-1.xml', '/storage/v1/object/public/sitemaps/companies-1.xml'],
  ])('%s streams %s from storage as XML', async (path, upstreamPath) => {
    requested.length = 0
    const response = await appWith(storageUrl).request(path)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
    expect(await response.text()).toContain('<urlset/>')
    expect(requested).toEqual([upstreamPath])
  })

  it('answers 404 for a file storage does not have, or a name that is not a sitemap', async () => {
    expect((await appWith(storageUrl).request('/sitemaps/missing.xml')).status).toBe(404)
    requested.length = 0
    expect((await appWith(storageUrl).request('/sitemaps/..%2F..%2Fsecret.xml')).status).toBe(404)
    expect((await appWith(storageUrl).request('/sitemaps/x.txt')).status).toBe(404)
    expect(requested).toEqual([])
  })

  it('answers 404 when no storage is configured, and 502 when storage is unreachable', async () => {
    expect((await appWith(null).request('/sitemap.xml')).status).toBe(404)
    expect((await appWith('http://127.0.0.1:9').request('/sitemap.xml')).status).toBe(502)
  })
})
