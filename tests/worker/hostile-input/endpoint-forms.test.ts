import { randomBytes, randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { JOB } from '../../tools/database.ts'
import { propertyRuns } from '../../tools/property-runs.ts'
import { describe, expect, test } from '../fixtures.ts'
import { origin } from '../http.ts'
import { expectCleanBody } from './clean-answers.ts'
import { APPLY_STATUSES, expectNothingWritten, SAVE_JOB_STATUSES, send } from './endpoint-answers.ts'
import { useHostileCompany } from './hostile-company.ts'
import { BODY_SHAPES, hostileForm, type Part, part, spoiler } from './hostile-forms.ts'
import { HIDDEN_JOBS, hostile, ipv6, shortHostile, wellFormed } from './hostile-values.ts'

// Random JSON, hostile forms and malformed bodies to the save-job API and the application
// form: a 4xx with the field's message, never a 5xx, nothing stored or queued. The targets
// are the hostile company's jobs (their texts must not leak into the answers either).

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=zz',
  'text/plain',
  'text/html',
  'application/xml',
  'application/octet-stream',
  '*/*',
  '',
]

describe('the endpoints, sent hostile bodies', () => {
  const company = useHostileCompany()

  test('POST /api/save-job with random JSON shapes and content types: a 4xx, nothing queued', async ({ sql }) => {
    const baseURL = origin()
    const marker = `m${randomBytes(6).toString('hex')}`
    const email = fc.oneof(
      hostile,
      fc.constant(`${marker}@example.org`),
      shortHostile.map((local) => `${marker}${local}@example.org`),
    )
    const jobId = fc.oneof(
      fc.constantFrom(...HIDDEN_JOBS, randomUUID(), JOB.closed.toUpperCase(), `${JOB.closed} `, `{${JOB.closed}}`),
      hostile,
      fc.uuid(),
    )
    const payload = fc.oneof(
      fc
        .record(
          {
            email,
            jobId,
            locale: fc.oneof(fc.constantFrom('fr', 'en', 'de', 'FR'), hostile),
            jobTitle: hostile,
            companyName: hostile,
            url: hostile,
          },
          { requiredKeys: [] },
        )
        .map((value) => JSON.stringify(value)),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      hostile,
    )
    const bytes = fc.oneof(
      { weight: 4, arbitrary: payload.map((text) => Buffer.from(wellFormed(text))) },
      { weight: 1, arbitrary: fc.uint8Array({ maxLength: 512 }).map((raw) => Buffer.from(raw)) },
    )
    await fc.assert(
      fc.asyncProperty(bytes, fc.constantFrom(...CONTENT_TYPES), fc.boolean(), async (body, type, withOrigin) => {
        const headers: Record<string, string> = { 'CF-Connecting-IP': ipv6() }
        if (type) headers['Content-Type'] = type
        if (withOrigin) headers.Origin = baseURL
        const answer = await send(`${baseURL}/api/save-job`, { headers, body })
        const context = `${type} ${body.toString('latin1').slice(0, 200)} → ${answer.status} ${answer.body.slice(0, 200)}`
        expect(SAVE_JOB_STATUSES, context).toContain(answer.status)
        expectCleanBody(answer.body, answer.contentType, context)
        expect(JSON.parse(answer.body), context).toMatchObject({ ok: false, error: expect.any(String) })
      }),
      propertyRuns(100),
    )
    await expectNothingWritten(sql, company.jobs.property, marker)
  }, 120_000)
  test('POST /api/save-job with hostile forms: a 4xx, nothing queued', async ({ sql }) => {
    const baseURL = origin()
    const marker = `m${randomBytes(6).toString('hex')}`
    const savePart: fc.Arbitrary<Part> = fc.oneof(
      part,
      fc.record({
        name: fc.constantFrom('email', 'jobId', 'locale'),
        value: fc.oneof(fc.constantFrom(`${marker}@example.org`, ...HIDDEN_JOBS, 'fr', 'en'), hostile),
      }),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...BODY_SHAPES),
        fc.array(savePart, { maxLength: 12 }),
        fc.double({ min: 0.05, max: 0.95, noNaN: true }),
        async (shape, parts, cut) => {
          const { type, body } = hostileForm(shape, parts, cut)
          const headers: Record<string, string> = { 'CF-Connecting-IP': ipv6(), Origin: baseURL }
          if (type) headers['Content-Type'] = type
          const answer = await send(`${baseURL}/api/save-job`, { headers, body })
          const context = `${shape} → ${answer.status} ${answer.body.slice(0, 200)}`
          expect(SAVE_JOB_STATUSES, context).toContain(answer.status)
          expectCleanBody(answer.body, answer.contentType, context)
        },
      ),
      propertyRuns(60),
    )
    await expectNothingWritten(sql, company.jobs.property, marker)
  }, 120_000)

  test('POST …/apply with hostile and malformed forms: the form again with a 4xx, nothing stored', async ({ sql }) => {
    const baseURL = origin()
    const url = `${baseURL}/fr/${company.slug}/jobs/${company.jobs.property}/apply`
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...BODY_SHAPES),
        fc.array(part, { maxLength: 12 }),
        spoiler,
        fc.double({ min: 0.05, max: 0.95, noNaN: true }),
        async (shape, parts, spoil, cut) => {
          const fields = spoil(parts)
          const { type, body } = hostileForm(shape, fields, cut)
          const headers: Record<string, string> = { 'CF-Connecting-IP': ipv6(), Origin: baseURL }
          if (type) headers['Content-Type'] = type
          const answer = await send(url, { headers, body })
          const context = `${shape} → ${answer.status}`
          expectCleanBody(answer.body, answer.contentType, context)
          // A filled honeypot looks like success and stores nothing.
          const honeypot = fields.some((p) => p.name === 'website')
          if (answer.status === 303 && honeypot) return
          expect(APPLY_STATUSES, context).toContain(answer.status)
        },
      ),
      propertyRuns(60),
    )
    await expectNothingWritten(sql, company.jobs.property, 'no-marker-for-applications')
  }, 150_000)
})
