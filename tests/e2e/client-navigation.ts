import type { Page } from '@playwright/test'

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
