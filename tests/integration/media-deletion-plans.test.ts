import { describe, expect, it } from 'vitest'
import { nodesOf, openPlanDatabase, type PlanNode } from './query-plan.ts'

/**
 * What the cron's orphaned-media step reads (ADR 089): each call of `next_media_deletion()`
 * takes the oldest due directory and asks whether an image still names it. Its cost must not
 * grow with the queue or the images kept: 50,000 images and 50,000 queued directories (ten
 * of them due, half of those named again by an image), the function's own statement
 * explained (from the catalog, so that this is the SQL the cron runs).
 */
const IMAGES = 50_000
const QUEUED = 50_000
const DUE = 10

const db = openPlanDatabase('career_media_deletion_plans', 120_000, async (owner) => {
  await owner`
    insert into company_images (company_id, kind, path)
    select (select id from companies order by slug limit 1), 'photo', '/media/photo/' || md5(n::text) || '/400x300.webp'
    from generate_series(1, ${IMAGES}) n`
  // The due directories: the first five are those of kept images (uploaded again), the
  // other five nobody's; the rest are queued for later.
  await owner`
    insert into media_deletions (directory, due_at)
    select 'photo/' || md5(case when n <= ${DUE / 2} then n::text else 'queued-' || n end) || '/',
           case when n <= ${DUE} then now() - interval '1 hour' * n else now() + interval '7 days' end
    from generate_series(1, ${QUEUED}) n`
  await owner`vacuum analyze company_images, media_deletions`
})

describe("the cron's orphaned media at scale", () => {
  it('takes the oldest due directory from its index and probes the images once', async () => {
    const [fn] = await db.owner<
      { body: string }[]
    >`select prosrc as body from pg_proc where proname = 'next_media_deletion'`
    const plan = await db.owner.begin(async (tx) => {
      const [row] = await tx.unsafe(`explain (analyze, format json) ${fn?.body ?? ''}`)
      return nodesOf((row?.['QUERY PLAN'] as { Plan: PlanNode }[] | undefined)?.[0]?.Plan as PlanNode)
    })
    const reads = (relation: string) => {
      const nodes = plan.filter((node) => node['Relation Name'] === relation)
      const rows = nodes.reduce(
        (sum, node) => sum + node['Actual Rows'] * node['Actual Loops'] + (node['Rows Removed by Filter'] ?? 0),
        0,
      )
      return { scans: nodes.map((node) => node['Node Type']), rows }
    }
    const queue = reads('media_deletions')
    expect(queue.scans).not.toContain('Seq Scan')
    expect(queue.rows).toBeLessThanOrEqual(1)
    const images = reads('company_images')
    expect(images.scans).not.toContain('Seq Scan')
    expect(images.rows).toBeLessThanOrEqual(1)
  })
})
