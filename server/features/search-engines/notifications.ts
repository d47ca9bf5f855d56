import type { Sql } from '../../db/client.ts'

/**
 * The search engines' outbox (ADR 045): rows queued by the database's triggers whenever a
 * visible job appears, changes or leaves (supabase/migrations/*_baseline_search_engines.sql), claimed,
 * sent and recorded by server/features/search-engines/delivery.ts. One row is one URL for
 * one engine. Columns are aliased in camelCase so these work with or without the client's
 * transform.
 */
export type SearchEngine = 'indexnow' | 'google'
export type IndexingAction = 'URL_UPDATED' | 'URL_DELETED'

export type ClaimedNotification = {
  id: string
  engine: SearchEngine
  jobId: string
  companySlug: string
  /** The company's primary custom domain at the change; null: the platform. */
  hostname: string | null
  locale: 'fr' | 'en'
  action: IndexingAction
  priority: number
  attempts: number
  /**
   * Which change this claim carries, in microseconds since 1970 (a Date would lose the
   * database's microseconds): a later one leaves the row pending (recordNotificationsSent).
   */
  changeStamp: string
}

/**
 * The engines with rows due now: the one query of an idle minute, read from the partial
 * index of pending rows.
 */
export async function enginesWithDueNotifications(sql: Sql): Promise<SearchEngine[]> {
  const rows = await sql<{ engine: SearchEngine }[]>`
    select e.engine from (values ('indexnow'), ('google')) e (engine)
    where exists (
      select from search_engine_notifications n
      where n.engine = e.engine and n.status = 'pending' and n.next_attempt_at <= now()
    )
  `
  return rows.map((row) => row.engine)
}

const CHANGE_STAMP = `(extract(epoch from n.changed_at) * 1000000)::bigint::text`

const CLAIMED_COLUMNS = (sql: Sql) => sql`
  n.id, n.engine, n.job_id as "jobId", n.company_slug as "companySlug", n.hostname, n.locale, n.action,
  n.priority, n.attempts, ${sql.unsafe(CHANGE_STAMP)} as "changeStamp"
`

/**
 * Claims up to `limit` due rows of `engine`, most urgent first (priority, then age), and
 * leases them for `leaseMs`: rows another run holds are skipped, and the pushed
 * next_attempt_at keeps them out of any other run until the lease ends.
 */
export async function claimDueNotifications(
  sql: Sql,
  engine: SearchEngine,
  { limit, leaseMs }: { limit: number; leaseMs: number },
): Promise<ClaimedNotification[]> {
  if (limit <= 0) return []
  return sql<ClaimedNotification[]>`
    with due as (
      select id from search_engine_notifications
      where engine = ${engine} and status = 'pending' and next_attempt_at <= now()
      order by priority, next_attempt_at
      limit ${limit}
      for update skip locked
    )
    update search_engine_notifications n
    set next_attempt_at = now() + ${leaseMs} * interval '1 millisecond'
    from due where n.id = due.id
    returning ${CLAIMED_COLUMNS(sql)}
  `
}

/** Google's day: its quota is reset at midnight Pacific time. */
const QUOTA_DAY = `(now() at time zone 'America/Los_Angeles')::date`

/**
 * Claims, as claimDueNotifications, no more rows than `dailyLimit` leaves today, and books
 * them in search_engine_quota in the same transaction, under the day's row lock: two runs
 * at once never spend more than the day's quota between them.
 */
export async function claimWithinDailyQuota(
  sql: Sql,
  engine: SearchEngine,
  claim: { limit: number; leaseMs: number; dailyLimit: number },
): Promise<ClaimedNotification[]> {
  return sql.begin(async (tx) => {
    const [quota] = await tx<{ used: number }[]>`
      insert into search_engine_quota (engine, day) values (${engine}, ${tx.unsafe(QUOTA_DAY)})
      on conflict (engine, day) do update set used = search_engine_quota.used
      returning used
    `
    const room = Math.min(claim.limit, claim.dailyLimit - (quota?.used ?? 0))
    const claimed = await claimDueNotifications(tx as unknown as Sql, engine, { limit: room, leaseMs: claim.leaseMs })
    if (claimed.length > 0) {
      await tx`
        update search_engine_quota set used = used + ${claimed.length}
        where engine = ${engine} and day = ${tx.unsafe(QUOTA_DAY)}
      `
    }
    return claimed
  }) as Promise<ClaimedNotification[]>
}

/**
 * Sent: finished, unless a change folded into the row since the claim (its changed_at
 * moved): that one is due at once, its new action to send.
 */
export async function recordNotificationsSent(sql: Sql, rows: ClaimedNotification[], status: number) {
  if (rows.length === 0) return
  const claims = rows.map((row) => ({ id: row.id, stamp: row.changeStamp }))
  await sql`
    update search_engine_notifications n
    set attempts = n.attempts + 1, last_status = ${status}, last_error = null,
      status = case when ${sql.unsafe(CHANGE_STAMP)} = c.stamp then 'sent' else 'pending' end,
      sent_at = case when ${sql.unsafe(CHANGE_STAMP)} = c.stamp then now() end,
      next_attempt_at = now()
    from json_to_recordset(${sql.json(claims)}::json) as c (id uuid, stamp text)
    where n.id = c.id and n.status = 'pending'
  `
}

/** A failed attempt: due again after `delayMs`, or failed for good when `final`. */
export async function recordNotificationsFailed(
  sql: Sql,
  ids: string[],
  failure: { final: boolean; status: number | null; error: string; delayMs: number },
) {
  if (ids.length === 0) return
  await sql`
    update search_engine_notifications
    set status = ${failure.final ? 'failed' : 'pending'}, attempts = attempts + 1,
      last_status = ${failure.status}, last_error = ${failure.error},
      next_attempt_at = now() + ${failure.delayMs} * interval '1 millisecond'
    where id in ${sql(ids)} and status = 'pending'
  `
}

/** Claimed rows a run did not attempt: due again at once, for the next run. */
export async function releaseNotifications(sql: Sql, ids: string[]) {
  if (ids.length === 0) return
  await sql`
    update search_engine_notifications set next_attempt_at = now()
    where id in ${sql(ids)} and status = 'pending'
  `
}

/**
 * An engine without credentials (ADR 045): its due rows older than `olderThanMs` are set
 * aside ('skipped'), so they neither pile up nor get sent days late once it is configured.
 */
export async function skipStaleNotifications(sql: Sql, engine: SearchEngine, olderThanMs: number): Promise<number> {
  const rows = await sql`
    update search_engine_notifications set status = 'skipped'
    where engine = ${engine} and status = 'pending' and next_attempt_at <= now()
      and created_at < now() - ${olderThanMs} * interval '1 millisecond'
  `
  return rows.count
}

/** Finished rows (sent, failed, skipped) older than `olderThanMs` are deleted: ids and URLs only, kept for a look. */
export async function deleteFinishedNotifications(sql: Sql, olderThanMs: number): Promise<number> {
  const rows = await sql`
    delete from search_engine_notifications
    where status <> 'pending' and created_at < now() - ${olderThanMs} * interval '1 millisecond'
  `
  return rows.count
}
