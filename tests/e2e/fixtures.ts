import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

export const LOCALES = ['fr', 'en'] as const

export const SEED = {
  completeCompany: 'lumen-energie',
  sparseCompany: 'atelier-brique',
} as const

/**
 * Every page test fails on a browser console error or warning (an unknown
 * Permissions-Policy feature, a CSP report...) or an uncaught exception, and on a request
 * to any host but the site's own (no third-party requests from pages). A test that lets
 * the visitor load a third party on purpose (a company's video after a click) names its
 * origin in `allowedOrigins`.
 */
export const test = base.extend<{ pageErrors: string[]; allowedOrigins: string[] }>({
  allowedOrigins: [[], { option: true }],
  pageErrors: [
    async ({ page, baseURL, allowedOrigins }, use) => {
      // Each test is its own client for the per-client rate limits (Cloudflare sets this
      // header in production; miniflare passes it through).
      await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': `10.${randomOctet()}.${randomOctet()}.${randomOctet()}` })
      const errors: string[] = []
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
      await use(errors)
      // Pages that answer 4xx/5xx on purpose (not found, gone, refused form, outage) make
      // Chromium log their status.
      expect(
        errors.filter((error) => !/the server responded with a status of (404|410|413|422|503)/.test(error)),
      ).toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

const randomOctet = () => Math.floor(Math.random() * 254) + 1

/** WCAG 2.2 AA audit of the current page. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }))
  expect(summary).toEqual([])
}

/**
 * Waits until the page's JavaScript is ready: React has hydrated it (pages/+onHydrationEnd.ts)
 * or, on an HTML-only page (ADR 029), client/enhance.ts has enhanced it.
 */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated], html[data-enhanced]').first().waitFor({ state: 'attached' })
}

/**
 * Vike's client-side data requests from now on: a link to an HTML-only page (ADR 029) is a
 * full page load, which makes none.
 */
export function recordClientNavigationRequests(page: Page): string[] {
  const requests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('.pageContext.json')) requests.push(request.url())
  })
  return requests
}

/**
 * Holds Vike's client-side data requests until `release()`: the page under test stays
 * in its loading state for as long as the test needs.
 */
export async function holdClientNavigation(page: Page): Promise<() => void> {
  let release: () => void = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/*.pageContext.json*', async (route) => {
    await gate
    await route.continue()
  })
  return release
}
