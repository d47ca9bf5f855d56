import { LANDING_AND_COMPANY_PAGES } from '../tools/public-pages.ts'
import { JOB } from './database.ts'
import { expect, SEED, test, waitForEnhancement } from './fixtures.ts'

/**
 * Pages run under the Worker's Content Security Policy in a browser without a violation,
 * and leave nothing on the visitor's device (the statistics are counted without it, ADR 042).
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
      await waitForEnhancement(page)
    }
    // The phone input's flag comes from the site itself.
    await expect(page.locator('img[src="/flags/FR.svg"]')).toBeVisible()
    expect(violations).toEqual([])
  })
})

test.describe("nothing on the visitor's device", () => {
  test('no public page sets a cookie or writes to any storage', async ({ page, context }) => {
    // Every way a page could write, recorded before any of its scripts runs.
    await page.addInitScript(() => {
      const writes: string[] = []
      ;(window as unknown as { storageWrites: string[] }).storageWrites = writes
      const record = (what: string) => () => writes.push(what)
      for (const method of ['setItem', 'removeItem', 'clear'] as const) {
        const original = Storage.prototype[method]
        Storage.prototype[method] = function (this: Storage, ...args: never[]) {
          record(`storage.${method}`)()
          return (original as (...a: never[]) => unknown).apply(this, args)
        } as never
      }
      const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')
      Object.defineProperty(document, 'cookie', {
        get: () => cookie?.get?.call(document),
        set: (value: string) => {
          record('document.cookie')()
          cookie?.set?.call(document, value)
        },
      })
      const open = indexedDB.open.bind(indexedDB)
      indexedDB.open = (...args: Parameters<IDBFactory['open']>) => {
        record('indexedDB.open')()
        return open(...args)
      }
    })
    const pages = [
      ...LANDING_AND_COMPANY_PAGES,
      `${jobPath}?utm_source=x`,
      `${jobPath}/apply`,
      `/en/${company}/privacy`,
      `/fr/${company}/terms`,
    ]
    for (const path of pages) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      expect(await response?.headerValue('set-cookie'), path).toBeNull()
      await waitForEnhancement(page)
      const state = await page.evaluate(async () => ({
        writes: (window as unknown as { storageWrites: string[] }).storageWrites,
        local: localStorage.length,
        session: sessionStorage.length,
        databases: (await indexedDB.databases()).length,
        cookie: document.cookie,
      }))
      expect(state, path).toEqual({ writes: [], local: 0, session: 0, databases: 0, cookie: '' })
    }
    expect(await context.cookies()).toEqual([])
  })
})
