import { expect, test } from '@playwright/test'
import type { Browser } from 'puppeteer-core'
import { baseURL } from '../../playwright.config.ts'
import { LOGO_PAGES, LOGO_SIZE, logoLayout } from '../e2e/logo-layout.ts'
import { launchFirefox, watchedPage } from './firefox.ts'

/**
 * The top bar's logo in Firefox ESR with the text at 200 % at 640 px (Firefox drew
 * it 2 px wide where Chromium drew it 16 px; tests/e2e/logo-size.spec.ts holds the Chromium
 * cases). The text is enlarged as a visitor does it, by the default font size of the
 * browser's settings (16 px → 32 px).
 */
let browser: Browser

test.beforeAll(async () => {
  // Firefox may still be installing in the background when this starts (npm test).
  test.setTimeout(300_000)
  browser = await launchFirefox({ 'font.size.variable.x-western': 32, 'font.size.monospace.x-western': 26 })
})
test.afterAll(async () => {
  await browser?.close()
})

test(`the top bar's logo stays ${LOGO_SIZE} px in Firefox with the text at 200 % (640 px)`, async () => {
  const { page, problems } = await watchedPage(browser, baseURL)
  await page.setViewport({ width: 640, height: 900 })
  for (const [name, path] of Object.entries(LOGO_PAGES)) {
    await page.goto(`${baseURL}${path}`)
    // The enlarged text is Firefox's setting, not the page's.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize), name).toBe('32px')
    // Firefox's scroll bar takes its width from the 640 px: no overflow is a page as wide as the room left.
    const room = await page.evaluate(() => document.documentElement.clientWidth)
    expect(await page.evaluate(logoLayout), name).toEqual({
      width: LOGO_SIZE,
      height: LOGO_SIZE,
      covered: [],
      pageWidth: room,
    })
  }
  expect(problems).toEqual([])
})
