import { defineConfig, devices } from '@playwright/test'
import { findChromium } from './scripts/test-tools.ts'
import {
  STRIPE_TEST_PRICE_PRO,
  STRIPE_TEST_SECRET_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
} from './tests/tools/stripe-stand-in.ts'

/**
 * Browser tests against the production build (`vike build`), served by workerd on its
 * port (scripts/serve-build.ts, ADR 079) on a fresh embedded PostgreSQL. Chromium is `CHROMIUM_PATH`, Debian's or
 * Playwright's own download, whichever `npm test` found or installed (scripts/test-tools.ts).
 */
// Overridable so two runs (worktrees) can share a machine.
const PORT = Number(process.env.E2E_PORT ?? 8788)
const DATABASE_PORT = process.env.E2E_DB_PORT ?? '54332'
export const baseURL = `http://localhost:${PORT}`
/** The same build with its database unreachable (nothing listens on port 9): outages. */
const OUTAGE_PORT = Number(process.env.E2E_OUTAGE_PORT ?? 8789)
export const outageURL = `http://localhost:${OUTAGE_PORT}`
/** Stripe's stand-in (tests/tools/stripe-stand-in.ts): the Worker's Stripe API, and its "Pay" sends the signed event back. */
const STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? 8797)
export const stripeURL = `http://127.0.0.1:${STRIPE_PORT}`

const chromium = {
  executablePath: findChromium(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three on two cores: a test spends much of its time waiting on the Worker, the database or
  // Chromium's processes (62 page tests: 206 s with two workers, 168 s with three, 169 s with four).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // No trace: recording one for every test (to keep the failures') cost 13 % of the browser
  // tests' CPU (25.3 s against 22.1 s of user time for the job detail and company pages). A
  // failure to look into runs again with `playwright test <file> --trace retain-on-failure`.
  use: { baseURL, launchOptions: chromium, trace: 'off' },
  // The run's axe audits: forgotten at its start, and at its end, if it passed every audit
  // the list declares, its date recorded for the accessibility statement (ADR 048).
  globalSetup: './tests/e2e/axe-global-setup.ts',
  globalTeardown: './tests/e2e/axe-global-teardown.ts',
  projects: [
    // Every test runs on the desktop but those tagged @phone-only (a phone's widths).
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grepInvert: /@phone-only/,
    },
    // Only what depends on the width or on touch runs again on a phone: tests tagged @phone
    // (both projects) or @phone-only. Everything else gives the same answer at every width.
    {
      name: 'mobile',
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
      grep: /@phone/,
    },
    // What must also pass in Firefox: specs that drive Debian's firefox-esr themselves through
    // puppeteer-core and WebDriver BiDi (Playwright drives only its own patched Firefox, which
    // cannot be downloaded here), against the same servers.
    { name: 'firefox', testDir: 'tests/firefox', testMatch: /\.firefox\.ts$/ },
  ],
  webServer: [
    {
      command: `node tests/tools/stripe-stand-in-server.ts ${STRIPE_PORT} ${baseURL}/api/billing/stripe`,
      url: `${stripeURL}/__stand-in/requests`,
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/with-database.ts node scripts/serve-build.ts --port ${PORT}`,
      url: `${baseURL}/fr/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: {
        DATABASE_PORT,
        DATABASE_DIR: '.data/e2e',
        DATABASE_FRESH: '1',
        DATABASE_MAX_CONNECTIONS: '300',
        // Billing against Stripe's stand-in (ADR 060).
        CLOUDFLARE_INCLUDE_PROCESS_ENV: 'true',
        STRIPE_SECRET_KEY: STRIPE_TEST_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
        STRIPE_PRICE_PRO: STRIPE_TEST_PRICE_PRO,
        STRIPE_API_BASE: stripeURL,
      },
      stdout: 'ignore',
      stderr: 'pipe',
      // A signal it can handle: it then stops the Worker's process group and the database
      // (Playwright's default SIGKILL would orphan them, and wait on their output forever).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    },
    {
      command: `node scripts/serve-build.ts --port ${OUTAGE_PORT}`,
      url: `${outageURL}/fr/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: {
        CLOUDFLARE_HYPERDRIVE_LOCAL_CONNECTION_STRING_HYPERDRIVE:
          'postgres://career_site_worker:career_site_worker@127.0.0.1:9/career',
        CLOUDFLARE_HYPERDRIVE_LOCAL_CONNECTION_STRING_WORKSPACE_HYPERDRIVE:
          'postgres://career_site_workspace:career_site_workspace@127.0.0.1:9/career',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        WRANGLER_SEND_METRICS: 'false',
        // Its own R2 and rate-limit state: two workerd processes writing the same local
        // storage files can lock each other out, and a CV write would then fail at random.
        WORKER_STATE_DIR: '.wrangler/outage-state',
      },
      stdout: 'ignore',
      stderr: 'ignore',
    },
  ],
})
