import postgres from 'postgres'
import { SEED_JOBS, SEED_VISIBLE_JOBS } from './seed-ids.ts'

/**
 * The test Workers' databases, for the tests of both runners (the browser tests' of
 * playwright.config.ts, the Worker tests' of tests/worker/global-setup.ts): to check what
 * the endpoints wrote, or to add rows of a test's own. A superuser connection; close it with `end()`.
 */
export function openTestDatabase(url: string): postgres.Sql {
  return postgres(url, { max: 2, onnotice: () => {} })
}

/** How many rows of `table` have `column` = `value`: what an endpoint wrote, or did not. */
export async function countRows(
  sql: postgres.Sql,
  table: 'applications' | 'email_outbox',
  column: string,
  value: string,
): Promise<number> {
  const [row] = await sql<{ n: number }[]>`select count(*)::int as n from ${sql(table)} where ${sql(column)} = ${value}`
  return row?.n ?? -1
}

export const JOB = SEED_JOBS

/** Every visible demo job, with its company slug. */
export const VISIBLE_JOBS = SEED_VISIBLE_JOBS
