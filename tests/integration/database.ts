import { inject } from 'vitest'
import { RequestDatabase, type Sql } from '#server/db/client.ts'
import { SEED_COMPANIES, SEED_JOBS } from '../tools/seed-ids.ts'

/** The same per-request client the Worker uses, on the test database. */
export function openTestDatabase(): RequestDatabase {
  return new RequestDatabase(inject('databaseUrl'))
}

/** The seed's companies (slug and id) and jobs the tests name (tests/tools/seed-ids.ts). */
export const SEED = {
  completeCompany: SEED_COMPANIES.complete,
  sparseCompany: SEED_COMPANIES.sparse,
  otherCompany: SEED_COMPANIES.other,
  completeJob: SEED_JOBS.complete,
  draftJob: SEED_JOBS.draft,
  sparseCompanyJob: SEED_JOBS.sparseCompany,
} as const

/**
 * `run` at once on `sql` and on a second client opened for it, as a response's waitUntil
 * and the cron would run it: for the tests that two runs never handle one row twice.
 */
export async function runOnTwoClients<T>(
  sql: Sql,
  openSecond: () => RequestDatabase,
  run: (sql: Sql) => Promise<T>,
): Promise<[T, T]> {
  const second = openSecond()
  try {
    return await Promise.all([run(sql), run(second.sql)])
  } finally {
    await second.close()
  }
}
