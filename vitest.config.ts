import { lingui } from '@lingui/vite-plugin'
import { defineConfig } from 'vitest/config'
import { inlineStyles } from './scripts/inline-styles-plugin.ts'
import { linguiMacros } from './scripts/lingui-macros-plugin.ts'
import { oneScript } from './scripts/one-script-plugin.ts'

// Unit tests sit next to the code; integration tests run the query layer against a
// real embedded PostgreSQL started by tests/integration/global-setup.ts; Worker tests send
// requests to the built Worker (tests/worker/global-setup.ts).
// Lingui's macros and catalogs, as in vite.config.ts: the e-mail templates use them; and
// the (empty outside a build) inline styles and page script modules the middleware import.
const linguiPlugins = () => [linguiMacros(), lingui(), inlineStyles(), ...oneScript()]

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one on a 2-core machine, which ran
    // the integration files one after another while they mostly wait on PostgreSQL.
    maxWorkers: 3,
    projects: [
      {
        plugins: linguiPlugins(),
        test: {
          name: 'unit',
          include: [
            'domain/**/*.test.ts',
            'server/**/*.test.ts',
            'components/**/*.test.ts',
            'pages/**/*.test.ts',
            // The house's rules over the source files (import rules).
            'tests/house/**/*.test.ts',
          ],
          environment: 'node',
          // Pure functions: a worker imports the modules once for all its files instead of once
          // per file (measured: 18.2 s of CPU with isolation, 8.1 s without, 662 tests).
          isolate: false,
          // A guard against a hang only: in npm test the browser tests run beside these, and the
          // property tests and the 50,000-URL sitemap then take several times their quiet 1-2 s.
          testTimeout: 30_000,
        },
      },
      {
        plugins: linguiPlugins(),
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          // A worker imports the server modules once for all its files instead of once per
          // file (measured, the same run each way, twice, under load: 81.7 and 81.6 s of CPU,
          // 60 s wall with isolation; 61.9 and 65.6 s of CPU, 43-48 s wall without). What a file
          // leaves in shared modules is undone before the next: spies, stubbed globals and
          // environment variables by the three options below, a faked clock and the server's
          // isolate state by the setup file. Each test also leaves its rows as the others expect
          // them: `--sequence.shuffle` with any seed must stay green.
          isolate: false,
          restoreMocks: true,
          unstubGlobals: true,
          unstubEnvs: true,
          setupFiles: ['tests/integration/shared-modules-setup.ts'],
          hookTimeout: 60_000,
          // Guards against a hang only: in npm test the browser tests run beside these (two
          // lanes), and a test that migrates databases then takes several times its quiet time.
          testTimeout: 60_000,
        },
      },
      {
        // HTTP behaviour and the HTML without JavaScript, against the production build (run
        // `vike build` first) started once by tests/worker/global-setup.ts: fetch and a DOM
        // parser, no browser.
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.ts'],
          environment: 'node',
          // Requests and parsers, no module state between files: cheerio, Lighthouse and the
          // helpers imported once per worker (measured: 88.4 s of CPU with isolation, 70.5 s without).
          isolate: false,
          globalSetup: ['tests/worker/global-setup.ts'],
          hookTimeout: 60_000,
          // As the integration project's: a guard against a hang, on a machine shared with the browser tests.
          testTimeout: 60_000,
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
})
