import type postgres from 'postgres'
import { test as base, inject } from 'vitest'
import { openTestDatabase } from '../tools/database.ts'

export { afterAll, beforeAll, describe, expect } from 'vitest'
export { LOCALES, SEED } from '../tools/seed-ids.ts'

/** A superuser connection to the Worker's database (tests/worker/global-setup.ts); close it with `end()`. */
export const openWorkerDatabase = () => openTestDatabase(inject('testDatabaseUrl'))

/** The Worker tests' `test`: `sql` is the Worker's database, for one test, closed after it. */
export const test = base.extend<{ sql: postgres.Sql }>({
  // biome-ignore lint/correctness/noEmptyPattern: Vitest fixtures take their fixtures first
  sql: async ({}, use) => {
    const sql = openWorkerDatabase()
    await use(sql)
    await sql.end()
  },
})
