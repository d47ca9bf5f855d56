import type { Sql } from '../../db/client.ts'
import type { Attempt } from './attempt.ts'
import {
  accessToken,
  forgetAccessTokens,
  type GoogleIndexingConfig,
  publishUrlNotification,
} from './google-indexing.ts'
import { type IndexNowConfig, indexNowBody, postToIndexNow } from './indexnow.ts'
import { groupByOrigin, jobPublicUrl } from './job-public-urls.ts'
import {
  type ClaimedNotification,
  claimDueNotifications,
  claimWithinDailyQuota,
  enginesWithDueNotifications,
  recordNotificationsFailed,
  recordNotificationsSent,
  releaseNotifications,
  type SearchEngine,
  skipStaleNotifications,
} from './notifications.ts'

/**
 * Telling search engines of the jobs' changes (ADR 045): the rows the database's triggers
 * queued are claimed, sent and recorded by the cron, every minute. IndexNow gets one POST
 * per host with all of the run's URLs of that host; Google one POST per URL, within its
 * daily quota, new and closed jobs first. A 5xx, a 429 or no answer is tried again with
 * backoff; nothing is sent twice for one change (a row is recorded sent only for the change
 * it carried). Logs hold counts only, never a URL's token, the key or the credentials.
 */
export type SearchEngineConfig = {
  publicOrigin: string
  indexNow: IndexNowConfig | null
  google: GoogleIndexingConfig | null
}

export type EngineResult = { sent: number; retried: number; failed: number; skipped: number }
export type SearchEngineResult = Partial<Record<SearchEngine, EngineResult>>

/** IndexNow rows per run: a few hosts' POSTs, each far below the protocol's 10,000 URLs (INDEXNOW_MAX_URLS). */
const INDEXNOW_LIMIT = 1000
/** Google rows per run, each one request, a few at a time. */
const GOOGLE_LIMIT = 100
const GOOGLE_AT_ONCE = 4
const REQUEST_TIMEOUT_MS = 10_000
/** A run that died holds its rows no longer than this. */
const LEASE_MS = 5 * 60_000
const HOUR_MS = 3_600_000
/** Delay after the 1st, 2nd… failure; the 8th failure is final (about two days in all). */
const BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * HOUR_MS, 6 * HOUR_MS, 12 * HOUR_MS, 24 * HOUR_MS]
export const MAX_NOTIFICATION_ATTEMPTS = BACKOFF_MS.length + 1
/**
 * An engine without credentials sets aside what waited longer than this: a key set within
 * the day still tells of the day's changes, and nothing piles up.
 */
export const UNCONFIGURED_KEEP_MS = 24 * HOUR_MS

export type RunOptions = { fetch?: typeof fetch; timeoutMs?: number }

/**
 * One run. An idle minute costs one query (enginesWithDueNotifications, on the partial
 * index of pending rows).
 */
export async function notifySearchEngines(
  sql: Sql,
  config: SearchEngineConfig,
  options: RunOptions = {},
): Promise<SearchEngineResult> {
  const due = await enginesWithDueNotifications(sql)
  const result: SearchEngineResult = {}
  const doFetch = options.fetch ?? fetch
  // Called through a wrapper: workerd's fetch refuses any `this` but the global one
  // ("Illegal invocation"), and the senders call it as `options.fetch(…)`.
  const run = {
    fetch: ((input, init) => doFetch(input, init)) as typeof fetch,
    timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
  }
  for (const engine of due) {
    if (engine === 'indexnow') {
      result.indexnow = config.indexNow
        ? await sendToIndexNow(sql, config.publicOrigin, config.indexNow, run)
        : await setAside(sql, engine)
    } else {
      result.google = config.google
        ? await sendToGoogle(sql, config.publicOrigin, config.google, run)
        : await setAside(sql, engine)
    }
  }
  return result
}

async function setAside(sql: Sql, engine: SearchEngine): Promise<EngineResult> {
  const skipped = await skipStaleNotifications(sql, engine, UNCONFIGURED_KEEP_MS)
  return { sent: 0, retried: 0, failed: 0, skipped }
}

/** Records an attempt's outcome for rows that shared it. */
async function record(sql: Sql, rows: ClaimedNotification[], attempt: Attempt, result: EngineResult) {
  if (attempt.ok) {
    await recordNotificationsSent(sql, rows, attempt.status)
    result.sent += rows.length
    return
  }
  // Rows of one request share their attempts count (they were queued and claimed together);
  // the most tried decides.
  const attempts = Math.max(...rows.map((row) => row.attempts)) + 1
  const final = !attempt.retry || attempts >= MAX_NOTIFICATION_ATTEMPTS
  const delayMs = final ? 0 : (BACKOFF_MS[attempts - 1] ?? 0)
  await recordNotificationsFailed(
    sql,
    rows.map((row) => row.id),
    { final, status: attempt.status, error: attempt.error, delayMs },
  )
  if (final) result.failed += rows.length
  else result.retried += rows.length
}

async function sendToIndexNow(
  sql: Sql,
  publicOrigin: string,
  config: IndexNowConfig,
  run: Required<RunOptions>,
): Promise<EngineResult> {
  const result: EngineResult = { sent: 0, retried: 0, failed: 0, skipped: 0 }
  const claimed = await claimDueNotifications(sql, 'indexnow', { limit: INDEXNOW_LIMIT, leaseMs: LEASE_MS })
  // One URL per row (one pending row per URL), at most INDEXNOW_LIMIT: within one request's limit.
  for (const { origin, pages } of groupByOrigin(claimed, publicOrigin)) {
    const urls = pages.map((entry) => entry.url)
    const attempt = await postToIndexNow(config, indexNowBody(origin, config.key, urls), run)
    await record(
      sql,
      pages.map((entry) => entry.page),
      attempt,
      result,
    )
  }
  return result
}

async function sendToGoogle(
  sql: Sql,
  publicOrigin: string,
  config: GoogleIndexingConfig,
  run: Required<RunOptions>,
): Promise<EngineResult> {
  const result: EngineResult = { sent: 0, retried: 0, failed: 0, skipped: 0 }
  const claimed = await claimWithinDailyQuota(sql, 'google', {
    limit: GOOGLE_LIMIT,
    leaseMs: LEASE_MS,
    dailyLimit: config.dailyQuota,
  })
  if (claimed.length === 0) return result
  const token = await accessToken(config.account, run)
  if (!token.ok) {
    await record(sql, claimed, token.attempt, result)
    return result
  }
  const queue = [...claimed]
  const unfinished = new Set(claimed.map((row) => row.id))
  const lane = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      const url = jobPublicUrl(row, publicOrigin)
      let attempt = await publishUrlNotification(config.endpoint, token.token, { url, type: row.action }, run)
      // A token revoked or expired early: asked for afresh by the next run.
      if (!attempt.ok && attempt.status === 401) {
        forgetAccessTokens()
        attempt = { ...attempt, retry: true }
      }
      await record(sql, [row], attempt, result)
      unfinished.delete(row.id)
    }
  }
  try {
    await Promise.all(Array.from({ length: Math.min(GOOGLE_AT_ONCE, claimed.length) }, lane))
  } finally {
    await releaseNotifications(sql, [...unfinished])
  }
  return result
}
