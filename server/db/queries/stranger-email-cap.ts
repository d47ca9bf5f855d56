import type { TransactionSql } from 'postgres'
import type { Sql } from '../client.ts'

/**
 * The cap on e-mails a visitor can make the site send to an address it does not control
 * (ADR 039, supabase/migrations/20261126140000_stranger_email_cap.sql): job alert
 * confirmations and their re-sends, jobs saved by e-mail, all together, per address and
 * UTC day. E-mails the address asked for itself by confirming (digests) are not counted.
 */

/** At most this many such e-mails to one address in a UTC day. */
export const STRANGER_EMAILS_PER_ADDRESS_PER_DAY = 10

/**
 * Takes one e-mail of today's allowance of `address` (compared lower-cased, stored as its
 * SHA-256), in the caller's transaction, which then queues the e-mail: false when the
 * allowance is spent. The conflicting row is locked by the update until the transaction
 * ends, and its `where` reads the newest committed count: concurrent takers are
 * serialised on it, so no more than `limit` ever pass, and a taker whose transaction rolls
 * back gives its e-mail back.
 */
export async function takeStrangerEmail(
  tx: TransactionSql,
  address: string,
  limit = STRANGER_EMAILS_PER_ADDRESS_PER_DAY,
): Promise<boolean> {
  const rows = await tx`
    insert into stranger_email_counts as counts (address_hash, day, sent)
    values (sha256(convert_to(lower(${address}), 'UTF8')), (now() at time zone 'utc')::date, 1)
    on conflict (address_hash, day) do update set sent = counts.sent + 1
    where counts.sent < ${limit}
    returning sent
  `
  return rows.length === 1
}

/** Thrown by `spendStrangerEmail` in a transaction, which rolls back what it wrote. */
export class StrangerEmailCapReached extends Error {
  constructor() {
    super('the address has had its e-mails of the day')
  }
}

/**
 * In the transaction that queues an e-mail to `address`: takes it from the day's allowance,
 * or throws StrangerEmailCapReached, so that the e-mail and whatever came with it (an
 * alert, its re-send date) roll back together.
 */
export async function spendStrangerEmail(tx: TransactionSql, address: string): Promise<void> {
  if (!(await takeStrangerEmail(tx, address))) throw new StrangerEmailCapReached()
}

/** The transaction's result, or 'capped' when it rolled back on the cap. */
export function unlessCapped<T>(transaction: Promise<T>): Promise<T | 'capped'> {
  return transaction.catch((error: unknown) => {
    if (error instanceof StrangerEmailCapReached) return 'capped' as const
    throw error
  })
}

/** Counters of days before yesterday (UTC): no longer read by any cap. */
export async function deletePastStrangerEmailCounts(sql: Sql): Promise<{ deleted: number }> {
  const rows = await sql`
    delete from stranger_email_counts where day < (now() at time zone 'utc')::date - 1 returning day
  `
  return { deleted: rows.length }
}
