import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { JOB } from '../tools/database.ts'
import { expect, SEED, test } from './fixtures.ts'
import { get } from './http.ts'

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
  // One async script, the enhancers (ADR 029), in one file: nothing to preload.
  expect(html.toString()).not.toContain('rel="modulepreload"')
  expect(html.toString().match(/<script [^>]*src="\/assets\/[^"]+\.js"[^>]*>/g)).toHaveLength(1)
})

/**
 * The Worker's code (what `wrangler deploy` uploads: every module of dist/server, source
 * maps aside), gzip-compressed as one upload like wrangler reports it. Held to ≤ 400 KiB.
 */
test('the Worker bundle is ≤ 400 KiB gzip', async ({ annotate }) => {
  const modules = readdirSync('dist/server', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(m?js)$/.test(file))
    .map((file) => readFileSync(join('dist/server', file)))
  expect(modules.length).toBeGreaterThan(10)
  const gzip = gzipSync(Buffer.concat(modules), { level: 9 }).length
  await annotate(`Worker: ${gzip} B gzip`, 'weight')
  expect(gzip).toBeLessThanOrEqual(400 * 1024)
})
