/**
 * The Lighthouse pages' static twins: each page's HTML as the Worker sent it, without the
 * scripts it loads, served as a file by a plain Node HTTP server at the page's own path
 * (the build's other files, images and fonts, beside it). Lighthouse runs a page and its
 * twin in turn, through the same gzip proxy: the twin is what the same bytes cost from a
 * static server with nothing to run, and a page's LCP over its twin's is what the Worker
 * and the scripts add (within 1.2x).
 *
 * The twin keeps every byte of the page but the script elements that load a file, the
 * inline loader and the modulepreload links, which it keeps as text in a comment at its
 * end: the same size, raw and compressed, to 7 bytes.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { LighthouseResult } from './lighthouse.ts'
import type { Page } from './pages.ts'
import { formatTable } from './table.ts'

// A script element with a file, a module preload, and an inline script that runs code (the
// page script's loader, ADR 052); JSON data (<script type="application/ld+json">) stays.
const LOADED_SCRIPT =
  /<script\b[^>]*\bsrc=[^>]*>\s*<\/script>|<script>[^<]*<\/script>|<link\b[^>]*\brel="modulepreload"[^>]*>/g

/** The page without what makes it load scripts, that markup kept inert in a closing comment. */
export function staticTwin(html: string): string {
  const removed = html.match(LOADED_SCRIPT) ?? []
  const kept = html.replace(LOADED_SCRIPT, '')
  return `${kept}<!--${removed.join('').replaceAll('--', '- ')}-->`
}

export type TwinSize = { page: string; path: string; bytes: number; gzip: number; twinBytes: number; twinGzip: number }

const TYPES: Record<string, string> = {
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain',
}

/**
 * Reads each page from `workerOrigin` and serves its twin; anything else from `clientDir`
 * (the build's static files), or 404. A company's uploaded images (`/media/…`, ADR 081) named
 * by a page are read once from the Worker and served as static files too.
 */
export async function startStaticTwins(
  workerOrigin: string,
  pages: Page[],
  clientDir = 'dist/client',
): Promise<{ origin: string; sizes: TwinSize[]; stop: () => Promise<void> }> {
  const twins = new Map<string, Buffer>()
  const media = new Map<string, { body: Buffer; type: string }>()
  const sizes: TwinSize[] = []
  for (const page of pages) {
    const response = await fetch(`${workerOrigin}${page.path}`)
    const html = await response.text()
    if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}: no twin for it`)
    const twin = Buffer.from(staticTwin(html))
    twins.set(page.path, twin)
    for (const path of new Set(html.match(/\/media\/[\w/.-]+\.(?:webp|svg)/g) ?? [])) {
      const image = await fetch(`${workerOrigin}${path}`)
      if (image.ok)
        media.set(path, { body: Buffer.from(await image.arrayBuffer()), type: image.headers.get('Content-Type') ?? '' })
    }
    const gzip = (bytes: Buffer) => gzipSync(bytes).length
    const bytes = Buffer.from(html)
    sizes.push({
      page: page.name,
      path: page.path,
      bytes: bytes.length,
      gzip: gzip(bytes),
      twinBytes: twin.length,
      twinGzip: gzip(twin),
    })
  }
  const root = normalize(clientDir)
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    const twin = twins.get(path)
    if (twin) {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': twin.length })
      response.end(twin)
      return
    }
    const image = media.get(path)
    if (image) {
      response.writeHead(200, { 'Content-Type': image.type, 'Content-Length': image.body.length }).end(image.body)
      return
    }
    const file = normalize(join(root, decodeURIComponent(path)))
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n')
      return
    }
    const body = readFileSync(file)
    const type = TYPES[extname(file)] ?? 'application/octet-stream'
    response.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length }).end(body)
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://localhost:${port}`,
    sizes,
    stop: () => new Promise<void>((closed) => server.close(() => closed())),
  }
}

export type LcpToStatic = {
  page: string
  /** Median LCP of the page's runs and of its twin's, in ms. */
  lcpMs: number | null
  staticLcpMs: number | null
  ratio: number | null
}

/** Each page's median LCP over its twin's (medians of every run, the twin run alternating). */
export function lcpToStatic(results: LighthouseResult[]): LcpToStatic[] {
  return results.map((result) => {
    const lcpMs = median(result.lcpRunsMs ?? [])
    const staticLcpMs = median(result.staticLcpRunsMs ?? [])
    const ratio = lcpMs !== null && staticLcpMs ? Math.round((lcpMs / staticLcpMs) * 100) / 100 : null
    return { page: result.page, lcpMs, staticLcpMs, ratio }
  })
}

function median(values: number[]): number | null {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const middle = Math.floor(sorted.length / 2)
  const value = sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
  return Math.round(value ?? 0)
}

export function formatLcpToStaticTable(rows: LcpToStatic[], results: LighthouseResult[], sizes: TwinSize[]): string {
  const value = (n: number | null) => (n === null ? '—' : n)
  const runs = (list: number[] | undefined) => list?.map((ms) => (Number.isFinite(ms) ? ms : '—')).join(' ') ?? '—'
  return formatTable(
    ['page', 'LCP ms', 'static LCP ms', 'ratio', 'LCP runs', 'static LCP runs', 'HTML gzip', 'static gzip'],
    rows.map((row) => {
      const result = results.find((r) => r.page === row.page)
      const size = sizes.find((s) => s.page === row.page)
      return [
        row.page,
        value(row.lcpMs),
        value(row.staticLcpMs),
        row.ratio === null ? '—' : `${row.ratio.toFixed(2)}x`,
        runs(result?.lcpRunsMs),
        runs(result?.staticLcpRunsMs),
        value(size?.gzip ?? null),
        value(size?.twinGzip ?? null),
      ]
    }),
  )
}
