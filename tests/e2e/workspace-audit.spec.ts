import type { Browser, BrowserContext } from '@playwright/test'
import { baseURL } from '../../playwright.config.ts'
import { JOB, type openE2eDatabase } from './database.ts'
import { expect, expectNoAxeViolations, LOCALES, test } from './fixtures.ts'
import { signInByEmail } from './workspace-sign-in.ts'

/**
 * The workspace's pages audited with axe (WCAG 2.2 AA) in both languages at 1280 and 360 px
 * (and nothing running off a 320 px screen),
 * signed in as a demo owner whose space has everything to show (Lumen Énergie, Pro: offers,
 * members, a company page, billing). One axe run per page, language and width; the door and
 * the home are audited by the first day's journey (workspace-journey.spec.ts), the desk by
 * desk.spec.ts. Nothing here changes the space.
 *
 * A test per page, so that the runners share them: one test of 24 axe runs was the browser
 * lane's last minute, alone on one runner. Each runner signs in once (the e-mails to an
 * address are capped at 10 a day) and its tests start signed in.
 */
const OWNER = 'owner@lumen-energie.example'

type SessionState = Awaited<ReturnType<BrowserContext['storageState']>>
let ownerSession: Promise<SessionState> | undefined

async function signIn(browser: Browser, sql: ReturnType<typeof openE2eDatabase>): Promise<SessionState> {
  // One runner at a time, so that the latest link is this runner's (a link opens once).
  const lock = await sql.reserve()
  await lock`select pg_advisory_lock(hashtext('workspace-audit sign-in'))`
  try {
    return await signInAlone(browser, sql)
  } finally {
    await lock`select pg_advisory_unlock(hashtext('workspace-audit sign-in'))`
    lock.release()
  }
}

async function signInAlone(browser: Browser, sql: ReturnType<typeof openE2eDatabase>): Promise<SessionState> {
  const context = await browser.newContext({ baseURL })
  await signInByEmail(await context.newPage(), sql, OWNER)
  const state = await context.storageState()
  await context.close()
  return state
}

test.use({
  storageState: async ({ browser, sql }, use) => {
    ownerSession ??= signIn(browser, sql)
    await use(await ownerSession)
  },
})

const PAGES = [
  ['workspace-members', 'members'],
  ['workspace-jobs', 'jobs'],
  ['workspace-job-editor', `jobs/${JOB.complete}`],
  ['workspace-company', 'company'],
  ['workspace-billing', 'billing'],
  ['workspace-delete', 'delete'],
] as const

for (const [id, path] of PAGES) {
  test(`${id} of a demo owner is axe clean, fr and en, at 1280 and 360 px`, async ({ page }) => {
    // A hang guard: four axe runs, and a runner's first test signs in, beside the Worker tests.
    test.setTimeout(90_000)
    for (const locale of LOCALES) {
      await page.setViewportSize({ width: 1280, height: 900 })
      const answer = await page.goto(`/${locale}/workspace/${path}`)
      expect(answer?.status(), path).toBe(200)
      await expectNoAxeViolations(page, id)
      await page.setViewportSize({ width: 360, height: 800 })
      await expectNoAxeViolations(page, id)
      for (const width of [360, 320]) {
        await page.setViewportSize({ width, height: 800 })
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
        expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width)
      }
      if (process.env.WORKSPACE_320_SCREENSHOTS) {
        await page.screenshot({ path: `test-results/${id}-${locale}-320.png`, fullPage: true })
      }
    }
  })
}
