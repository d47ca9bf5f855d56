import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { JOB } from './database.ts'
import { expect, SEED, test, waitForHydration } from './fixtures.ts'

/**
 * Page weight budgets. They count bytes, not milliseconds, so they hold on any
 * machine: gzip size of every script and stylesheet the page loads (what a visitor
 * downloads) and the layout shift measured by Chromium. The HTML of a job detail and the
 * Worker's code: tests/worker/budgets.test.ts.
 */
const KB = 1000
/** HTML-only pages (ADR 029): no React on the client (5.1 KB measured, the enhancers of every page). */
const HTML_ONLY_JS = 60 * KB
const PAGES = [
  { name: 'landing', path: '/fr/', js: HTML_ONLY_JS },
  { name: 'company home', path: `/fr/${SEED.completeCompany}`, js: HTML_ONLY_JS },
  { name: 'company page', path: `/fr/${SEED.completeCompany}/companie`, js: HTML_ONLY_JS },
  { name: 'team', path: `/fr/${SEED.completeCompany}/team`, js: HTML_ONLY_JS },
  { name: 'job list', path: `/fr/${SEED.completeCompany}/jobs`, js: HTML_ONLY_JS },
  { name: 'job detail', path: `/fr/${SEED.completeCompany}/jobs/${JOB.complete}`, js: HTML_ONLY_JS },
  // HTML-only too (ADR 029). Its checks (zod, the phone metadata and conform's FormData
  // parser: 70,503 B measured with them, 200,311 B with React) load when the form is first
  // touched: the page's own load stays within the HTML-only pages' budget.
  {
    name: 'application form',
    path: `/fr/${SEED.completeCompany}/jobs/${JOB.complete}/apply`,
    js: HTML_ONLY_JS,
    // The phone field is marked once the loaded enhancers have run.
    touched: { target: '#field-firstName', ready: '[data-phone-field][data-enhanced]', js: 150 * KB },
  },
  {
    name: 'confirmation',
    path: `/fr/${SEED.completeCompany}/jobs/${JOB.complete}/apply/confirmation`,
    js: HTML_ONLY_JS,
  },
  { name: 'not found', path: '/fr/no-such-company', js: 115 * KB },
] as const
const CSS_BUDGET = 20 * KB

/**
 * Loads `path` and sums the gzip size of its scripts and of its styles: the stylesheets it
 * downloads (none: they are inline, ADR 028) and its inline <style> elements.
 */
async function weigh(page: Page, path: string) {
  const bodies: Promise<{ type: string; gzip: number }>[] = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    bodies.push(response.body().then((body) => ({ type, gzip: gzipSync(body, { level: 9 }).length })))
  })
  await page.goto(path)
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  return { ...(await weighed(page, bodies)), bodies }
}

async function weighed(page: Page, bodies: Promise<{ type: string; gzip: number }>[]) {
  const files = await Promise.all(bodies)
  const total = (type: string) => files.filter((file) => file.type === type).reduce((sum, file) => sum + file.gzip, 0)
  const inline = await page.locator('style').evaluateAll((styles) => styles.map((style) => style.textContent).join(''))
  return {
    js: total('script'),
    css: total('stylesheet') + gzipSync(inline, { level: 9 }).length,
    stylesheets: files.filter((f) => f.type === 'stylesheet').length,
    scripts: files.filter((f) => f.type === 'script').length,
  }
}

for (const entry of PAGES) {
  const { name, path, js } = entry
  test(`${name}: JS ≤ ${js / KB} KB and CSS ≤ ${CSS_BUDGET / KB} KB gzip`, async ({ page }, info) => {
    const weight = await weigh(page, path)
    info.annotations.push({ type: 'weight', description: `${name}: JS ${weight.js} B, CSS ${weight.css} B gzip` })
    // A page that loads no script would pass trivially: Vike's client is always there.
    expect(weight.scripts).toBeGreaterThan(0)
    expect(weight.js).toBeLessThanOrEqual(js)
    expect(weight.css).toBeLessThanOrEqual(CSS_BUDGET)
    // Nothing blocks the first paint but the HTML: every style is inline (ADR 028).
    expect(weight.stylesheets).toBe(0)
    expect(weight.css).toBeGreaterThan(1000)
    if (!('touched' in entry)) return
    // Its remaining scripts, loaded as the visitor starts filling it in.
    const { target, ready, js: touchedBudget } = entry.touched
    await page.focus(target)
    await page.locator(ready).waitFor({ state: 'attached' })
    const touched = await weighed(page, weight.bodies)
    info.annotations.push({ type: 'weight', description: `${name}, once touched: JS ${touched.js} B gzip` })
    expect(touched.js).toBeLessThanOrEqual(touchedBudget)
  })
}

test("styles are inline, in the links' order, allowed by their hashes and never by unsafe-inline", async ({ page }) => {
  const response = await page.goto(`/fr/${SEED.completeCompany}/jobs`)
  const policy = response?.headers()['content-security-policy'] ?? ''
  const styleSrc = policy.split('; ').find((directive) => directive.startsWith('style-src ')) ?? ''
  expect(styleSrc).not.toContain('unsafe-inline')
  const hashes = styleSrc.match(/'sha256-[A-Za-z0-9+/=]+'/g) ?? []
  // Each link is kept disabled (not fetched) right after the inline copy of its file.
  const pairs = await page.locator('link[rel="stylesheet"]').evaluateAll((links) =>
    links.map((link) => ({
      disabled: link.hasAttribute('disabled'),
      styleBefore: link.previousElementSibling?.tagName === 'STYLE',
      css: link.previousElementSibling?.textContent ?? '',
    })),
  )
  expect(pairs.length).toBeGreaterThan(5)
  for (const pair of pairs) {
    expect(pair).toMatchObject({ disabled: true, styleBefore: true })
    const digest = createHash('sha256').update(pair.css).digest('base64')
    expect(hashes).toContain(`'sha256-${digest}'`)
  }
  // Styled by them: the page's layout is not the browser's default.
  const bodyMargin = await page.evaluate(() => getComputedStyle(document.body).margin)
  expect(bodyMargin).toBe('0px')
})

/**
 * No visible layout shift on every page type, at both widths: shifts are recorded from the
 * first paint (buffered), through hydration and a scroll to the bottom and back (the
 * sticky navigation and compact headers appear then), without user input in between.
 * Their sum must stay under 0.01 (a tenth of what the Web Vitals call good): on this
 * 2-core machine under a full test run, sub-pixel shifts of 0.0009-0.002 have appeared
 * now and then on the company page, team and form and never alone; each shift's elements
 * are attached to the test, so that one that matters is found.
 */
const VISIBLE_SHIFT = 0.01

for (const { name, path } of PAGES) {
  test(`${name}: no layout shift`, async ({ page }, info) => {
    await page.addInitScript(() => {
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }
      const shifts: { value: number; nodes: string[] }[] = []
      ;(window as unknown as { __shifts: typeof shifts }).__shifts = shifts
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue
          const nodes = (entry.sources ?? []).map(({ node }) =>
            node instanceof Element ? node.outerHTML.slice(0, 160) : String(node?.nodeName),
          )
          shifts.push({ value: entry.value, nodes })
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(path)
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      window.scrollTo(0, document.body.scrollHeight)
      await frame()
      window.scrollTo(0, 0)
      await frame()
    })
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts,
    )
    if (shifts.length > 0) info.annotations.push({ type: 'layout shift', description: JSON.stringify(shifts) })
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
    expect(total, JSON.stringify(shifts)).toBeLessThan(VISIBLE_SHIFT)
  })
}
