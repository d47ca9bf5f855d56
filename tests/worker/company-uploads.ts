import { randomBytes } from 'node:crypto'
import type { FilePart } from './http.ts'
import { companyWithMembers } from './workspace.ts'

// What the tests of companies' images share: the upload form's address, a file part, a
// company of their own, and what the database says of an upload.

type TestSql = Parameters<typeof companyWithMembers>[0]

export const UPLOAD = '/fr/workspace/company/images'

export const file = (name: string, buffer: Buffer, mimeType = 'image/jpeg'): FilePart => ({ name, mimeType, buffer })

export const newCompany = (sql: TestSql) => {
  const slug = `images-${randomBytes(4).toString('hex')}`
  return companyWithMembers(sql, { slug, name: 'Atelier Images', emailDomain: 'images.example' })
}

export const coverOf = async (sql: TestSql, id: string) =>
  (await sql<{ cover: string }[]>`select cover_image_url as cover from companies where id = ${id}`)[0]?.cover ?? ''

/** An upload's directory in the media bucket (`cover/<hash>/`), the key of its deletion queued for the cron. */
export const directoryOf = (path: string) => `${path.split('/').slice(2, 4).join('/')}/`

/** In how many days (rounded) the cron deletes an upload's objects; null when not queued. */
export async function queuedInDays(sql: TestSql, path: string): Promise<number | null> {
  const [row] = await sql<{ days: number }[]>`
    select extract(epoch from due_at - now())::float8 / 86400 as days from media_deletions
    where directory = ${directoryOf(path)}`
  return row ? Math.round(row.days) : null
}
