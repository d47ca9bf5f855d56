import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { ensureFirefox, FIREFOX_PATH } from '../../scripts/test-tools.ts'

/**
 * Debian's Firefox ESR (or `FIREFOX_PATH`), headless, driven over WebDriver BiDi, once
 * `npm test`'s background install has it (scripts/test-tools.ts); it must be there: the
 * test fails, never skips. `prefs` are written into its profile (a visitor's settings).
 */
export async function launchFirefox(prefs: Record<string, unknown> = {}): Promise<Browser> {
  await ensureFirefox()
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: prefs,
  })
}

/**
 * A page whose console errors, uncaught exceptions and requests to another origin are
 * collected, as tests/e2e/fixtures.ts does for Chromium: the test expects none.
 */
export async function watchedPage(browser: Browser, origin: string): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage()
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${String(error)}`))
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin)
      problems.push(`third-party request: ${url.origin}`)
  })
  return { page, problems }
}
