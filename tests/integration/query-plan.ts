import postgres from 'postgres'
import { afterAll, beforeAll } from 'vitest'
import { openOwnDatabase } from './own-database.ts'

/** A node of `EXPLAIN (ANALYZE, FORMAT JSON)`, with the fields the plan tests read. */
export type PlanNode = {
  'Node Type': string
  'Relation Name'?: string
  'Index Name'?: string
  'Actual Rows': number
  'Actual Loops': number
  'Heap Fetches'?: number
  'Rows Removed by Filter'?: number
  'Rows Removed by Index Recheck'?: number
  Plans?: PlanNode[]
}
export type SentStatement = { query: string; parameters: unknown[] }

/** A plan's nodes, the root first. */
export function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)]
}

/**
 * A client with the Worker's options (server/db/client.ts) that keeps every statement it
 * sends with its parameters, for `explainEach` to run them again under EXPLAIN ANALYZE.
 */
export function recordingClient(url: string, sent: SentStatement[]): postgres.Sql {
  return postgres(url, {
    max: 1,
    fetch_types: false,
    transform: { column: { from: postgres.toCamel } },
    debug: (_connection, query, parameters) => sent.push({ query, parameters }),
  })
}

/** Each statement, executed again with its parameters, as the nodes of its plan. */
export async function explainEach(owner: postgres.Sql, statements: SentStatement[]): Promise<PlanNode[][]> {
  const plans: PlanNode[][] = []
  for (const { query, parameters } of statements) {
    const [row] = await owner.unsafe(`explain (analyze, format json) ${query}`, parameters as never[])
    plans.push(nodesOf((row?.['QUERY PLAN'] as { Plan: PlanNode }[] | undefined)?.[0]?.Plan as PlanNode))
  }
  return plans
}

export type PlanDatabase = { owner: postgres.Sql; client: postgres.Sql; sent: SentStatement[] }

/**
 * The database of a query-plan file, open from its first test to its last: its own
 * (createOwnDatabase), filled and analysed by `seed` as the owner, and a `recordingClient`
 * on it that keeps what it sends in `sent`.
 */
export function openPlanDatabase(
  name: string,
  timeoutMs: number,
  seed: (owner: postgres.Sql) => Promise<unknown>,
): PlanDatabase {
  const database = { sent: [] as SentStatement[] } as PlanDatabase
  beforeAll(async () => {
    const own = await openOwnDatabase(name)
    database.owner = own.owner
    await seed(own.owner)
    database.client = recordingClient(own.url, database.sent)
  }, timeoutMs)
  afterAll(async () => {
    await database.client?.end()
    await database.owner?.end()
  })
  return database
}
