import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { defineConfig } from 'vitest/config'

// Unit tests sit next to the code; integration tests run the query layer against a
// real embedded PostgreSQL started by tests/integration/global-setup.ts.
export default defineConfig({
  test: {
    projects: [
      {
        // Lingui's macros and catalogs, as in vite.config.ts: the e-mail templates use them.
        plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'components/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The same, for the endpoints under test (their messages come from the catalogs).
        plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          hookTimeout: 60_000,
          testTimeout: 20_000,
        },
      },
    ],
  },
})
