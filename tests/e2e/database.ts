import postgres from 'postgres'
import { SEED_JOBS, SEED_VISIBLE_JOBS } from '../tools/seed-ids.ts'

/** The browser tests' database (playwright.config.ts), to check what endpoints wrote. */
export function openE2eDatabase() {
  return postgres(`postgres://postgres:postgres@127.0.0.1:${process.env.E2E_DB_PORT ?? 54332}/career`, {
    max: 2,
    onnotice: () => {},
  })
}

/** How many rows of `table` have `column` = `value`: what an endpoint wrote, or did not. */
export async function countRows(
  sql: ReturnType<typeof openE2eDatabase>,
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
