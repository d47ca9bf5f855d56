import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { openCvBucket } from './cv-bucket.ts'
import { setUpOwnDatabase } from './own-database.ts'
import { type Applied, submitTestApplication } from './submitted-application.ts'

export type OwnDelivery = ReturnType<typeof setUpOwnDatabase> & {
  cv: Awaited<ReturnType<typeof openCvBucket>>
  /** One application through the real service (submitted-application.ts), on this database. */
  apply(label: string, job?: { id: string; slug: string }): Promise<Applied>
}

/** The site's origin and link-signing secret the delivery files' Worker settings use. */
export const OWN_LINKS = { origin: 'https://jobs.example', secret: 'integration-link-signing-secret-0123456789' }

/**
 * A test file's own database (delivery claims every due row, so files must not share one)
 * and CV bucket, opened before its tests and closed after; console spies are undone after
 * each test. Its CV bucket opens in `beforeAll`.
 */
export function setUpOwnDelivery(name: string, links = OWN_LINKS): OwnDelivery {
  const own = {
    ...setUpOwnDatabase(name),
    apply: (label: string, job?: { id: string; slug: string }) =>
      submitTestApplication({ ...own, bucket: own.cv.bucket, ...links }, label, job),
  } as OwnDelivery
  beforeAll(async () => {
    own.cv = await openCvBucket()
  }, 60_000)
  afterEach(() => {
    vi.restoreAllMocks()
  })
  afterAll(async () => {
    await own.cv?.dispose()
  })
  return own
}
