import { inject } from 'vitest'
import { RequestDatabase, type Sql } from '#server/db/client.ts'

/** The same per-request client the Worker uses, on the test database. */
export function openTestDatabase(): RequestDatabase {
  return new RequestDatabase(inject('databaseUrl'))
}

export const SEED = {
  completeCompany: { slug: 'lumen-energie', id: 'c0000000-0000-4000-8000-000000000001' },
  sparseCompany: { slug: 'atelier-brique', id: 'c0000000-0000-4000-8000-000000000002' },
  otherCompany: { slug: 'cafe-moka', id: 'c0000000-0000-4000-8000-000000000003' },
  completeJob: 'b0000000-0000-4000-8000-000000000001',
  draftJob: 'b0000000-0000-4000-8000-000000000010',
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
