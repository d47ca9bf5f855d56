import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createGzip } from 'node:zlib'

/** What Cloudflare's edge compresses (text, scripts, JSON, SVG); images and fonts pass as they are. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/

/**
 * A proxy in front of the local Worker that gzips what Cloudflare's edge would compress in
 * production: `vike preview` (workerd) sends every response uncompressed, so Lighthouse
 * would otherwise time the HTML's transfer at two to four times its size on the network
 * the site is served from. Gzip, not Brotli: the smaller saving of the two.
 */
export async function startEdgeCompression(origin: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  const target = new URL(origin)
  const server = createServer((incoming, outgoing) => {
    const forwarded = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '')
        const gzip =
          /\bgzip\b/.test(String(incoming.headers['accept-encoding'] ?? '')) &&
          COMPRESSIBLE.test(type) &&
          !answer.headers['content-encoding'] &&
          incoming.method !== 'HEAD'
        const headers = { ...answer.headers }
        if (gzip) {
          delete headers['content-length']
          headers['content-encoding'] = 'gzip'
          headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding'
        }
        outgoing.writeHead(answer.statusCode ?? 502, headers)
        if (gzip) answer.pipe(createGzip()).pipe(outgoing)
        else answer.pipe(outgoing)
      },
    )
    forwarded.on('error', () => outgoing.destroy())
    incoming.pipe(forwarded)
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://localhost:${port}`,
    stop: () => new Promise<void>((closed) => server.close(() => closed())),
  }
}
