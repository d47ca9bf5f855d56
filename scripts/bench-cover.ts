/**
 * `npm run bench:cover` (after `vike build`): what a phone's photo as a company's cover costs
 * its visitors (ADR 081). The production Worker on a fresh embedded PostgreSQL; the demo
 * company's owner signs in by the e-mailed link, uploads a 6000×4000 JPEG of about 4 MB
 * (shapes under a sensor's grain, compressing like a photo) as the cover, and Chromium loads the
 * company page at 375 px (device pixel ratio 3, a phone) and 1280 px (ratio 1), before the
 * upload (the demo's own cover, a static file) and after it. Printed: the bytes each load
 * transferred, the cover's among them, and the cover's file; the original's size beside.
 * With `--lighthouse N`: N Lighthouse runs (mobile) of the page and of its static twin, each
 * way, before and after, and the LCP ratio to the twin (as `npm run bench`, docs/performance.md).
 *
 *   node scripts/bench-cover.ts [--lighthouse 3]   (ports: BENCH_COVER_PORT 8794, BENCH_COVER_DB_PORT 54346)
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import postgres from 'postgres'
import { phonePhoto } from '../tests/tools/image-fixtures.ts'
import { startEdgeCompression } from './bench/edge-compression.ts'
import { runLighthouse } from './bench/lighthouse.ts'
import { companyPage } from './bench/pages.ts'
import { formatLcpToStaticTable, lcpToStatic, startStaticTwins } from './bench/static-twins.ts'
import { startWorker } from './bench/worker.ts'
import { startEmbeddedDatabase } from './embedded-database.ts'
import { findChromium } from './test-tools.ts'

const PAGE = companyPage.path
const { values: flags } = parseArgs({ options: { lighthouse: { type: 'string', default: '0' } } })
const lighthouseRuns = Number(flags.lighthouse)
const database = await startEmbeddedDatabase({
  dataDir: resolve('.data/bench-cover'),
  port: Number(process.env.BENCH_COVER_DB_PORT ?? 54346),
  fresh: true,
})
process.env.CLOUDFLARE_HYPERDRIVE_LOCAL_CONNECTION_STRING_WORKSPACE_HYPERDRIVE = database.workspaceUrl
const worker = await startWorker({
  port: Number(process.env.BENCH_COVER_PORT ?? 8794),
  edgeCache: 'off',
  statistics: 'off',
  databaseUrl: database.workerUrl,
  stateDir: resolve('.data/bench-cover-state'),
})
const sql = postgres(database.url, { max: 1, onnotice: () => {} })
const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu'] })

type Load = { width: number; total: number; images: number; cover: string; coverBytes: number }

/** The page loaded once in a fresh context: every response's transferred bytes, and the cover's. */
async function load(width: number, scale: number): Promise<Load> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor: scale })
  const page = await context.newPage()
  const sizes: { url: string; type: string; bytes: number }[] = []
  page.on('requestfinished', async (request) => {
    const { responseBodySize, responseHeadersSize } = await request.sizes()
    sizes.push({ url: request.url(), type: request.resourceType(), bytes: responseBodySize + responseHeadersSize })
  })
  await page.goto(`${worker.origin}${PAGE}`, { waitUntil: 'networkidle' })
  const cover = await page
    .locator('section img')
    .first()
    .evaluate((image: HTMLImageElement) => image.currentSrc)
  await context.close()
  const sum = (list: typeof sizes) => list.reduce((total, size) => total + size.bytes, 0)
  return {
    width,
    total: sum(sizes),
    images: sum(sizes.filter((size) => size.type === 'image')),
    cover: new URL(cover).pathname,
    coverBytes: sum(sizes.filter((size) => size.url === cover)),
  }
}

/** The page's LCP against its static twin's (the Worker's answer and scripts against the same bytes from a file). */
async function lcpAgainstTwin(label: string) {
  if (!lighthouseRuns) return
  const twins = await startStaticTwins(worker.origin, [companyPage])
  const edge = await startEdgeCompression(worker.origin)
  const twinEdge = await startEdgeCompression(twins.origin)
  try {
    const results = await runLighthouse({
      origin: edge.origin,
      twinOrigin: twinEdge.origin,
      pages: [companyPage],
      runs: lighthouseRuns,
      reportDir: resolve('bench/lighthouse-cover'),
    })
    console.info(`\n${label}\n${formatLcpToStaticTable(lcpToStatic(results), results, twins.sizes)}`)
  } finally {
    await Promise.all([edge.stop(), twinEdge.stop(), twins.stop()])
  }
}

async function signInOwner(): Promise<Record<string, string>> {
  const [owner] = await sql<{ email: string }[]>`
    select u.email from users u join company_members m on m.user_id = u.id join companies c on c.id = m.company_id
    where c.slug = 'lumen-energie' and m.role = 'owner' limit 1`
  const headers = { Origin: worker.origin, 'CF-Connecting-IP': '10.9.9.9' }
  const form = new URLSearchParams({ intent: 'sign-in', email: owner?.email ?? '' })
  await fetch(`${worker.origin}/fr/workspace`, { method: 'POST', body: form, headers, redirect: 'manual' })
  const [mail] = await sql<{ text: string }[]>`
    select text_body as text from email_outbox where to_address = ${owner?.email ?? ''} and kind = 'workspace_sign_in'
    order by created_at desc limit 1`
  const link = /\/fr\/workspace\/link\/[A-Za-z0-9_-]{43}/.exec(mail?.text ?? '')?.[0] ?? ''
  const opened = await fetch(`${worker.origin}${link}`, { method: 'POST', headers, redirect: 'manual' })
  const cookie = opened.headers.getSetCookie().find((line) => line.startsWith('__Host-session='))
  if (!cookie) throw new Error(`no session for ${owner?.email}: ${opened.status}`)
  return { ...headers, Cookie: cookie.split(';')[0] ?? '' }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
const table = (title: string, loads: Load[]) => {
  console.info(`\n${title}`)
  for (const row of loads)
    console.info(
      `  ${String(row.width).padStart(4)} px  page ${kB(row.total).padStart(9)}  images ${kB(row.images).padStart(9)}  cover ${kB(row.coverBytes).padStart(9)}  ${row.cover}`,
    )
}

try {
  const before = [await load(375, 3), await load(1280, 1)]
  await lcpAgainstTwin("Lighthouse, before: the demo's cover")
  const photo = await phonePhoto(6000, 4000, { photoLike: true, quality: 85 })
  const body = new FormData()
  body.append('kind', 'cover')
  body.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'IMG_2048.jpg')
  const started = performance.now()
  const upload = await fetch(`${worker.origin}/fr/workspace/company/images`, {
    method: 'POST',
    body,
    headers: await signInOwner(),
    redirect: 'manual',
  })
  const uploadSeconds = (performance.now() - started) / 1000
  if (upload.status !== 303) throw new Error(`upload answered ${upload.status}: ${(await upload.text()).slice(0, 300)}`)
  const after = [await load(375, 3), await load(1280, 1)]
  await lcpAgainstTwin('Lighthouse, after: the phone photo as the cover')
  console.info(
    `The company page ${PAGE}; the upload: a 6000×4000 JPEG of ${kB(photo.length)}, stored in ${uploadSeconds.toFixed(1)} s`,
  )
  table("Before: the demo's cover (a static file)", before)
  table('After: the phone photo uploaded as the cover', after)
} finally {
  await browser.close()
  await sql.end()
  await worker.stop()
  await database.stop()
}
