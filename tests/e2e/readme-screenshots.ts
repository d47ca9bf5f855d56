import type { Locator, Page } from '@playwright/test'

/**
 * The README's pictures of the pages (docs/screenshots/), taken by the browser tests that
 * already stand on those pages, but only when asked (`npm run screenshots`): a full-page
 * picture costs a second or more of a busy machine, and `npm test` must not rewrite
 * tracked files.
 */
export async function readmeScreenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean /** Only this part of the page. */; part?: Locator } = {},
) {
  if (!process.env.README_SCREENSHOTS) return
  const path = `docs/screenshots/${name}.png`
  if (options.part) await options.part.screenshot({ path })
  else await page.screenshot({ path, fullPage: options.fullPage ?? false })
}

/** The README's two widths: a laptop and a phone. */
const README_WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
] as const

/**
 * The README's pictures of the page at both widths (`<name>-1280.png`, `<name>-375.png`),
 * only with `npm run screenshots`; the page is left at 1280 px.
 */
export async function readmeScreenshotsAtBothWidths(page: Page, name: string, options: { part?: Locator } = {}) {
  if (!process.env.README_SCREENSHOTS) return
  for (const size of README_WIDTHS) {
    await page.setViewportSize(size)
    await readmeScreenshot(page, `${name}-${size.width}`, options)
  }
  await page.setViewportSize(README_WIDTHS[0])
}
