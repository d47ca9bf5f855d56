import type { Sql } from '#server/db/client.ts'

/** Spaces erased per run, and applications (and CVs) per statement: bounded work for a cron run. */
const SPACES_PER_RUN = 5
const APPLICATIONS_PER_BATCH = 500

/**
 * The cron's erasure of spaces deleted more than 30 days ago (ADR 067): for each, its
 * applications in batches (their CV objects deleted from the bucket, then forgotten from
 * the queue the database filled), then the company row, which takes everything else of it
 * along. An object whose deletion failed stays queued: the hourly reconciliation deletes it.
 */
export async function eraseDeletedSpaces(sql: Sql, bucket: R2Bucket): Promise<{ spaces: number; cvs: number }> {
  const due = await sql<{ id: string }[]>`
    select id from companies where deleted_at <= now() - space_restore_window()
    order by deleted_at limit ${SPACES_PER_RUN}
  `
  let spaces = 0
  let cvs = 0
  for (const { id } of due) {
    for (;;) {
      const keys = (
        await sql<{ key: string }[]>`select erase_deleted_space_applications(${id}, ${APPLICATIONS_PER_BATCH}) as key`
      ).map((row) => row.key)
      if (keys.length === 0) break
      await bucket.delete(keys)
      await sql`delete from cv_objects_to_delete where cv_key in ${sql(keys)}`
      cvs += keys.length
    }
    const [erased] = await sql<{ erased: boolean }[]>`select erase_deleted_space(${id}) as erased`
    if (erased?.erased) spaces += 1
  }
  return { spaces, cvs }
}
