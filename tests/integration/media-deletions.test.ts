import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { coverCropsPath, largestPath, mediaDirectory } from '#domain/company-images/paths.ts'
import type { ImageKind } from '#domain/company-images/sizes.ts'
import { RequestDatabase } from '#server/db/client.ts'
import { asWorkspace } from '#server/features/accounts/tenant.ts'
import { deleteOrphanedMedia } from '#server/features/images/orphaned-media.ts'
import { deleteUpload, forgetRemovedPhotos, queueMediaDeletion, recordUpload } from '#server/features/images/queries.ts'
import { listKeys, openCvBucket } from './cv-bucket.ts'
import { runOnTwoClients } from './database.ts'
import { onDatabase, setUpOwnDatabase } from './own-database.ts'

/**
 * The media bucket's objects nobody names any more (ADR 089), as the real roles: the database
 * queues an upload's directory in the transaction that drops its last row, whoever drops it;
 * the workspace's role reaches the queue only through its function; the cron's runs (the
 * Worker's role, miniflare's R2) delete what is due and unnamed, each directory once however
 * many runs at once, and hold it while they delete. Own database: the runs take any due row.
 */
const DATABASE = 'career_media_deletions'
const own = setUpOwnDatabase(DATABASE)
const workspace = new RequestDatabase(onDatabase(inject('workspaceDatabaseUrl'), DATABASE))
afterAll(() => workspace.close())
let media: Awaited<ReturnType<typeof openCvBucket>>
beforeAll(async () => {
  media = await openCvBucket('MEDIA_BUCKET')
}, 60_000)
afterAll(() => media?.dispose())

const newHash = () => randomUUID().replace(/-/g, '')
const pathOf = (kind: ImageKind, hash = newHash()) =>
  kind === 'cover'
    ? coverCropsPath(hash, { width: 1920, height: 384 }, { width: 828, height: 552 })
    : largestPath(kind, hash, { width: 192, height: 192 })
const directoryOf = (path: string) => `${path.split('/').slice(2, 4).join('/')}/`

async function newCompany(): Promise<string> {
  const id = randomUUID()
  await own.owner.sql`insert into companies (id, slug, name, workspace_id)
    values (${id}, ${`media-${id.slice(0, 8)}`}, 'Médias', ${id})`
  return id
}
const as = <T>(companyId: string, work: Parameters<typeof asWorkspace<T>>[2]) =>
  asWorkspace(workspace.sql, { companyId }, work)
/** The queued directories among `paths`', with their due dates in days from now. */
async function queued(paths: string[]): Promise<Record<string, number>> {
  const rows = await own.owner.sql<{ directory: string; days: number }[]>`
    select directory, round(extract(epoch from due_at - now())::numeric / 86400, 2)::float8 as days
    from media_deletions where directory in ${own.owner.sql(paths.map(directoryOf))}`
  return Object.fromEntries(rows.map((row) => [row.directory, row.days]))
}
async function putObjects(path: string) {
  const directory = `media/${directoryOf(path)}`
  for (const name of [path.split('/').pop() ?? '', '960w.webp', 'card.png'])
    await media.bucket.put(`${directory}${name}`, 'bytes')
}

describe('the media deletions queued by the database', () => {
  it('queues a directory, due in 7 days, in the transaction that drops the last row naming it', async () => {
    const company = await newCompany()
    const [firstLogo, logo, photo, cover] = [pathOf('logo'), pathOf('logo'), pathOf('photo'), pathOf('cover')]
    await as(company, (tx) => recordUpload(tx, company, { kind: 'logo', path: firstLogo }))
    await as(company, (tx) => recordUpload(tx, company, { kind: 'logo', path: logo }))
    await as(company, (tx) => recordUpload(tx, company, { kind: 'photo', path: photo, alt: 'Atelier' }))
    await as(company, (tx) => recordUpload(tx, company, { kind: 'cover', path: cover }))
    // A replaced logo, the only one so far.
    expect(await queued([firstLogo, logo, photo, cover])).toEqual({ [directoryOf(firstLogo)]: 7 })

    // A photo taken off the page and saved; a cover deleted by its owner; a deletion rolled back.
    await as(company, async (tx) => {
      await tx`update companies set photos = '[]' where id = ${company}`
      await forgetRemovedPhotos(tx, company)
    })
    const [coverRow] = await own.owner.sql<{ id: string }[]>`select id from company_images where path = ${cover}`
    await as(company, (tx) => deleteUpload(tx, company, coverRow?.id ?? ''))
    const [logoRow] = await own.owner.sql<{ id: string }[]>`select id from company_images where path = ${logo}`
    await expect(
      as(company, async (tx) => {
        await deleteUpload(tx, company, logoRow?.id ?? '')
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(Object.keys(await queued([logo, photo, cover])).sort()).toEqual([photo, cover].map(directoryOf).sort())

    // The space erased after its 30 days (the Worker's role): its last logo's rows cascade.
    await own.owner.sql`update companies set deleted_at = now() - interval '31 days' where id = ${company}`
    expect((await own.worker.sql`select erase_deleted_space(${company}) as erased`)[0]?.erased).toBe(true)
    expect(Object.keys(await queued([logo]))).toEqual([directoryOf(logo)])
  })

  it('is reached by the workspace’s role only through its function, which checks the directory', async () => {
    const company = await newCompany()
    await expect(as(company, (tx) => tx`select * from media_deletions`)).rejects.toMatchObject({ code: '42501' })
    await expect(as(company, (tx) => queueMediaDeletion(tx, 'cover/../'))).rejects.toMatchObject({ code: '23514' })
    const path = pathOf('photo')
    await as(company, (tx) => queueMediaDeletion(tx, directoryOf(path)))
    expect(await queued([path])).toEqual({ [directoryOf(path)]: 7 })
    // Queued again: the later due date wins.
    await own.owner
      .sql`update media_deletions set due_at = now() + interval '10 days' where directory = ${directoryOf(path)}`
    await as(company, (tx) => queueMediaDeletion(tx, directoryOf(path)))
    expect(await queued([path])).toEqual({ [directoryOf(path)]: 10 })
  })
})

describe('the cron’s runs', () => {
  it('delete the due directories nobody names, keep those named again, each once with two runs at once', async () => {
    const company = await newCompany()
    const [orphan, shown, notDue] = [pathOf('cover'), pathOf('photo'), pathOf('logo')]
    for (const path of [orphan, shown, notDue]) await putObjects(path)
    await own.owner.sql`insert into company_images (company_id, kind, path) values (${company}, 'photo', ${shown})`
    await own.owner.sql`insert into media_deletions (directory, due_at) values
      (${directoryOf(orphan)}, now() - interval '1 minute'), (${directoryOf(shown)}, now() - interval '1 minute'),
      (${directoryOf(notDue)}, now() + interval '1 day')`
    const runs = await runOnTwoClients(
      own.workerSql(),
      () => new RequestDatabase(own.workerUrl),
      (sql) => deleteOrphanedMedia(sql, media.bucket),
    )
    const total = (outcome: 'deleted' | 'kept' | 'failed') => runs[0][outcome] + runs[1][outcome]
    expect([total('deleted'), total('kept'), total('failed')]).toEqual([1, 1, 0])
    expect(await listKeys(media.bucket, `media/${directoryOf(orphan)}`)).toEqual([])
    expect(await listKeys(media.bucket, `media/${directoryOf(shown)}`)).toHaveLength(3)
    expect(await listKeys(media.bucket, `media/${directoryOf(notDue)}`)).toHaveLength(3)
    expect(Object.keys(await queued([orphan, shown, notDue]))).toEqual([directoryOf(notDue)])
  })

  it('hold a directory while deleting it: the same file uploaded then waits, and is queued anew after', async () => {
    const company = await newCompany()
    const path = pathOf('cover')
    await putObjects(path)
    await own.owner
      .sql`insert into media_deletions (directory, due_at) values (${directoryOf(path)}, now() - interval '1 minute')`
    let deleting = () => {}
    const deletionStarted = new Promise<void>((resolve) => {
      deleting = resolve
    })
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    const heldBucket = new Proxy(media.bucket, {
      get: (target, name) =>
        name === 'delete'
          ? async (keys: string[]) => {
              deleting()
              await released
              return target.delete(keys)
            }
          : Reflect.get(target, name).bind(target),
    })
    const run = deleteOrphanedMedia(own.workerSql(), heldBucket)
    await deletionStarted
    // The upload of the same file queues its directory before writing its objects.
    const upload = as(company, (tx) => queueMediaDeletion(tx, mediaDirectory('cover', path.split('/')[3] ?? '')))
    await vi.waitFor(
      async () => {
        const [waiting] = await own.owner.sql<{ count: number }[]>`
          select count(*)::int as count from pg_stat_activity where datname = ${DATABASE} and wait_event_type = 'Lock'`
        expect(waiting?.count).toBe(1)
      },
      { timeout: 5_000, interval: 20 },
    )
    release()
    expect(await run).toEqual({ deleted: 1, kept: 0, failed: 0 })
    await upload
    expect(await listKeys(media.bucket, `media/${directoryOf(path)}`)).toEqual([])
    expect(await queued([path])).toEqual({ [directoryOf(path)]: 7 })
  })
})
