import { randomUUID } from 'node:crypto'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for Cloudflare for SaaS's custom-hostname API at its HTTP boundary
 * (Cloudflare cannot be reached from here, ADR 072): create, read, find by hostname and
 * delete under `/client/v4/zones/{zone}/custom_hostnames`, Cloudflare's envelope, its
 * duplicate refusal (code 1406), the token and zone checked. A new hostname is pending with
 * Cloudflare's verification error until a test flips it. Tests in other processes (the
 * Worker tests' files) drive it over HTTP:
 * - GET  /__stand-in/requests: every API request received, in order;
 * - POST /__stand-in/hostnames/{hostname}: `{ status, sslStatus?, reasons? }` sets its state
 *   (`active`: the hostname and its certificate active; `failed`: the certificate's validation timed out);
 * - POST /__stand-in/refuse/{hostname}: `{ message }` makes its creation refused (400);
 * - POST /__stand-in/outage: `{ on }` answers every API request 503 while on.
 */
export const CLOUDFLARE_TEST_TOKEN = 'cloudflare-stand-in-token'
export const CLOUDFLARE_TEST_ZONE = 'stand-in-zone-0001'
export const CLOUDFLARE_TEST_FALLBACK_ORIGIN = 'domains.talentsite.example'
/** What a new hostname says until its CNAME "is created" (Cloudflare's own words). */
export const NO_CNAME_YET = 'custom hostname does not CNAME to this zone.'

export type CloudflareRequest = { method: string; path: string; query: string; authorization: string; body: unknown }

type Hostname = {
  id: string
  hostname: string
  status: string
  ssl: { status: string; validation_errors: { message: string }[] }
  verification_errors: string[]
  created_at: string
}

export type CloudflareStandIn = {
  /** `http://127.0.0.1:<port>/client/v4`: the Worker's CLOUDFLARE_API_BASE. */
  url: string
  requests: CloudflareRequest[]
  close: () => Promise<void>
}

export async function startCloudflareStandIn(options: { port?: number } = {}): Promise<CloudflareStandIn> {
  const requests: CloudflareRequest[] = []
  const hostnames = new Map<string, Hostname>()
  const refusals = new Map<string, string>()
  let outage = false
  const byName = (name: string) => [...hostnames.values()].find((entry) => entry.hostname === name)

  const control = (method: string, path: string, body: Record<string, unknown>): [number, unknown] => {
    if (method === 'GET' && path === '/__stand-in/requests') return [200, requests]
    if (method === 'POST' && path === '/__stand-in/outage') {
      outage = body.on === true
      return [200, { outage }]
    }
    const refuse = /^\/__stand-in\/refuse\/([^/]+)$/.exec(path)
    if (method === 'POST' && refuse?.[1]) {
      refusals.set(decodeURIComponent(refuse[1]), String(body.message ?? 'Custom hostname is invalid.'))
      return [200, {}]
    }
    const flip = /^\/__stand-in\/hostnames\/([^/]+)$/.exec(path)
    const entry = flip?.[1] ? byName(decodeURIComponent(flip[1])) : undefined
    if (method === 'POST' && entry) {
      const reasons = Array.isArray(body.reasons) ? body.reasons.map(String) : []
      if (body.status === 'active') {
        Object.assign(entry, { status: 'active', verification_errors: [] })
        entry.ssl = { status: 'active', validation_errors: [] }
      } else if (body.status === 'failed') {
        entry.ssl = {
          status: String(body.sslStatus ?? 'validation_timed_out'),
          validation_errors: reasons.map((message) => ({ message })),
        }
      } else {
        Object.assign(entry, { status: String(body.status ?? 'pending'), verification_errors: reasons })
      }
      return [200, entry]
    }
    return [404, { error: 'unknown stand-in control or hostname' }]
  }

  const api = (method: string, rest: string, query: URLSearchParams, body: unknown): [number, unknown] => {
    if (method === 'POST' && rest === '') {
      const name = String((body as { hostname?: unknown } | null)?.hostname ?? '')
      const refusal = refusals.get(name)
      if (refusal) return [400, failure(1411, refusal)]
      if (byName(name)) return [409, failure(1406, 'Duplicate custom hostname found.')]
      const entry: Hostname = {
        id: randomUUID(),
        hostname: name,
        status: 'pending',
        ssl: { status: 'pending_validation', validation_errors: [] },
        verification_errors: [NO_CNAME_YET],
        created_at: new Date().toISOString(),
      }
      hostnames.set(entry.id, entry)
      return [200, success(entry)]
    }
    if (method === 'GET' && rest === '') {
      const name = query.get('hostname')
      return [200, success([...hostnames.values()].filter((entry) => name === null || entry.hostname === name))]
    }
    const id = decodeURIComponent(rest.slice(1))
    const entry = hostnames.get(id)
    if (!entry) return [404, failure(1436, 'The custom hostname was not found.')]
    if (method === 'GET') return [200, success(entry)]
    if (method === 'DELETE') {
      hostnames.delete(id)
      return [200, success({ id })]
    }
    return [405, failure(10000, 'Method not allowed')]
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in')
      const text = Buffer.concat(chunks).toString('utf8')
      const body = text ? (JSON.parse(text) as unknown) : null
      const method = request.method ?? ''
      if (url.pathname.startsWith('/__stand-in/'))
        return send(response, ...control(method, url.pathname, (body ?? {}) as Record<string, unknown>))
      const authorization = request.headers.authorization ?? ''
      requests.push({ method, path: url.pathname, query: url.search, authorization, body })
      if (outage) return send(response, 503, failure(10000, 'Service unavailable'))
      const match = /^\/client\/v4\/zones\/([^/]+)\/custom_hostnames(\/[^/]+)?$/.exec(url.pathname)
      if (!match) return send(response, 404, failure(7003, 'Could not route to the requested path.'))
      if (authorization !== `Bearer ${CLOUDFLARE_TEST_TOKEN}`)
        return send(response, 403, failure(10000, 'Authentication error'))
      if (match[1] !== CLOUDFLARE_TEST_ZONE) return send(response, 403, failure(7003, 'Could not route to the zone.'))
      send(response, ...api(method, match[2] ?? '', url.searchParams, body))
    })
  })
  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/client/v4`,
    requests,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}

const success = (result: unknown) => ({ success: true, errors: [], messages: [], result })
const failure = (code: number, message: string) => ({
  success: false,
  errors: [{ code, message }],
  messages: [],
  result: null,
})

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' })
  response.end(JSON.stringify(body))
}

/** Drives a stand-in started by another process (the Worker tests' global setup). */
export function cloudflareControl(standInUrl: string) {
  const origin = new URL(standInUrl).origin
  const post = (path: string, body: unknown) =>
    fetch(`${origin}/__stand-in/${path}`, { method: 'POST', body: JSON.stringify(body) }).then((r) => r.json())
  return {
    requests: async () => (await (await fetch(`${origin}/__stand-in/requests`)).json()) as CloudflareRequest[],
    flip: (hostname: string, status: string, reasons: string[] = []) =>
      post(`hostnames/${encodeURIComponent(hostname)}`, { status, reasons }),
    refuse: (hostname: string, message: string) => post(`refuse/${encodeURIComponent(hostname)}`, { message }),
    outage: (on: boolean) => post('outage', { on }),
  }
}
