import { randomBytes, randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { JOB } from '../../tools/database.ts'
import { PAYLOAD } from '../../tools/hostile-input/hostile-texts.ts'
import { hostile, shortHostile, wellFormed } from './hostile-values.ts'

// Hostile form bodies: random parts in every framing the endpoints may be sent.

/** A multipart body from parts, with the framing under the test's control. */
export type Part = { name: string; value: string | { fileName: string; type: string; bytes: Uint8Array } }
export function multipart(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = []
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`))
    if (typeof part.value === 'string') {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`))
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.value.fileName}"\r\n` +
            `Content-Type: ${part.value.type}\r\n\r\n`,
        ),
        Buffer.from(part.value.bytes),
        Buffer.from('\r\n'),
      )
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return Buffer.concat(chunks)
}
const urlencoded = (parts: Part[]) =>
  parts
    .map(
      (part) =>
        `${encodeURIComponent(wellFormed(part.name))}=${encodeURIComponent(wellFormed(typeof part.value === 'string' ? part.value : part.value.fileName))}`,
    )
    .join('&')

const pdfBytes = fc
  .uint8Array({ maxLength: 256 })
  .map((bytes) => new Uint8Array([...Buffer.from('%PDF-1.4\n'), ...bytes]))
const FIELD_NAMES = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'coverLetter',
  'idempotencyKey',
  'consentRetention',
  'consentTerms',
  'cv',
  'website',
  'firstName[]',
  '__proto__',
  'constructor',
]
const fieldValue = fc.oneof(
  hostile,
  fc.constantFrom('on', 'true', '', 'Alex', 'alex@example.org', '+33612345678', randomUUID(), JOB.closed),
)
export const part: fc.Arbitrary<Part> = fc.oneof(
  fc.record({ name: fc.oneof(fc.constantFrom(...FIELD_NAMES), shortHostile), value: fieldValue }),
  fc.record({
    name: fc.constantFrom('cv', 'cv', 'firstName', 'file'),
    value: fc.record({
      fileName: fc.oneof(
        fc.constantFrom(
          'cv.pdf',
          '../../etc/passwd',
          'cv.pdf\u0000.exe',
          `${PAYLOAD.script}.pdf`,
          `${'a'.repeat(300)}.pdf`,
        ),
        shortHostile,
      ),
      type: fc.constantFrom('application/pdf', 'text/html', '', 'image/svg+xml', 'application/x-msdownload'),
      bytes: fc.oneof(pdfBytes, fc.uint8Array({ maxLength: 2048 })),
    }),
  }),
)
/** One thing that makes the submission invalid whatever else it holds (the last value of a name wins). */
export const spoiler = fc.constantFrom<(parts: Part[]) => Part[]>(
  (parts) => [...parts, { name: 'email', value: `not an e-mail ${PAYLOAD.script}` }],
  (parts) => [...parts.filter((p) => p.name !== 'consentTerms'), { name: 'consentTerms', value: PAYLOAD.svg }],
  (parts) => [
    ...parts.filter((p) => p.name !== 'cv'),
    { name: 'cv', value: { fileName: 'cv.pdf', type: 'application/pdf', bytes: Buffer.from(PAYLOAD.script) } },
  ],
)
export const BODY_SHAPES = [
  'multipart',
  'multipart without boundary',
  'multipart, other boundary',
  'multipart cut short',
  'multipart garbage',
  'multipart, 200-character boundary',
  'urlencoded',
  'text/plain',
  'application/xml',
  'application/json',
  'no content type',
] as const

export function hostileForm(shape: (typeof BODY_SHAPES)[number], parts: Part[], cut: number) {
  const boundary = `----hostile${randomBytes(8).toString('hex')}`
  const body = multipart(parts, boundary)
  switch (shape) {
    case 'multipart':
      return { type: `multipart/form-data; boundary=${boundary}`, body }
    case 'multipart without boundary':
      return { type: 'multipart/form-data', body }
    case 'multipart, other boundary':
      return { type: 'multipart/form-data; boundary=somethingelse', body }
    case 'multipart cut short':
      return {
        type: `multipart/form-data; boundary=${boundary}`,
        body: body.subarray(0, Math.floor(body.length * cut)),
      }
    case 'multipart garbage':
      return { type: `multipart/form-data; boundary=${boundary}`, body: randomBytes(Math.floor(cut * 4096)) }
    case 'multipart, 200-character boundary': {
      const long = 'b'.repeat(200)
      return { type: `multipart/form-data; boundary=${long}`, body: multipart(parts, long) }
    }
    case 'urlencoded':
      return { type: 'application/x-www-form-urlencoded', body: urlencoded(parts) }
    case 'text/plain':
      return { type: 'text/plain', body: urlencoded(parts) }
    case 'application/xml':
      return { type: 'application/xml', body: `<?xml version="1.0"?><form>${urlencoded(parts)}</form>` }
    case 'application/json':
      return { type: 'application/json', body: JSON.stringify(parts) }
    case 'no content type':
      return { type: '', body }
  }
}
