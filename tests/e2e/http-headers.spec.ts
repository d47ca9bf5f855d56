import { JOB } from './database.ts'
import { expect, SEED, test, waitForHydration } from './fixtures.ts'

/**
 * Pages run under the Worker's Content Security Policy in a browser without a violation.
 * The headers of every response (caching, security) are checked without a browser:
 * tests/worker/http-headers.test.ts.
 */
const company = SEED.completeCompany
const jobPath = `/fr/${company}/jobs/${JOB.complete}`

test.describe('security headers', () => {
  test('pages run under the CSP without a violation', async ({ page }) => {
    const violations: string[] = []
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text))
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        ;(window as unknown as { reportViolation: (text: string) => void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        )
      })
    })
    for (const path of ['/fr/', `/fr/${company}`, `/fr/${company}/jobs`, jobPath, `${jobPath}/apply`]) {
      const response = await page.goto(path)
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
      await waitForHydration(page)
    }
    // The phone input's flag comes from the site itself.
    await expect(page.locator('img[src="/flags/FR.svg"]')).toBeVisible()
    expect(violations).toEqual([])
  })
})
