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
 * SHA-256): false when the allowance is spent. One statement: the conflicting row is
 * locked by the update and its `where` reads the newest committed count, so concurrent
 * takers are serialised on it and no more than `limit` ever pass.
 */
async function takeStrangerEmail(
  sql: Sql,
  address: string,
  limit = STRANGER_EMAILS_PER_ADDRESS_PER_DAY,
): Promise<boolean> {
  const rows = await sql`
    insert into stranger_email_counts as counts (address_hash, day, sent)
    values (sha256(convert_to(lower(${address}), 'UTF8')), (now() at time zone 'utc')::date, 1)
    on conflict (address_hash, day) do update set sent = counts.sent + 1
    where counts.sent < ${limit}
    returning sent
  `
  return rows.length === 1
}

/** Gives back an e-mail taken today whose transaction did not commit. */
async function giveBackStrangerEmail(sql: Sql, address: string): Promise<void> {
  await sql`
    update stranger_email_counts set sent = sent - 1
    where address_hash = sha256(convert_to(lower(${address}), 'UTF8'))
      and day = (now() at time zone 'utc')::date and sent > 0
  `
}

/** Thrown by `spend` in the transaction, which rolls back what it wrote. */
class StrangerEmailCapReached extends Error {
  constructor() {
    super('the address has had its e-mails of the day')
  }
}

/**
 * Runs `transaction`, which queues e-mail to `address` and calls `spend` once it knows it
 * sends one (as its last statement): `spend` takes the e-mail from the day's allowance, or
 * throws, so that the e-mail and whatever came with it (an alert, its re-send date) roll
 * back together, and the result is 'capped'.
 *
 * The allowance is taken on a connection of its own, in a statement that commits at once,
 * not inside the transaction: there, the counter's row stayed locked until the commit,
 * and forty concurrent requests to one address queued behind each other's round trips
 * past the Worker role's 2-second lock_timeout (503s under load instead of 429s). A
 * transaction that fails after taking gives its e-mail back.
 */
export async function withStrangerEmail<T>(
  sql: Sql,
  address: string,
  transaction: (tx: TransactionSql, spend: () => Promise<void>) => Promise<T>,
): Promise<T | 'capped'> {
  let taken = false
  const spend = async () => {
    if (!(await takeStrangerEmail(sql, address))) throw new StrangerEmailCapReached()
    taken = true
  }
  try {
    return (await sql.begin((tx) => transaction(tx, spend))) as T
  } catch (error) {
    if (taken) await giveBackStrangerEmail(sql, address).catch(() => undefined)
    if (error instanceof StrangerEmailCapReached) return 'capped'
    throw error
  }
}

/** Counters of days before yesterday (UTC): no longer read by any cap. */
export async function deletePastStrangerEmailCounts(sql: Sql): Promise<{ deleted: number }> {
  const rows = await sql`
    delete from stranger_email_counts where day < (now() at time zone 'utc')::date - 1 returning day
  `
  return { deleted: rows.length }
}
