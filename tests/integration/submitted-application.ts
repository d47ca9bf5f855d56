import { randomBytes, randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import type { RequestDatabase } from '#server/db/client.ts'
import { type ApplicationToSubmit, submitApplication } from '#server/services/submit-application.ts'
import { SEED } from './database.ts'

export type Applied = { id: string; bytes: Uint8Array<ArrayBuffer>; email: string }

/**
 * One application through the real service on the Worker's role (its CV in miniflare's
 * R2), as an English-speaking candidate named after `label`; returns its stored id.
 */
export async function submitTestApplication(
  deps: { owner: RequestDatabase; worker: RequestDatabase; bucket: R2Bucket; origin: string; secret: string },
  label: string,
  job: { id: string; slug: string } = { id: SEED.completeJob, slug: SEED.completeCompany.slug },
): Promise<Applied> {
  const key = randomUUID()
  const bytes = new Uint8Array(Buffer.concat([Buffer.from(`%PDF-1.4\n%${label}\n`), randomBytes(4096)]))
  const email = `${label}.${key.slice(0, 8)}@candidate.example`
  const outcome = await submitApplication(
    { sql: deps.worker.sql, bucket: deps.bucket, links: { origin: deps.origin, secret: deps.secret } },
    {
      locale: 'en',
      idempotencyKey: key,
      job: { id: job.id, companySlug: job.slug, url: `${deps.origin}/en/${job.slug}/jobs/${job.id}` },
      fields: {
        firstName: 'Zoé',
        lastName: label,
        email,
        phone: '+33612345678',
        coverLetter: 'Bonjour,\n<b>motivée</b> & disponible.',
        consentRetention: true,
        consentTerms: true,
      },
      cv: { kind: 'upload', bytes, fileName: 'CV-Zoe.pdf' },
    },
  )
  // With the withdrawal link's token, for the confirmation page (ADR 025).
  expect(outcome).toEqual({ status: 'created', withdrawalToken: expect.any(String) })
  const [row] = await deps.owner.sql<{ id: string }[]>`select id from applications where email = ${email}`
  if (!row) throw new Error('application not stored')
  return { id: row.id, bytes, email }
}

/** An application as the form submits it, from a candidate named after `label`. */
export function formApplication(
  label: string,
  { locale = 'fr', jobId = SEED.completeJob, companySlug = SEED.completeCompany.slug } = {} as {
    locale?: 'fr' | 'en'
    jobId?: string
    companySlug?: string
  },
): ApplicationToSubmit {
  return {
    locale,
    idempotencyKey: randomUUID(),
    job: { id: jobId, companySlug, url: 'https://jobs.example/fr/job' },
    fields: {
      firstName: 'Camille',
      lastName: label,
      email: `${label}@candidate.example`,
      phone: '+33612345678',
      coverLetter: `Lettre de ${label}`,
      consentRetention: true,
      consentTerms: true,
    },
    cv: { kind: 'upload', bytes: new Uint8Array(randomBytes(256)), fileName: 'cv.pdf' },
  }
}
