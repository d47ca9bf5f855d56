import type postgres from 'postgres'
import type { Sql } from '../client.ts'

/** The outboxes a delivery run drains: each row is pending until sent or given up. */
type DeliveryQueue = 'email_outbox' | 'webhook_deliveries'

/** How many due rows a run takes, for how long, by whose clock (null: the database's own). */
export type Claim = { clock: Date | null; limit: number; leaseMs: number }

/**
 * The claim both outboxes share, as pieces of one `with due as (…) update …` statement:
 * `dueRows` locks up to `limit` due rows, skipping those another run holds, and
 * `leaseEnd` is the next_attempt_at that keeps them out of any other run once committed.
 * `clock` null is the database's own (a Worker's Date only moves on I/O).
 */
function claimPieces(tx: postgres.TransactionSql, queue: DeliveryQueue, { clock, limit, leaseMs }: Claim) {
  const now = tx`coalesce(${clock}::timestamptz, now())`
  return {
    dueRows: tx`
      select id from ${tx(queue)}
      where status = 'pending' and next_attempt_at <= ${now}
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    `,
    leaseEnd: tx`${now} + ${leaseMs} * interval '1 millisecond'`,
  }
}

/**
 * A queue's own `with due as (dueRows) update … set next_attempt_at = leaseEnd … returning`,
 * which says what a claimed row carries.
 */
export type LeaseRows<Row extends object> = (
  tx: postgres.TransactionSql,
  pieces: ReturnType<typeof claimPieces>,
) => postgres.PendingQuery<Row[]>

/** Claims and leases up to `limit` due rows of `queue` in one transaction (see claimPieces). */
export function claimDue<Row extends object>(
  sql: Sql,
  queue: DeliveryQueue,
  claim: Claim,
  leaseRows: LeaseRows<Row>,
): Promise<Row[]> {
  return sql.begin((tx) => leaseRows(tx, claimPieces(tx, queue, claim))) as Promise<Row[]>
}

/**
 * Gives back the rows a run claimed but did not finish (not attempted before its deadline,
 * or whose outcome could not be recorded): due again at once, for the next run, instead
 * of waiting for the lease to end. Rows recorded meanwhile are not in `ids`; a row already
 * sent or failed is left as it is.
 */
export async function releaseClaims(sql: Sql, queue: DeliveryQueue, ids: string[], clock: Date | null) {
  if (ids.length === 0) return
  await sql`
    update ${sql(queue)} set next_attempt_at = coalesce(${clock}::timestamptz, now())
    where id in ${sql(ids)} and status = 'pending'
  `
}
