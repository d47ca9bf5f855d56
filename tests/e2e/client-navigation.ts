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
