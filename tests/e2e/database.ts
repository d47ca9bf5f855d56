import { openTestDatabase } from '../tools/database.ts'

export { countRows, JOB, VISIBLE_JOBS } from '../tools/database.ts'

/** The browser tests' database (playwright.config.ts), to check what endpoints wrote. */
export function openE2eDatabase() {
  return openTestDatabase(`postgres://postgres:postgres@127.0.0.1:${process.env.E2E_DB_PORT ?? 54332}/career`)
}
