import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { purgeExpiredApplications } from '#server/features/deliveries/email-delivery.ts'
import { openTestDatabase, SEED } from './database.ts'

// The retention purge (ADR 017): expired applications go with their CV and e-mails.
const db = openTestDatabase()
const sql = db.sql

// Every e-mail row of this file has a key with this prefix, so cleanup touches nothing else.
const PREFIX = `purge-test:${randomUUID()}`
const MINUTE = 60_000

afterAll(async () => {
  await sql`delete from email_outbox where dedupe_key like ${`${PREFIX}%`}`
  await db.close()
})

/** R2 cannot run in Node: a bucket that only records deletions. */
class RecordingBucket {
  readonly deleted: string[] = []
  async delete(keys: string | string[]): Promise<void> {
    this.deleted.push(...(Array.isArray(keys) ? keys : [keys]))
  }
}

async function insertApplication(retainUntil: Date): Promise<{ id: string; cvKey: string; dedupeKey: string }> {
  const idempotencyKey = randomUUID()
  const cvKey = `cv/${idempotencyKey}.pdf`
  const [inserted] = await sql<{ id: string }[]>`
    insert into applications (idempotency_key, job_id, company_id, first_name, last_name, email, phone_e164,
      cover_letter, cv_key, cv_file_name, cv_size_bytes, locale, consent_retention, consent_terms, retain_until)
    values (${idempotencyKey}, ${SEED.completeJob}, ${SEED.completeCompany.id}, 'Ada', 'Lovelace',
      'ada@candidate.example', '+33612345678', 'Bonjour', ${cvKey}, 'cv.pdf', 1234, 'fr', true, true,
      ${retainUntil})
    returning id
  `
  if (!inserted) throw new Error('application not inserted')
  const dedupeKey = `${PREFIX}:application:${idempotencyKey}`
  await sql`
    insert into email_outbox (kind, application_id, dedupe_key, to_address, subject, html_body, text_body, locale)
    values ('application_confirmation', ${inserted.id}, ${dedupeKey}, 'ada@candidate.example', 'Candidature',
      '<p>Merci</p>', 'Merci', 'fr')
  `
  return { id: inserted.id, cvKey, dedupeKey }
}

describe('purgeExpiredApplications', () => {
  it('deletes expired applications with their CV and e-mails, and keeps the others', async () => {
    const now = new Date()
    const expired = await insertApplication(new Date(now.getTime() - MINUTE))
    const current = await insertApplication(new Date(now.getTime() + 2 * 365 * 24 * 60 * MINUTE))
    try {
      const bucket = new RecordingBucket()
      const { deleted } = await purgeExpiredApplications(sql, bucket as unknown as R2Bucket)
      expect(deleted).toBeGreaterThanOrEqual(1)
      expect(bucket.deleted).toContain(expired.cvKey)
      expect(bucket.deleted).not.toContain(current.cvKey)

      const applications = await sql<{ id: string }[]>`
        select id from applications where id in ${sql([expired.id, current.id])}
      `
      expect(applications.map((application) => application.id)).toEqual([current.id])
      const emails = await sql<{ dedupeKey: string }[]>`
        select dedupe_key from email_outbox where dedupe_key in ${sql([expired.dedupeKey, current.dedupeKey])}
      `
      expect(emails.map((email) => email.dedupeKey)).toEqual([current.dedupeKey])
    } finally {
      await sql`delete from applications where id in ${sql([expired.id, current.id])}`
    }
  })

  it('keeps the rows when the CVs could not be deleted, for the next run', async () => {
    const now = new Date()
    const expired = await insertApplication(new Date(now.getTime() - MINUTE))
    const failing = {
      delete: async () => {
        throw new Error('R2 unavailable')
      },
    }
    try {
      await expect(purgeExpiredApplications(sql, failing as unknown as R2Bucket)).rejects.toThrow('R2 unavailable')
      const [still] = await sql`select id from applications where id = ${expired.id}`
      expect(still).toBeDefined()
    } finally {
      await sql`delete from applications where id = ${expired.id}`
    }
  })
})
