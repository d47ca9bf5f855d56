import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sitemaps } from '#server/routes/sitemaps.ts'
import { openTestDatabase } from './database.ts'
import { mountedRoute } from './mounted-route.ts'

// A local stand-in for the public storage bucket (Supabase Storage's public object URL).
const requested: string[] = []
let storage: Server
let storageUrl: string
const db = openTestDatabase()

beforeAll(async () => {
  storage = createServer((req, res) => {
    requested.push(req.url ?? '')
    if (req.url === '/storage/v1/object/public/sitemaps/sitemap.xml') {
      // Dated when storage wrote it: after any change the index lists (ADR 036).
      res.writeHead(200, {
        'Content-Type': 'application/octet-stream',
        'Last-Modified': 'Fri, 01 Jan 2100 00:00:00 GMT',
      })
      res.end('<?xml version="1.0"?><sitemapindex from="storage"/>')
      return
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((done) => storage.listen(0, '127.0.0.1', done))
  storageUrl = `http://127.0.0.1:${(storage.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise<void>((done) => storage.close(() => done()))
  await db.close()
})

function appWith(sitemapStorageUrl: string | null) {
  return mountedRoute('/', sitemaps, { sitemapStorageUrl, publicOrigin: 'https://jobs.example' }, db)
}

describe('sitemap paths', () => {
  it.each(['/sitemap.xml', '/sitemaps'])('%s streams the stored index when storage has it', async (path) => {
    requested.length = 0
    const response = await appWith(storageUrl).request(path)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
    expect(await response.text()).toContain('from="storage"')
    expect(requested).toEqual(['/storage/v1/object/public/sitemaps/sitemap.xml'])
  })

  it('falls back to the generated file when storage does not have it', async () => {
    requested.length = 0
    const response = await appWith(storageUrl).request('/sitemaps/company-lumen-energie.xml')
    expect(requested).toEqual(['/storage/v1/object/public/sitemaps/company-lumen-energie.xml'])
    expect(response.status).toBe(200)
    const xml = await response.text()
    expect(xml).toContain('<loc>https://jobs.example/fr/lumen-energie/jobs/b0000000-0000-4000-8000-000000000001</loc>')
    expect(xml).not.toContain('b0000000-0000-4000-8000-000000000011') // closed
  })

  it('generates the index without storage, or when storage is unreachable', async () => {
    for (const app of [appWith(null), appWith('http://127.0.0.1:9')]) {
      const response = await app.request('/sitemap.xml')
      expect(response.status).toBe(200)
      const xml = await response.text()
      expect(xml).toContain('<loc>https://jobs.example/sitemaps/pages.xml</loc>')
      expect(xml).toContain('<loc>https://jobs.example/sitemaps/company-cafe-moka.xml</loc>')
    }
  })

  it('answers 404 for unknown files and names that are not sitemaps, without asking storage', async () => {
    expect((await appWith(null).request('/sitemaps/company-nobody.xml')).status).toBe(404)
    expect((await appWith(null).request('/sitemaps/other.xml')).status).toBe(404)
    requested.length = 0
    expect((await appWith(storageUrl).request('/sitemaps/..%2F..%2Fsecret.xml')).status).toBe(404)
    expect((await appWith(storageUrl).request('/sitemaps/x.txt')).status).toBe(404)
    expect(requested).toEqual([])
  })
})

describe('a storage that misbehaves never holds the request or serves its redirect target', () => {
  /** Local servers standing in for a broken storage; each request they get is recorded. */
  const servers: Server[] = []
  async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
    const server = createServer(handler)
    servers.push(server)
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }
  afterAll(async () => {
    for (const server of servers) {
      server.closeAllConnections()
      await new Promise<void>((done) => server.close(() => done()))
    }
  })

  async function expectGeneratedIndexWithin(app: ReturnType<typeof appWith>, maxMs: number) {
    const started = performance.now()
    const response = await app.request('/sitemap.xml')
    const xml = await response.text()
    const elapsed = performance.now() - started
    expect(response.status).toBe(200)
    expect(xml).toContain('<loc>https://jobs.example/sitemaps/company-cafe-moka.xml</loc>')
    expect(elapsed).toBeLessThan(maxMs)
    return elapsed
  }

  it('storage that accepts the connection and never answers: the generated file after the timeout', async () => {
    let asked = 0
    const silent = await serve(() => {
      asked++
    })
    const elapsed = await expectGeneratedIndexWithin(appWith(silent), 5_000)
    expect(asked).toBe(1)
    expect(elapsed).toBeGreaterThanOrEqual(2_900)
  })

  it('storage that stalls in the middle of the file: the generated file, not a truncated one', async () => {
    const stalling = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/xml', 'Content-Length': '100000' })
      res.write('<?xml version="1.0"?><sitemapindex from="storage">')
    })
    await expectGeneratedIndexWithin(appWith(stalling), 5_000)
  })

  it('storage that redirects: not followed, the generated file is served', async () => {
    const targetRequests: string[] = []
    const target = await serve((req, res) => {
      targetRequests.push(req.url ?? '')
      res.writeHead(200, { 'Content-Type': 'application/xml' }).end('<urlset from="redirect-target"/>')
    })
    for (const status of [301, 302, 303, 307, 308]) {
      const redirecting = await serve((_req, res) => {
        res.writeHead(status, { Location: `${target}/elsewhere.xml` }).end()
      })
      const response = await appWith(redirecting).request('/sitemaps/pages.xml')
      expect(response.status).toBe(200)
      const xml = await response.text()
      expect(xml).not.toContain('redirect-target')
      expect(xml).toContain('<loc>https://jobs.example/fr/</loc>')
    }
    expect(targetRequests).toEqual([])
  })
})
