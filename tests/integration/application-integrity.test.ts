import { randomBytes, randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApplicationFields } from '#domain/application.ts'
import { sha256Hex } from '#domain/sha256.ts'
import { LOCAL_LINK_SIGNING_SECRET } from '#server/env.ts'
import { reconcileCvObjects } from '#server/services/cv-reconciliation.ts'
import { cvDay, newCvKey, putCv } from '#server/services/cv-store.ts'
import { type ApplicationToSubmit, type SubmitOutcome, submitApplication } from '#server/services/submit-application.ts'
import { listKeys } from './cv-bucket.ts'
import { SEED } from './database.ts'
import { setUpOwnDelivery } from './own-delivery-setup.ts'

/**
 * Same-key submissions racing through the real service: the Worker's role on the real
 * PostgreSQL, the CV bucket in miniflare's R2. Whatever the mix of duplicates, other
 * content and failures, every stored row's object exists and holds exactly the bytes
 * its own candidate sent, and the reconciliation leaves no object without a row.
 */
/** Nothing listens on port 9: connection refused, as in an outage. */
const DOWN = 'postgres://career_site_worker:career_site_worker@127.0.0.1:9/career'
const LINKS = { origin: 'https://jobs.example', secret: LOCAL_LINK_SIGNING_SECRET }
const own = setUpOwnDelivery('career_application_integrity')
const { workerSql } = own

type Attempt = { name: string; bytes: Uint8Array<ArrayBuffer>; input: ApplicationToSubmit; sqlUrl?: string }

function attempt(
  key: string,
  name: string,
  overrides: Partial<ApplicationFields> = {},
  jobId: string = SEED.completeJob,
) {
  const bytes = new Uint8Array(Buffer.concat([Buffer.from(`%PDF-1.4\n%${name}\n`), randomBytes(2048)]))
  const fields: ApplicationFields = {
    firstName: name,
    lastName: 'Race',
    email: `${name.toLowerCase()}@race.example`,
    phone: '+33612345678',
    coverLetter: `Lettre de ${name}`,
    consentRetention: true,
    consentTerms: true,
    ...overrides,
  }
  const input: ApplicationToSubmit = {
    locale: 'fr',
    idempotencyKey: key,
    job: { id: jobId, companySlug: SEED.completeCompany.slug, url: 'https://jobs.example/fr/job' },
    fields,
    cv: { kind: 'upload', bytes, fileName: 'cv.pdf' },
  }
  return { name, bytes, input } satisfies Attempt
}

/** The second attempt of each pair, in turn: what can race with a first submission. */
const SECOND_ATTEMPTS = [
  'double-click',
  'other-candidate',
  'database-down',
  'database-refuses',
  'other-company-job',
] as const
type Kind = (typeof SECOND_ATTEMPTS)[number]

function pair(kind: Kind): [Attempt, Attempt] {
  const key = randomUUID()
  const tag = randomUUID().slice(0, 8)
  const first = attempt(key, `First${tag}`)
  switch (kind) {
    case 'double-click':
      return [first, { ...first, input: { ...first.input, cv: { ...first.input.cv } } }]
    case 'other-candidate':
      return [first, attempt(key, `Other${tag}`)]
    case 'database-down':
      return [first, { ...attempt(key, `Down${tag}`), sqlUrl: DOWN }]
    case 'database-refuses':
      // Bypasses the form's checks on purpose: PostgreSQL's own refusal (text with NUL).
      return [first, attempt(key, `Refused${tag}`, { coverLetter: 'NUL \u0000 inside' })]
    case 'other-company-job':
      return [first, attempt(key, `Elsewhere${tag}`, {}, SEED.sparseCompanyJob)]
  }
}

async function run(attempts: Attempt[]): Promise<SubmitOutcome[]> {
  return Promise.all(
    attempts.map((one) =>
      submitApplication({ sql: workerSql(one.sqlUrl), bucket: own.cv.bucket, links: LINKS }, one.input).catch(
        (error: unknown) => {
          throw new Error(`${one.name}: ${error}`)
        },
      ),
    ),
  )
}

describe('same-key submissions racing', () => {
  // Each test starts without applications or CV objects: the reconciliation the first one
  // checks sees its own rows and objects only, in whatever order the tests run.
  beforeEach(async () => {
    await own.owner.sql`truncate applications cascade`
    const keys = await listKeys(own.cv.bucket, 'cv/')
    if (keys.length > 0) await own.cv.bucket.delete(keys)
  })

  it('never lose, mix or orphan a CV', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const sentBy = new Map<string, Uint8Array>()
    const keys: string[] = []
    const outcomes: Record<string, number> = {}
    const ROUNDS = 6
    for (let round = 0; round < ROUNDS; round++) {
      // Every kind of pair at once, each pair's two attempts in either order.
      const pairs = SECOND_ATTEMPTS.map((kind) => pair(kind))
      const attempts = pairs.flatMap(([a, b]) => (round % 2 === 0 ? [a, b] : [b, a]))
      for (const one of attempts) sentBy.set(one.name, one.bytes)
      keys.push(...pairs.map(([a]) => a.input.idempotencyKey))
      for (const outcome of await run(attempts)) outcomes[outcome.status] = (outcomes[outcome.status] ?? 0) + 1
    }
    console.info('race outcomes', outcomes)

    const rows = await own.owner.sql<{ firstName: string; cvKey: string; cvSha256: string; cvSizeBytes: number }[]>`
      select first_name, cv_key, cv_sha256, cv_size_bytes from applications where idempotency_key in ${own.owner.sql(keys)}
    `
    // One application per key: the first of every pair always stores one.
    expect(rows).toHaveLength(keys.length)
    for (const row of rows) {
      const object = await own.cv.bucket.get(row.cvKey)
      expect(object, `object of ${row.firstName}`).not.toBeNull()
      const stored = new Uint8Array((await object?.arrayBuffer()) ?? new ArrayBuffer(0))
      const sent = sentBy.get(row.firstName)
      expect(sent, `bytes sent by ${row.firstName}`).toBeDefined()
      const sentHash = await sha256Hex(new Uint8Array(sent ?? []))
      expect(await sha256Hex(stored)).toBe(sentHash)
      expect(row.cvSha256).toBe(sentHash)
      expect(row.cvSizeBytes).toBe(stored.byteLength)
    }
    expect(outcomes['key-reused']).toBeGreaterThan(0)

    // Reconciliation, past the grace period: only objects a row refers to remain.
    const before = await listKeys(own.cv.bucket, 'cv/')
    const report = await reconcileCvObjects(own.owner.sql, own.cv.bucket, {
      now: new Date(Date.now() + 1000),
      graceSeconds: 0,
    })
    const after = await listKeys(own.cv.bucket, 'cv/')
    console.info('reconciliation', { objectsBefore: before.length, objectsAfter: after.length, ...report })
    expect(report.orphansDeleted).toBe(before.length - rows.length)
    expect(new Set(after)).toEqual(new Set(rows.map((row) => row.cvKey)))
    expect(report.rowsWithoutObject).toBe(0)
  }, 120_000)

  it('logs a row whose object is missing, by id only', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const [first] = pair('double-click')
    const [outcome] = await run([first])
    expect(outcome?.status).toBe('created')
    const [row] = await own.owner.sql<{ id: string; cvKey: string }[]>`
      select id, cv_key from applications where idempotency_key = ${first.input.idempotencyKey}
    `
    await own.cv.bucket.delete(row?.cvKey ?? '')
    const report = await reconcileCvObjects(own.owner.sql, own.cv.bucket)
    expect(report.rowsWithoutObject).toBeGreaterThanOrEqual(1)
    expect(warnings).toHaveBeenCalledWith(`application without its CV object: ${row?.id}`)
    expect(JSON.stringify(warnings.mock.calls)).not.toContain(first.name)
  })

  it('removes the CV an attempt uploaded when the outage stopped it before COMMIT, and only that one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const one = attempt(randomUUID(), `Down${randomUUID().slice(0, 8)}`)
    const [down] = await run([{ ...one, sqlUrl: DOWN }])
    expect(down).toEqual({ status: 'unavailable', keptCv: null })
    // Nothing of this form is left in the bucket (72 objects piled up after a 16 s outage).
    expect(await listKeys(own.cv.bucket, `cv/${cvDay(new Date())}/${one.input.idempotencyKey}/`)).toEqual([])

    // A CV kept by an earlier attempt of the form is not this attempt's: it stays.
    const key = newCvKey(one.input.idempotencyKey, new Date())
    await putCv(own.cv.bucket, key, one.bytes, { fileName: 'cv.pdf', idempotencyKey: one.input.idempotencyKey })
    const retry = { ...one, input: { ...one.input, cv: { kind: 'stored' as const, key, fileName: 'cv.pdf' } } }
    expect((await run([{ ...retry, sqlUrl: DOWN }]))[0]).toEqual({
      status: 'unavailable',
      keptCv: { key, fileName: 'cv.pdf' },
    })
    expect((await run([retry]))[0]?.status).toBe('created')
    const [row] = await own.owner.sql<{ cvKey: string; cvSha256: string }[]>`
      select cv_key, cv_sha256 from applications where idempotency_key = ${one.input.idempotencyKey}
    `
    expect(row).toEqual({ cvKey: key, cvSha256: await sha256Hex(one.bytes) })
    // Another form's key cannot claim it.
    const thief = { ...retry, input: { ...retry.input, idempotencyKey: randomUUID() } }
    expect((await run([thief]))[0]?.status).toBe('cv-missing')
  })
})
