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
