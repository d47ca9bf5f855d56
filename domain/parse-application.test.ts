import { describe, expect, it } from 'vitest'
import { APPLICATION_ERROR, applicationSchema } from './application.ts'
import { APPLICATION_TEXT_FIELDS, type FormInput, parseApplication, readDisplay } from './parse-application.ts'

const KEY = '5b0c6a2e-8f1d-4c3b-9a7e-2d4f6b8a0c1e'
const pdfBytes = () => new TextEncoder().encode('%PDF-1.7\n%test\n')
const pdfFile = () => new File([pdfBytes()], 'Mon CV.pdf', { type: 'application/pdf' })

const complete = (overrides: FormInput = {}): FormInput => ({
  idempotencyKey: KEY,
  firstName: 'Camille',
  lastName: "N'Diaye-Martin",
  email: 'camille@example.org',
  phone: '+33 6 12 34 56 78',
  coverLetter: 'Bonjour',
  consentRetention: 'on',
  consentTerms: 'on',
  cv: pdfFile(),
  ...overrides,
})

describe('parseApplication', () => {
  it('derives the echoed fields from the schema', () => {
    for (const name of Object.keys(applicationSchema.shape)) {
      if (!name.startsWith('consent')) expect(APPLICATION_TEXT_FIELDS).toContain(name)
    }
  })

  it('accepts a complete form with its PDF bytes', () => {
    const parsed = parseApplication(complete(), pdfBytes())
    expect(parsed).toMatchObject({
      status: 'valid',
      idempotencyKey: KEY,
      fields: { firstName: 'Camille', phone: '+33612345678' },
      cv: { kind: 'upload', fileName: 'Mon-CV.pdf' },
    })
  })

  it('reads the phone with the country chosen in the list (no JavaScript)', () => {
    const parsed = parseApplication(complete({ phone: '+33079 123 45 67', phoneCountry: 'CH' }), pdfBytes())
    expect(parsed).toMatchObject({ status: 'valid', fields: { phone: '+41791234567' } })
  })

  // PostgreSQL's text type refuses NUL: each field gets its own message, never an outage.
  it.each([
    ['firstName', `Cam\u0000ille`, APPLICATION_ERROR.firstNameInvalid],
    ['lastName', `Martin\u0000`, APPLICATION_ERROR.lastNameInvalid],
    ['email', `camille\u0000@example.org`, APPLICATION_ERROR.email],
    ['phone', `+33 6 12 34 56 78\u0000`, APPLICATION_ERROR.phone],
    ['coverLetter', `Bonjour\u0000`, APPLICATION_ERROR.coverLetterInvalid],
  ])('a NUL in %s is that field’s error', (field, value, code) => {
    const parsed = parseApplication(complete({ [field]: value }), pdfBytes())
    expect(parsed.status).toBe('invalid')
    if (parsed.status === 'invalid') expect(parsed.submission.errors).toEqual({ [field]: code })
  })

  it.each([
    'https://evil.example',
    'Camille www.evil.example',
    'evil.example',
    'Camille <a@b.co>',
    'Camille@evil',
    'Camille: click',
    'Camille 10.0.0.1',
  ])('refuses a first name that carries a link or an address: %s', (firstName) => {
    const parsed = parseApplication(complete({ firstName }), pdfBytes())
    expect(parsed.status === 'invalid' && parsed.submission.errors.firstName).toBe(APPLICATION_ERROR.firstNameInvalid)
  })

  it.each(['Jean-Pierre', 'Zoé', "O'Brien", 'J. R. R.', 'J.-P.', 'María José', '李小龍', 'Failkjgh'])(
    'accepts the name %s',
    (firstName) => {
      expect(parseApplication(complete({ firstName }), pdfBytes()).status).toBe('valid')
    },
  )

  it('refuses bytes that are not a PDF, whatever the name says', () => {
    const parsed = parseApplication(complete(), new TextEncoder().encode('PK\u0003\u0004'))
    expect(parsed.status === 'invalid' && parsed.submission.errors.cv).toBe(APPLICATION_ERROR.cvNotPdf)
  })

  it('uses a kept CV only when its key names the form’s own idempotency key', () => {
    const kept = `cv/2026-11-23/${KEY}/0e1d2c3b-4a59-4687-9a8b-7c6d5e4f3a2b.pdf`
    const withKept = parseApplication(complete({ cv: undefined, storedCvKey: kept, storedCvName: 'cv.pdf' }), null)
    expect(withKept).toMatchObject({ status: 'valid', cv: { kind: 'stored', key: kept, fileName: 'cv.pdf' } })
    const other = kept.replace(KEY, '00000000-0000-4000-8000-000000000000')
    const foreign = parseApplication(complete({ cv: undefined, storedCvKey: other }), null)
    expect(foreign.status === 'invalid' && foreign.submission.errors.cv).toBe(APPLICATION_ERROR.cvRequired)
    const traversal = parseApplication(complete({ cv: undefined, storedCvKey: `cv/../${KEY}.pdf` }), null)
    expect(traversal.status).toBe('invalid')
  })

  it('needs an idempotency key, keeps typed values and leaves the honeypot to the risk signals', () => {
    const noKey = parseApplication(complete({ idempotencyKey: 'x' }), pdfBytes())
    expect(noKey.status === 'invalid' && noKey.submission.values.firstName).toBe('Camille')
    expect(parseApplication(complete({ website: 'spam' }), pdfBytes()).status).toBe('valid')
  })

  it('reads the form’s display fields only when they fit', () => {
    expect(readDisplay({ jobTitle: ' Data analyst ', companyName: 'Lumen' })).toEqual({
      jobTitle: 'Data analyst',
      companyName: 'Lumen',
    })
    expect(readDisplay({ jobTitle: 'x'.repeat(301), companyName: 'Lumen' })).toBeNull()
    expect(readDisplay({ jobTitle: 'a\u0000', companyName: 'Lumen' })).toBeNull()
    expect(readDisplay({})).toBeNull()
  })
})
