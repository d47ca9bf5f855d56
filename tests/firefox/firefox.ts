import { existsSync } from 'node:fs'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'

/** Debian's Firefox ESR (scripts/firefox-tools.ts installs it), or `FIREFOX_PATH`. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

/** Firefox, headless, driven over WebDriver BiDi; it must be there (the test fails, not skips). */
export function launchFirefox(): Promise<Browser> {
  if (!existsSync(FIREFOX_PATH)) throw new Error(`No Firefox at ${FIREFOX_PATH}: run node scripts/firefox-tools.ts`)
  return puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true })
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
