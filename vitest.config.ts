import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { defineConfig } from 'vitest/config'
import { inlineStyles } from './scripts/inline-styles-plugin.ts'

// Unit tests sit next to the code; integration tests run the query layer against a
// real embedded PostgreSQL started by tests/integration/global-setup.ts.
// Lingui's macros and catalogs, as in vite.config.ts: the e-mail templates use them; and
// the (empty outside a build) inline styles module the security headers import.
const linguiPlugins = () => [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui(), inlineStyles()]

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
          include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'components/**/*.test.ts', 'pages/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: linguiPlugins(),
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
