import type { TransactionSql } from 'postgres'
import { mailboxKey } from '#domain/mailbox.ts'
import type { Sql } from '../client.ts'

/**
 * The cap on e-mails a visitor can make the site send to an address it does not control
 * (ADR 039, 058, supabase/migrations/*_baseline_alerts_and_emails.sql): job alert
 * confirmations and their re-sends, jobs saved by e-mail, application confirmations, all
 * together, per mailbox (`mailboxKey`: victim+1@ and victim@ are one) and UTC day. E-mails
 * the address asked for itself by confirming (digests) are not counted.
 */

/** At most this many such e-mails to one address in a UTC day. */
export const STRANGER_EMAILS_PER_ADDRESS_PER_DAY = 10

/**
 * Takes one e-mail of today's allowance of `mailbox` (a `mailboxKey`, stored as its
 * SHA-256): false when the allowance is spent. One statement: the conflicting row is
 * locked by the update and its `where` reads the newest committed count, so concurrent
 * takers are serialised on it and no more than `limit` ever pass.
 */
async function takeStrangerEmail(
  sql: Sql,
  mailbox: string,
  limit = STRANGER_EMAILS_PER_ADDRESS_PER_DAY,
): Promise<boolean> {
  const rows = await sql`
    insert into stranger_email_counts as counts (address_hash, day, sent)
    values (sha256(convert_to(${mailbox}, 'UTF8')), (now() at time zone 'utc')::date, 1)
    on conflict (address_hash, day) do update set sent = counts.sent + 1
    where counts.sent < ${limit}
    returning sent
  `
  return rows.length === 1
}

/** Gives back an e-mail taken today that was not queued (a count is at least 1: the last goes with its row). */
async function giveBackStrangerEmail(sql: Sql, mailbox: string): Promise<void> {
  await sql`
    with mine as (
      select sha256(convert_to(${mailbox}, 'UTF8')) as address_hash, (now() at time zone 'utc')::date as day
    ), last as (
      delete from stranger_email_counts c using mine
      where c.address_hash = mine.address_hash and c.day = mine.day and c.sent = 1
    )
    update stranger_email_counts c set sent = c.sent - 1 from mine
    where c.address_hash = mine.address_hash and c.day = mine.day and c.sent > 1
  `
}

/**
 * Runs `transaction`, which may queue an e-mail to `address`, on the day's allowance of
 * its mailbox: 'capped' without running it when the allowance is spent.
 */
export function withStrangerEmail<T>(
  sql: Sql,
  address: string,
  transaction: (tx: TransactionSql) => Promise<T>,
  sent: (result: T) => boolean,
): Promise<T | 'capped'> {
  return onStrangerAllowance<T | 'capped'>(
    sql,
    address,
    async (allowed) => (allowed ? ((await sql.begin(transaction)) as T) : 'capped'),
    (result) => result !== 'capped' && sent(result),
  )
}

/**
 * Runs `work(allowed)`, where `allowed` says whether an e-mail to `address` may be queued
 * today: for what goes ahead without its e-mail (an application is stored and sent to its
 * company whatever the cap; only the candidate's confirmation waits on it). The e-mail is
 * taken before the work, in a statement of its own that commits at once on the request's
 * one connection, and given back when the work fails or `sent(result)` says it queued
 * nothing (a repeat). Taken inside the transaction, the counter's row stayed locked until
 * the commit, and under load forty concurrent requests to one address queued behind each
 * other's round trips past the Worker role's 2-second lock_timeout (a 503 instead of a
 * 429). A request at the cap's edge that turns out to be a repeat may thus refuse a
 * concurrent one for an instant: fewer e-mails, never more.
 */
export async function onStrangerAllowance<T>(
  sql: Sql,
  address: string,
  work: (allowed: boolean) => Promise<T>,
  sent: (result: T) => boolean,
): Promise<T> {
  const mailbox = mailboxKey(address)
  const allowed = await takeStrangerEmail(sql, mailbox)
  let result: T
  try {
    result = await work(allowed)
  } catch (error) {
    if (allowed) await giveBackStrangerEmail(sql, mailbox).catch(() => undefined)
    throw error
  }
  if (allowed && !sent(result)) await giveBackStrangerEmail(sql, mailbox)
  return result
}

/** Counters of days before yesterday (UTC): no longer read by any cap. */
export async function deletePastStrangerEmailCounts(sql: Sql): Promise<{ deleted: number }> {
  const rows = await sql`
    delete from stranger_email_counts where day < (now() at time zone 'utc')::date - 1 returning day
  `
  return { deleted: rows.length }
}
