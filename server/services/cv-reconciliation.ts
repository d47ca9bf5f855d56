import type { Sql } from '../db/client.ts'
import { applicationsCreatedBetween, referencedCvKeys } from '../db/queries/applications.ts'
import { forgetQueuedCvObjects, queuedCvObjects } from '../db/queries/withdrawals.ts'
import { CV_PREFIX, cvDay } from './cv-store.ts'

/**
 * Objects stay unreferenced for a while on purpose: between the upload and the commit,
 * and when a form shown again after an outage keeps its CV for the retry.
 */
export const CV_GRACE_SECONDS = 24 * 60 * 60
/** Days of keys looked at (today included): more than the grace period, so none is skipped. */
const DAYS = 3
const PAGE = 1000

export type ReconciliationReport = {
  /** Objects of withdrawn applications whose deletion failed at the time (ADR 025). */
  withdrawnDeleted: number
  objectsChecked: number
  orphansDeleted: number
  rowsChecked: number
  rowsWithoutObject: number
}

/**
 * The cron's reconciliation of the CV bucket with the applications table, over the last
 * few days only (keys carry their day, rows their creation time): objects no row refers
 * to, older than the grace period, are deleted; rows whose object is missing are logged
 * by id. Its cost follows the recent applications, not all of them.
 */
export async function reconcileCvObjects(
  sql: Sql,
  bucket: R2Bucket,
  { now = new Date(), graceSeconds = CV_GRACE_SECONDS }: { now?: Date; graceSeconds?: number } = {},
): Promise<ReconciliationReport> {
  const report: ReconciliationReport = {
    withdrawnDeleted: await deleteQueuedObjects(sql, bucket),
    objectsChecked: 0,
    orphansDeleted: 0,
    rowsChecked: 0,
    rowsWithoutObject: 0,
  }
  const cutoff = now.getTime() - graceSeconds * 1000
  const days = Array.from({ length: DAYS }, (_, index) => cvDay(new Date(now.getTime() - index * 86_400_000)))
  const listed = new Set<string>()
  for (const day of days) {
    let cursor: string | undefined
    do {
      const page = await bucket.list({ prefix: `${CV_PREFIX}${day}/`, cursor, limit: PAGE })
      const keys = page.objects.map((object) => object.key)
      for (const key of keys) listed.add(key)
      report.objectsChecked += keys.length
      const referenced = await referencedCvKeys(sql, keys)
      const orphans = page.objects
        .filter((object) => !referenced.has(object.key) && object.uploaded.getTime() <= cutoff)
        .map((object) => object.key)
      if (orphans.length > 0) {
        await bucket.delete(orphans)
        report.orphansDeleted += orphans.length
      }
      cursor = page.truncated ? page.cursor : undefined
    } while (cursor)
  }

  // Rows of the same days (a day's keys are all listed above) whose object is missing.
  const from = new Date(`${days[DAYS - 1]}T00:00:00Z`)
  let after: { createdAt: Date; id: string } | null = null
  for (;;) {
    const rows = await applicationsCreatedBetween(sql, from, now, after, PAGE)
    for (const row of rows) {
      report.rowsChecked += 1
      if (listed.has(row.cvKey) || (await objectExists(bucket, row.cvKey))) continue
      report.rowsWithoutObject += 1
      console.warn(`application without its CV object: ${row.id}`)
    }
    const last = rows.at(-1)
    if (!last || rows.length < PAGE) break
    after = { createdAt: last.createdAt, id: last.id }
  }
  return report
}

/**
 * The objects of withdrawn applications left behind (R2 failed right after the
 * withdrawal): queued by the withdrawal's transaction, whatever their age, which the
 * listing above (the last days only) would not reach.
 */
async function deleteQueuedObjects(sql: Sql, bucket: R2Bucket): Promise<number> {
  let deleted = 0
  for (;;) {
    const keys = await queuedCvObjects(sql, PAGE)
    if (keys.length === 0) return deleted
    await bucket.delete(keys)
    await forgetQueuedCvObjects(sql, keys)
    deleted += keys.length
    if (keys.length < PAGE) return deleted
  }
}

/** Keys outside the listed days (rows stored before keys carried a day, or just after midnight). */
async function objectExists(bucket: R2Bucket, key: string): Promise<boolean> {
  return (await bucket.head(key)) !== null
}
