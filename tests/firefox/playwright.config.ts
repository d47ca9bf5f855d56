import { resolve } from 'node:path'
import { defineConfig } from '@playwright/test'
import base from '../../playwright.config.ts'

const ROOT = resolve(import.meta.dirname, '../..')
// The site on its database, as the Chromium tests have it; not the outage copy (unused here).
const [site] = [base.webServer].flat()

/**
 * The browser tests that must also pass in Firefox (`npm run test:firefox`): the same
 * servers as the Chromium tests (../../playwright.config.ts), and specs that drive Debian's
 * firefox-esr themselves through puppeteer-core and WebDriver BiDi. Playwright's runner
 * starts the servers and reports; its own browsers are not used (Playwright drives only its
 * patched Firefox build, which cannot be downloaded here).
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: /\.firefox\.ts$/,
  workers: 1,
  webServer: site ? { ...site, cwd: ROOT } : undefined,
  projects: [{ name: 'firefox' }],
})
