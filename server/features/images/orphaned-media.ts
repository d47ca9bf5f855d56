import { MEDIA_PREFIX } from '#domain/company-images/paths.ts'
import type { Sql } from '#server/db/client.ts'

/**
 * Deletes the media bucket's objects nobody shows any more (ADR 089), from the five-minute
 * cron: the directories queued by the database (media_deletions) once due, unless a row of
 * company_images names them again. Each directory is one upload's few objects, listed by its
 * own prefix (never the bucket). Each is claimed in its own transaction (`for update skip
 * locked`: two runs at once never take the same one) and held while its objects are deleted,
 * so an upload of the same file, which queues the directory again before writing, waits for
 * the deletion to end and then writes its objects anew. Bounded per run in directories and
 * seconds; a failure is kept and retried an hour later (the database's functions, run as the
 * Worker's role: the queue has no policy of its own).
 */
const PER_RUN = 25
const RUN_BUDGET_MS = 10_000

type Due = { directory: string; shown: boolean }
export type OrphanedMediaRun = { deleted: number; kept: number; failed: number }

async function deleteDirectory(bucket: R2Bucket, directory: string) {
  const prefix = `${MEDIA_PREFIX.slice(1)}${directory}`
  let listed: R2Objects
  do {
    listed = await bucket.list({ prefix, limit: 100 })
    if (listed.objects.length > 0) await bucket.delete(listed.objects.map((object) => object.key))
  } while (listed.truncated)
}

export async function deleteOrphanedMedia(sql: Sql, bucket: R2Bucket): Promise<OrphanedMediaRun> {
  const run: OrphanedMediaRun = { deleted: 0, kept: 0, failed: 0 }
  const deadline = Date.now() + RUN_BUDGET_MS
  for (let taken = 0; taken < PER_RUN && Date.now() < deadline; taken += 1) {
    const outcome = await sql.begin(async (tx) => {
      const [due] = await tx<Due[]>`select directory, shown from next_media_deletion()`
      if (!due) return null
      if (!due.shown) {
        try {
          await deleteDirectory(bucket, due.directory)
        } catch (error) {
          const message = error instanceof Error ? error.message : 'unknown error'
          await tx`select media_deletion_failed(${due.directory}, ${message})`
          return 'failed' as const
        }
      }
      await tx`select media_deletion_done(${due.directory})`
      return due.shown ? ('kept' as const) : ('deleted' as const)
    })
    if (outcome === null) break
    run[outcome] += 1
  }
  return run
}
