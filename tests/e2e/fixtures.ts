import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import { AUDITED_PAGES, type AuditedPageId } from '../../domain/accessibility-audit.ts'
import { isLocale } from '../../domain/locale.ts'
import { splitLocalePrefix } from '../../domain/paths.ts'
import { LOCALES } from '../tools/seed-ids.ts'
import { recordAudit } from './axe-run.ts'
import { openE2eDatabase } from './database.ts'

/** The seed's company slugs and the languages (tests/tools/seed-ids.ts). */
export { LOCALES, SEED } from '../tools/seed-ids.ts'

/**
 * A test that checks a page in both languages, one after the other in the same page (a
 * test, its browser context and page, per language cost more than the second page load),
 * says so in its title with `BOTH`; its file gives it twice the default time before it
 * counts as hung (`test.describe.configure({ timeout: 60_000 })`).
 */
export const BOTH = `(${LOCALES.join(', ')})`

/**
 * Every page test fails on a browser console error or warning (an unknown
 * Permissions-Policy feature, a CSP report...) or an uncaught exception, and on a request
 * to any host but the site's own (no third-party requests from pages). A test that lets
 * the visitor load a third party on purpose (a company's video after a click) names its
 * origin in `allowedOrigins`. The checks ride on the `page` fixture, so a test that only
 * sends requests never opens a browser context.
 */
export const test = base.extend<{
  pageErrors: string[]
  allowedOrigins: string[]
  sql: ReturnType<typeof openE2eDatabase>
}>({
  allowedOrigins: [[], { option: true }],
  /** The browser tests' database, to check what the endpoints wrote; closed after the test. */
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their fixtures first
  sql: async ({}, use) => {
    const sql = openE2eDatabase()
    await use(sql)
    await sql.end()
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their fixtures first
  pageErrors: async ({}, use) => {
    const errors: string[] = []
    await use(errors)
    // Pages that answer 4xx/5xx on purpose (not found, gone, refused form, outage) make
    // Chromium log their status.
    expect(
      errors.filter((error) => !/the server responded with a status of (404|410|413|422|503)/.test(error)),
    ).toEqual([])
  },
  page: async ({ page, baseURL, allowedOrigins, pageErrors }, use) => {
    await watchPage(page, baseURL, allowedOrigins, pageErrors)
    await use(page)
  },
})

async function watchPage(page: Page, baseURL: string | undefined, allowedOrigins: string[], errors: string[]) {
  // Each test is its own client for the per-client rate limits (Cloudflare sets this
  // header in production; miniflare passes it through).
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': `10.${randomOctet()}.${randomOctet()}.${randomOctet()}` })
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      errors.push(`console ${message.type()}: ${message.text()}`)
    }
  })
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('request', (request) => {
    const url = new URL(request.url())
    // The site's own test servers all run on localhost (see playwright.config.ts).
    if (
      !['data:', 'blob:'].includes(url.protocol) &&
      url.hostname !== new URL(baseURL ?? '').hostname &&
      !allowedOrigins.includes(url.origin)
    ) {
      errors.push(`third-party request: ${url.origin}`)
    }
  })
}

export { expect }

const randomOctet = () => Math.floor(Math.random() * 254) + 1

/**
 * WCAG 2.2 AA audit of the current page, which is the page `id` of the audited list
 * (domain/accessibility-audit.ts) the accessibility statement counts: its path must be that
 * page's. A passing audit is recorded with the page's language and width (tests/e2e/axe-run.ts).
 */
export async function expectNoAxeViolations(page: Page, id: AuditedPageId) {
  const { pathname } = new URL(page.url())
  expect(splitLocalePrefix(pathname)?.path ?? pathname, `the page audited as "${id}"`).toMatch(AUDITED_PAGES[id].path)
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }))
  expect(summary).toEqual([])
  const language = await page.locator('html').getAttribute('lang')
  const width = page.viewportSize()?.width
  if (isLocale(language) && width) recordAudit({ page: id, language, width })
}

/**
 * Waits until the page's JavaScript is ready: components/widgets/enhance.client.ts has enhanced
 * it (`html[data-enhanced]`, ADR 029; no page hydrates).
 */
export async function waitForEnhancement(page: Page) {
  await page.locator('html[data-enhanced]').waitFor({ state: 'attached' })
}
