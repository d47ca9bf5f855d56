import { randomBytes, randomUUID } from 'node:crypto'
import { afterAll, beforeAll } from 'vitest'
import { RequestDatabase } from '#server/db/client.ts'
import type { ApplicationToSubmit } from '#server/services/submit-application.ts'
import { openCvBucket } from './cv-bucket.ts'
import { SEED } from './database.ts'
import { createOwnDatabase } from './own-database.ts'

/**
 * What the application services run on, for a test file that submits applications: a
 * database of its own (their e-mails and webhook events must not reach another file's
 * delivery test), the owner's client for seeding and checks, the Worker's role through
 * one client per call (one per request in the Worker) and the CV bucket in miniflare's R2.
 * Registers the file's beforeAll/afterAll; `prepare` runs once, as the owner, before the tests.
 */
export function setUpApplicationServices(name: string, prepare?: (owner: RequestDatabase) => Promise<unknown>) {
  const clients: RequestDatabase[] = []
  let workerUrl = ''
  let cv: Awaited<ReturnType<typeof openCvBucket>> | undefined
  const services = {
    owner: undefined as unknown as RequestDatabase,
    get bucket(): R2Bucket {
      if (!cv) throw new Error('the CV bucket opens in beforeAll')
      return cv.bucket
    },
    /** A new client of the Worker's role (on `url`, another server, when given). */
    workerSql(url = workerUrl) {
      const client = new RequestDatabase(url)
      clients.push(client)
      return client.sql
    },
  }

  beforeAll(async () => {
    const database = await createOwnDatabase(name)
    services.owner = new RequestDatabase(database.url)
    workerUrl = database.workerUrl
    cv = await openCvBucket()
    await prepare?.(services.owner)
  }, 60_000)

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()))
    await services.owner?.close()
    await cv?.dispose()
  })

  return services
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
