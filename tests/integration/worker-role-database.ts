import { randomUUID } from 'node:crypto'
import postgres from 'postgres'
import { afterAll, beforeAll, inject } from 'vitest'
import { RequestDatabase } from '#server/db/client.ts'
import { insertApplicationWithEmail } from '#server/db/queries/applications.ts'
import type { ResendConfig } from '#server/features/deliveries/email-delivery.ts'
import { SEED } from './database.ts'
import { createOwnDatabase, onDatabase } from './own-database.ts'

/**
 * The Worker's database role (supabase/migrations/*_baseline_access.sql, ADR 013): every query
 * of server/ runs through it in the worker-role*.test.ts files, with the real query functions,
 * so a query that needs a privilege the role lacks fails them; and everything else is refused.
 *
 * Each file has its own database in the test cluster (same host and port, migrated and
 * seeded the same way): a delivery run claims every due e-mail, and the exact counts of
 * email-delivery.test.ts must not see these files' rows.
 */
export type WorkerRoleDatabase = {
  /** The Worker's own client, as the Worker configures it, connected as the restricted role. */
  worker: RequestDatabase
  /** The Worker role's connection string, for a second client (work that overlaps). */
  workerUrl: string
  /** The Worker's own client's queries. */
  sql: RequestDatabase['sql']
  /**
   * Superuser, to set up and inspect what the Worker cannot: made at once, it connects at
   * its first query (in a test or a hook after this file's beforeAll made the database).
   */
  owner: postgres.Sql
  /** Two applications of a company without delivery, one of them past its retention. */
  insertExpiredAndKept: (prefix: string) => ReturnType<typeof insertExpiredAndKept>
}

export function setUpWorkerRoleDatabase(name: string): WorkerRoleDatabase {
  const database = `career_worker_role_${name}`
  const ownerUrl = onDatabase(inject('databaseUrl'), database)
  const workerUrl = onDatabase(inject('workerDatabaseUrl'), database)
  const worker = new RequestDatabase(workerUrl)
  const owner = postgres(ownerUrl, { max: 2, onnotice: () => {} })
  beforeAll(async () => {
    // A copy of the migrated template, made under the lock the migrations need.
    await createOwnDatabase(database)
  })
  afterAll(async () => {
    await worker.close()
    await owner.end()
  })
  const role = { worker, workerUrl, sql: worker.sql, owner }
  return { ...role, insertExpiredAndKept: (prefix) => insertExpiredAndKept(role, prefix) }
}

export const WORKSPACE = 'a0000000-0000-4000-8000-000000000001'
export const RESEND: ResendConfig = {
  apiKey: 're_test',
  apiUrl: 'http://resend.invalid',
  from: 'Talentsite <a@b.example>',
}
export const INSUFFICIENT_PRIVILEGE = '42501'
export const QUERY_CANCELED = '57014'
export const LOCK_NOT_AVAILABLE = '55P03'

export function newApplication(label: string): Parameters<typeof insertApplicationWithEmail>[1] {
  const idempotencyKey = randomUUID()
  return {
    idempotencyKey,
    jobId: SEED.completeJob,
    companySlug: SEED.completeCompany.slug,
    firstName: 'Ada',
    lastName: label,
    email: `${label}@candidate.example`,
    phoneE164: '+33612345678',
    coverLetter: 'Bonjour',
    cvKey: `cv/${idempotencyKey}.pdf`,
    cvFileName: 'cv.pdf',
    cvSizeBytes: 1234,
    cvSha256: 'a'.repeat(64),
    submissionSha256: 'b'.repeat(64),
    locale: 'fr',
  }
}

export function email(label: string) {
  return {
    toAddress: `${label}@candidate.example`,
    subject: `Subject ${label}`,
    htmlBody: `<p>${label}</p>`,
    textBody: label,
    locale: 'fr' as const,
  }
}

/** What an application of a company without delivery writes: its confirmation alone. */
export function confirmationOnly(label: string) {
  return { confirmation: email(label), recruiter: null, webhookData: null }
}

async function insertExpiredAndKept(role: Pick<WorkerRoleDatabase, 'sql' | 'owner'>, prefix: string) {
  const { sql } = role
  const expired = newApplication(`${prefix}expired`)
  const kept = newApplication(`${prefix}kept`)
  await insertApplicationWithEmail(sql, expired, () => confirmationOnly(`${prefix}expired`))
  await insertApplicationWithEmail(sql, kept, () => confirmationOnly(`${prefix}kept`))
  await role.owner`
    update applications set retain_until = now() - interval '1 minute'
    where idempotency_key = ${expired.idempotencyKey}
  `
  return { expired, kept }
}
