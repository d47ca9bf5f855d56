import type { Page } from '@playwright/test'

/**
 * The README's pictures of the pages (docs/screenshots/), taken by the browser tests that
 * already stand on those pages, but only when asked (`npm run screenshots`): a full-page
 * picture costs a second or more of a busy machine, and `npm test` must not rewrite
 * tracked files.
 */
export async function readmeScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (!process.env.README_SCREENSHOTS) return
  await page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage: options.fullPage ?? false })
}
