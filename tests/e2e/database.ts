import postgres from 'postgres'

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

export const JOB = {
  complete: 'b0000000-0000-4000-8000-000000000001',
  noDescription: 'b0000000-0000-4000-8000-000000000007',
  draft: 'b0000000-0000-4000-8000-000000000010',
  closed: 'b0000000-0000-4000-8000-000000000011',
  archived: 'b0000000-0000-4000-8000-000000000012',
  sparseCompany: 'b0000000-0000-4000-8000-000000000014',
} as const

/** Every visible demo job, with its company slug. */
export const VISIBLE_JOBS: [string, string][] = [
  ...['01', '02', '03', '04', '05', '06', '07', '08', '09'].map((n): [string, string] => [
    'lumen-energie',
    `b0000000-0000-4000-8000-0000000000${n}`,
  ]),
  ['atelier-brique', 'b0000000-0000-4000-8000-000000000014'],
  ['atelier-brique', 'b0000000-0000-4000-8000-000000000015'],
  ['cafe-moka', 'b0000000-0000-4000-8000-000000000017'],
  ['cafe-moka', 'b0000000-0000-4000-8000-000000000018'],
  ['cafe-moka', 'b0000000-0000-4000-8000-000000000019'],
]
