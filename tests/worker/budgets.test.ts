import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'
import { JOB } from '../tools/database.ts'
import { expect, SEED, test } from './fixtures.ts'
import { get, post } from './http.ts'

/**
 * Weight budgets a browser is not needed for: the HTML of a job detail and the Worker's code.
 * What pages load (scripts, styles) and their layout shift: tests/e2e/budgets.spec.ts.
 */
const KB = 1000
const JOB_DETAIL_HTML_BUDGET = 60 * KB

test(`job detail HTML ≤ ${JOB_DETAIL_HTML_BUDGET / KB} KB`, async () => {
  const response = await get(`/fr/${SEED.completeCompany}/jobs/${JOB.complete}`)
  expect(response.status).toBe(200)
  const html = response.body
  expect(html.toString()).toContain('application/ld+json')
  expect(html.length).toBeLessThanOrEqual(JOB_DETAIL_HTML_BUDGET)
  // One script, the enhancers (ADR 029), in one file, asked for by the inline loader once
  // the first contentful paint is out (ADR 052): no <script src> or preload the browser
  // would fetch beside what the paint needs, and nothing else to preload.
  const text = html.toString()
  expect(text).not.toContain('rel="modulepreload"')
  expect(text).not.toContain('rel="preload" as="script"')
  expect(text.match(/<script [^>]*src=/g)).toBeNull()
  const loaders = [...text.matchAll(/<script>([^<]*)<\/script>/g)].map(([, loader]) => loader ?? '')
  expect(loaders).toHaveLength(1)
  const src = /s\.src="(\/assets\/[^"]+\.js)"/.exec(loaders[0] ?? '')?.[1] ?? ''
  expect(src).not.toBe('')
  expect(loaders[0]).toContain('first-contentful-paint')
  // The file it names is the page's script, all of it (no static import for a chain).
  const script = readFileSync(join('dist/client', src), 'utf8')
  expect(script).toContain('data-enhanced')
  expect(script).not.toMatch(/^import\b|[;}]import\s*[{*]/)
})

/** The files of dist/server that `wrangler deploy` uploads (source maps aside) matching `pattern`. */
function workerModules(pattern: RegExp): Buffer[] {
  return readdirSync('dist/server', { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file))
    .map((file) => readFileSync(join('dist/server', file)))
}

/**
 * The Worker's code (what `wrangler deploy` uploads: every module of dist/server, source
 * maps aside), gzip-compressed as one upload like wrangler reports it. Held to ≤ 480 KiB:
 * 400 until Stripe's official SDK came in with billing (ADR 066), 448 until the workspace's
 * settings, domains, deletion and bot signals (ADR 078); what a cold isolate evaluates has its
 * own, tighter budget below.
 */
test('the Worker bundle is ≤ 480 KiB gzip', async ({ annotate }) => {
  const modules = workerModules(/\.(m?js)$/)
  expect(modules.length).toBeGreaterThan(10)
  const gzip = gzipSync(Buffer.concat(modules), { level: 9 }).length
  await annotate(`Worker: ${gzip} B gzip`, 'weight')
  expect(gzip).toBeLessThanOrEqual(480 * 1024)
})

/**
 * The modules an isolate evaluates before its first answer: the entry and everything it
 * imports statically (a dynamic `import()` is a chunk evaluated only when a request needs it).
 */
function workerStartModules(): Map<string, string> {
  const start = new Map<string, string>()
  const pending = ['index.mjs']
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (start.has(file)) continue
    const code = readFileSync(join('dist/server', file), 'utf8')
    start.set(file, code)
    for (const [, target] of code.matchAll(/(?:^|[;}\n])\s*import\s*(?:[^"'()]*?from\s*)?"(\.[^"]+)"/g))
      pending.push(normalize(join(dirname(file), target ?? '')))
  }
  return start
}

/**
 * What a cold isolate evaluates (ADR 069): held to ≤ 288 KiB gzip. Stripe's SDK is not part of
 * it: the billing routes load it when they need it.
 */
test('the Worker’s start is ≤ 288 KiB gzip, without Stripe’s SDK', async ({ annotate }) => {
  const start = workerStartModules()
  expect(start.size).toBeGreaterThan(10)
  const lazy = workerModules(/\.(m?js)$/).map(String)
  // The SDK is in the bundle (so that the check below cannot pass by its absence), not in the start.
  const isStripeSdk = (code: string) => code.includes('StripeSignatureVerificationError')
  expect(lazy.filter(isStripeSdk)).toHaveLength(1)
  expect([...start.values()].filter(isStripeSdk)).toEqual([])
  const gzip = gzipSync(Buffer.from([...start.values()].join('')), { level: 9 }).length
  await annotate(`Worker start: ${gzip} B gzip in ${start.size} modules`, 'weight')
  expect(gzip).toBeLessThanOrEqual(288 * 1024)
})

/**
 * The whole upload, with the share cards' renderer (resvg's wasm, about 0.95 MB gzip) and
 * font (ADR 038): within Cloudflare's 3 MB limit for a Worker on the free plan, with room.
 */
test('the Worker upload, wasm and font included, is ≤ 1.5 MiB gzip', async ({ annotate }) => {
  const modules = workerModules(/\.(m?js|wasm|bin)$/)
  // The renderer is there to be counted (a build without it would pass for the wrong reason).
  expect(workerModules(/\.wasm$/).length).toBeGreaterThan(0)
  const gzip = gzipSync(Buffer.concat(modules), { level: 9 }).length
  await annotate(`Worker upload: ${gzip} B gzip`, 'weight')
  expect(gzip).toBeLessThanOrEqual(1.5 * 1024 * 1024)
})

/**
 * A page a route renders as a form's answer goes through the same rewriting as the page
 * itself (server/app.ts mounts it before the routes): styles inline, no stylesheet to wait
 * for. The answers without JavaScript: an empty application (422), the save form and the
 * job alert form refused for their address (422).
 */
test('form answers rendered by routes have their styles inline, no render-blocking stylesheet', async () => {
  const job = `/fr/${SEED.completeCompany}/jobs/${JOB.complete}`
  const headers = { 'CF-Connecting-IP': `198.51.100.${(Date.now() % 250) + 1}` }
  const answers = {
    'empty application': await post(`${job}/apply`, { multipart: { firstName: '' }, headers }),
    'save form': await post('/api/save-job', { form: { jobId: JOB.complete, locale: 'fr', email: 'nope' }, headers }),
    'job alert form': await post(`/fr/${SEED.completeCompany}/jobs`, {
      form: { email: 'nope', q: '', contract: '', city: '', remote: '' },
      headers,
    }),
  }
  for (const [name, response] of Object.entries(answers)) {
    expect(response.status, name).toBe(422)
    const html = response.text
    const links = html.match(/<link\b[^>]*\brel="stylesheet"[^>]*>/g) ?? []
    expect(links.length, name).toBeGreaterThan(5)
    // Each link disabled (never fetched) right after the inline copy of its file.
    for (const link of links) {
      expect(link, name).toMatch(/\sdisabled\b/)
      expect(html, name).toContain(`</style>${link}`)
    }
  }
})

/**
 * The workspace is the one hydrated application (ADR 057): React, Vike's client, conform and
 * zod, its own catalog. Every script its home page names (the module script's imports and
 * the modulepreloads, which are their static closure), gzip-compressed each as served.
 */
const WORKSPACE_JS_BUDGET = 150 * KB

test(`the workspace's JavaScript at load is ≤ ${WORKSPACE_JS_BUDGET / KB} KB gzip`, async ({ annotate }) => {
  const page = await get('/fr/workspace')
  expect(page.status).toBe(200)
  const scripts = new Set([
    ...[...page.text.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)].map(([, src]) => src ?? ''),
    ...[...page.text.matchAll(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g)].map(([, src]) => src ?? ''),
  ])
  // React itself is among them: the page hydrates.
  const code = [...scripts].map((src) => readFileSync(join('dist/client', src)))
  expect(code.some((file) => file.toString().includes('hydrateRoot'))).toBe(true)
  const gzip = code.reduce((total, file) => total + gzipSync(file, { level: 9 }).length, 0)
  await annotate(`Workspace JS: ${gzip} B gzip in ${scripts.size} files`, 'weight')
  expect(gzip).toBeLessThanOrEqual(WORKSPACE_JS_BUDGET)
})
