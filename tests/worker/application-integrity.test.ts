import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { JOB } from '../tools/database.ts'
import { nameMarker } from '../tools/name-marker.ts'
import { describe, expect, SEED, test } from './fixtures.ts'
import { type Answer, outageOrigin, post } from './http.ts'

/**
 * What the apply endpoint answers to input PostgreSQL would refuse, to a reused form key,
 * to the form's script (JSON), and what it answers without its database: refusals that
 * must cost no round trip, and an outage, shown on the build whose database is down.
 */
const company = SEED.completeCompany
const applyPath = `/fr/${company}/jobs/${JOB.complete}/apply`
const JOB_TITLE = 'Ingénieur·e photovoltaïque'

const pdf = (marker: string) => Buffer.concat([Buffer.from(`%PDF-1.4\n%${marker}\n`), randomBytes(512)])
/** Whether the outage Worker's R2 (miniflare keeps objects as files, global-setup.ts) holds these bytes. */
async function outageBucketHolds(bytes: Buffer): Promise<boolean> {
  const dir = new URL('../../.wrangler/worker-tests-outage-state/v3/r2/career-site-cvs/blobs/', import.meta.url)
  const names = await readdir(dir).catch(() => [])
  const blobs = await Promise.all(names.map((name) => readFile(new URL(name, dir)).catch(() => Buffer.alloc(0))))
  return blobs.some((blob) => blob.equals(bytes))
}

const clientIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

type Overrides = Partial<Record<'firstName' | 'lastName' | 'email' | 'phone' | 'coverLetter', string>>

function form(fields: Overrides & { key?: string; cv?: Buffer } = {}) {
  const marker = nameMarker('Cand')
  const { key, cv, ...overrides } = fields
  return {
    idempotencyKey: key ?? randomUUID(),
    jobTitle: JOB_TITLE,
    companyName: 'Lumen Énergie',
    firstName: marker,
    lastName: 'Martin',
    email: `${marker.toLowerCase()}@example.org`,
    phone: '+33 6 12 34 56 78',
    coverLetter: `Lettre de ${marker}`,
    consentRetention: 'on',
    consentTerms: 'on',
    ...overrides,
    cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: cv ?? pdf(marker) },
  }
}

describe('the apply endpoint', () => {
  test('a NUL character in any field is that field’s message with 422, never an outage', async () => {
    const cases = [
      ['firstName', 'Prénom invalide'],
      ['lastName', 'Nom invalide'],
      ['email', 'Email invalide'],
      ['phone', 'Téléphone invalide'],
      ['coverLetter', 'caractère invisible non accepté'],
    ] as const
    for (const [field, message] of cases) {
      const sent = form()
      const response = await post(applyPath, {
        multipart: { ...sent, [field]: `${sent[field]}\u0000x` },
        headers: { 'CF-Connecting-IP': clientIp() },
      })
      expect(response.status, field).toBe(422)
      expect(response.headers['retry-after'], field).toBeUndefined()
      expect(response.text, field).toContain(message)
    }
  })

  test('a form key reused with other content is refused (409); the same content again is the same application', async ({
    sql,
  }) => {
    const key = randomUUID()
    const first = form({ key })
    const apply = (multipart: ReturnType<typeof form>) =>
      post(applyPath, { multipart, headers: { 'CF-Connecting-IP': clientIp() } })
    expect((await apply(first)).status).toBe(303)
    expect((await apply(first)).status).toBe(303)
    const other = await apply(form({ key }))
    expect(other.status).toBe(409)
    expect(other.text).toContain('Ce formulaire a déjà servi à envoyer une candidature')
    const rows = await sql`select first_name, cv_sha256 from applications where idempotency_key = ${key}`
    expect(rows).toHaveLength(1)
    expect(rows[0]?.first_name).toBe(first.firstName)
    expect(rows[0]?.cv_sha256).toBe(createHash('sha256').update(first.cv.buffer).digest('hex'))
  })

  test('the form’s script gets JSON: error codes by field, or where to go', async () => {
    const headers = { 'CF-Connecting-IP': clientIp(), Accept: 'application/json' }
    const refused = await post(applyPath, { multipart: form({ email: 'nope' }), headers })
    expect(refused.status).toBe(422)
    expect(refused.json()).toEqual({ ok: false, errors: { email: 'email-invalid' }, formError: null })
    const accepted = await post(applyPath, { multipart: form(), headers })
    expect(accepted.status).toBe(200)
    expect(accepted.json()).toEqual({ ok: true, location: `${applyPath}/confirmation` })
  })
})

describe('the apply endpoint without its database', () => {
  const url = () => `${outageOrigin()}${applyPath}`
  const headers = (ip: string) => ({ 'CF-Connecting-IP': ip, Origin: outageOrigin() })

  test('an application during an outage: 503, the form with every value, and its CV not left in storage', async () => {
    const sent = form()
    const response = await post(url(), { multipart: sent, headers: headers(clientIp()) })
    expect(response.status).toBe(503)
    expect(response.headers['retry-after']).toBe('30')
    const html = response.text
    expect(html).toContain(`<h1`)
    expect(html).toContain(JOB_TITLE)
    expect(html).toContain(`value="${sent.firstName}"`)
    expect(html).toContain(`value="${sent.idempotencyKey}"`)
    expect(html).toContain('Votre candidature n&#x27;a pas été enregistrée')
    // The attempt stopped before COMMIT removed the object it uploaded (ADR 040): the form
    // asks for the file again, and nothing piles up in the bucket.
    expect(await outageBucketHolds(sent.cv.buffer)).toBe(false)
    expect(html).not.toContain('name="storedCvKey"')
  })

  test('refusals cost no database: rate limited shows the form, too large says so', async () => {
    const ip = clientIp()
    // The limit is 10 a minute per client; every answer below is given without the database.
    const refusedUntilLimited = async () => {
      for (let i = 0; i < 21; i++) {
        const response = await post(url(), { multipart: form({ email: 'nope' }), headers: headers(ip) })
        if (response.status === 429) return true
      }
      return false
    }
    const sent = form()
    // The limiter counts in fixed one-minute windows, aligned to the clock: should one end
    // between the limit and the full form, the limit is reached again.
    let limited: Answer | null = null
    for (let round = 0; round < 2 && limited?.status !== 429; round++) {
      expect(await refusedUntilLimited()).toBe(true)
      limited = await post(url(), { multipart: sent, headers: headers(ip) })
    }
    if (!limited) throw new Error('no request sent')
    expect(limited.status).toBe(429)
    expect(limited.headers['retry-after']).toBe('30')
    const html = limited.text
    expect(html).toContain(JOB_TITLE)
    expect(html).toContain(`value="${sent.firstName}"`)
    expect(html).toContain('Trop de candidatures envoyées depuis votre connexion')

    const tooLarge = await post(url(), {
      multipart: form({ cv: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024)]) }),
      headers: headers(clientIp()),
    })
    expect(tooLarge.status).toBe(413)
    const tooLargeHtml = tooLarge.text
    expect(tooLargeHtml).toContain('Candidature non envoyée')
    expect(tooLargeHtml).toContain('Le CV dépasse 10 Mo')
  })
})
