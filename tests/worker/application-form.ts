import { randomBytes, randomUUID } from 'node:crypto'

/** A small, real PDF with unique bytes. */
export function pdf(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.4\n%'), randomBytes(64), Buffer.from('\n%%EOF\n')])
}

/**
 * The application form's fields as a browser without JavaScript posts them (multipart),
 * every one valid, for the candidate `email`; a new idempotency key and CV unless given.
 */
export function applicationForm(email: string, { key = randomUUID(), cv = pdf(), lastName = 'Dupont' } = {}) {
  return {
    idempotencyKey: key,
    firstName: 'Alex',
    lastName,
    email,
    phone: '+33612345678',
    coverLetter: 'Bonjour',
    consentRetention: 'on',
    consentTerms: 'on',
    cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: cv },
  }
}
