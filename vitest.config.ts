import { defineConfig } from 'vitest/config'

// Unit tests sit next to the code; integration tests run the query layer against a
// real embedded PostgreSQL started by tests/integration/global-setup.ts.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'components/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
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
