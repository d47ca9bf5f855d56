import { mediaDirectory, variantsOf } from '#domain/company-images/paths.ts'
import { sha256Hex } from '#domain/sha256.ts'
import { pngImage } from '../tools/image-fixtures.ts'
import { coverOf, directoryOf, file, newCompany, UPLOAD } from './company-uploads.ts'
import { describe, expect, test } from './fixtures.ts'
import { get, post } from './http.ts'

// The media bucket's objects nobody shows any more (ADR 089), deleted by the five-minute cron
// in the Worker's own bucket (miniflare's R2): once due, unless a row names them again.

type Company = Awaited<ReturnType<typeof newCompany>>
const upload = (company: Company, kind: string, image: Buffer, alt?: string) =>
  post(UPLOAD, {
    headers: company.owner,
    multipart: { kind, image: file(`${kind}.png`, image, 'image/png'), ...(alt && { alt }) },
  })
/** What GET answers for each object of an upload. */
const served = async (path: string) =>
  Promise.all(variantsOf(path).map(async (variant) => (await get(variant.path)).status))

describe('orphaned media', () => {
  test('the cron deletes the objects nobody names once due, and keeps those named again', async ({ sql }) => {
    const company = await newCompany(sql)
    const other = await newCompany(sql)
    const logoOf = async (id: string) =>
      (await sql<{ logo: string }[]>`select logo_url as logo from companies where id = ${id}`)[0]?.logo ?? ''
    const firstLogo = await pngImage(200, 200, '#e33')

    // A logo replaced; the same bytes as its first one uploaded by another company.
    expect((await upload(company, 'logo', firstLogo)).status).toBe(303)
    const replacedLogo = await logoOf(company.id)
    expect((await upload(company, 'logo', await pngImage(200, 200, '#3e3'))).status).toBe(303)
    const logo = await logoOf(company.id)
    expect((await upload(other, 'logo', firstLogo)).status).toBe(303)
    const othersLogo = await logoOf(other.id)

    // A cover replaced, then uploaded again before its deletion was due.
    const firstCover = await pngImage(1000, 400, '#33e')
    expect((await upload(company, 'cover', firstCover)).status).toBe(303)
    const cover = await coverOf(sql, company.id)
    expect((await upload(company, 'cover', await pngImage(1000, 400, '#999'))).status).toBe(303)
    const replacedCover = await coverOf(sql, company.id)
    expect((await upload(company, 'cover', firstCover)).status).toBe(303)
    expect(await coverOf(sql, company.id)).toBe(cover)

    // A photo whose objects were written and whose row never was (the gallery was full).
    const six = Array.from({ length: 6 }, (_, index) => ({ url: `/demo/photo-${index}.jpg`, alt: `Photo ${index}` }))
    await sql`update companies set photos = ${sql.json(six)} where id = ${company.id}`
    const refusedBytes = await pngImage(300, 200, '#0ee')
    expect((await upload(company, 'photo', refusedBytes, 'Refusée')).status).toBe(422)
    const refusedHash = (await sha256Hex(`${company.id}:photo:${await sha256Hex(refusedBytes)}`)).slice(0, 32)
    const refusedPhoto = `/media/photo/${refusedHash}/300x200.webp`

    const gone = [replacedLogo, replacedCover, refusedPhoto]
    const kept = [logo, othersLogo, cover]
    for (const path of [...gone, ...kept]) expect(await served(path), path).not.toContain(404)
    const directories = [...gone, cover].map(directoryOf)
    expect(directories).toContain(mediaDirectory('photo', refusedHash))
    const queued = async () =>
      (await sql<{ directory: string }[]>`select directory from media_deletions where directory in ${sql(directories)}`)
        .map((row) => row.directory)
        .sort()
    expect(await queued()).toEqual([...directories].sort())

    // The grace (7 days) over; the cron runs.
    await sql`update media_deletions set due_at = now() - interval '1 second' where directory in ${sql(directories)}`
    const cron = await get('/cdn-cgi/local/scheduled?cron=*/5+*+*+*+*')
    expect(cron.status, cron.text).toBe(200)
    for (const path of gone) expect(new Set(await served(path)), path).toEqual(new Set([404]))
    for (const path of kept) expect(new Set(await served(path)), path).toEqual(new Set([200]))
    expect(await queued()).toEqual([])
  })
})
