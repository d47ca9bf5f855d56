import { describe, expect, it } from 'vitest'
import {
  APPLICATION_ERROR,
  applicationSchema,
  checkCv,
  formatPhoneInternational,
  hasPdfSignature,
  sanitizeFileName,
  toE164,
} from './application.ts'

const valid = {
  firstName: ' Camille ',
  lastName: 'Martin',
  email: 'camille@example.org',
  phone: '+33 6 12 34 56 78',
  coverLetter: 'Bonjour',
  consentRetention: 'on',
  consentTerms: 'on',
}

describe('applicationSchema', () => {
  it('accepts a complete application, trims and normalises the phone to E.164', () => {
    const parsed = applicationSchema.parse(valid)
    expect(parsed).toMatchObject({ firstName: 'Camille', phone: '+33612345678', consentRetention: true })
  })

  it.each([
    ['firstName', '', APPLICATION_ERROR.firstName],
    ['lastName', '   ', APPLICATION_ERROR.lastName],
    ['email', 'camille@', APPLICATION_ERROR.email],
    ['phone', '12', APPLICATION_ERROR.phone],
    ['phone', '+33 1', APPLICATION_ERROR.phone],
    ['phone', '+999 123456789', APPLICATION_ERROR.phone],
    ['phone', `+33${'1'.repeat(20)}`, APPLICATION_ERROR.phone],
    ['coverLetter', '', APPLICATION_ERROR.coverLetter],
    ['consentRetention', undefined, APPLICATION_ERROR.consentRetention],
    ['consentTerms', 'off', APPLICATION_ERROR.consentTerms],
  ])('%s = %j → %s', (field, value, code) => {
    const result = applicationSchema.safeParse({ ...valid, [field]: value })
    expect(result.success).toBe(false)
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(code)
  })
})

describe('phone numbers', () => {
  it('normalises international and French numbers', () => {
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958')
    expect(toE164('06 12 34 56 78')).toBe('+33612345678')
    expect(toE164('not a phone')).toBeNull()
  })

  // Without JavaScript the field keeps its prefilled "+33" whatever country is chosen.
  it('reads a national number with the chosen country, after the prefilled +33 or not', () => {
    expect(toE164('079 123 45 67', 'CH')).toBe('+41791234567')
    expect(toE164('+33079 123 45 67', 'CH')).toBe('+41791234567')
    expect(toE164('+33 030 12345678', 'DE')).toBe('+493012345678')
    expect(toE164('030 12345678', 'DE')).toBe('+493012345678')
    expect(toE164('030 12345678')).toBeNull()
    // An international number keeps its own country; an unknown choice is France.
    expect(toE164('+44 20 7946 0958', 'CH')).toBe('+442079460958')
    expect(toE164('06 12 34 56 78', 'XX')).toBe('+33612345678')
    expect(toE164('+33 6 12 34 56 78', 'FR')).toBe('+33612345678')
  })

  it('shows a stored number in the international format, grouped as its country writes it', () => {
    expect(formatPhoneInternational('+33612345678')).toBe('+33 6 12 34 56 78')
    expect(formatPhoneInternational('+442079460958')).toBe('+44 20 7946 0958')
    expect(formatPhoneInternational('not stored')).toBe('not stored')
  })
})

describe('CV checks', () => {
  it('requires a PDF by type or extension', () => {
    expect(checkCv(null)).toBe(APPLICATION_ERROR.cvRequired)
    expect(checkCv({ name: 'cv.pdf', type: '', size: 0 })).toBe(APPLICATION_ERROR.cvRequired)
    expect(checkCv({ name: 'cv.docx', type: 'application/msword', size: 10 })).toBe(APPLICATION_ERROR.cvNotPdf)
    expect(checkCv({ name: 'cv', type: 'application/pdf', size: 10 })).toBeNull()
    expect(checkCv({ name: 'CV.PDF', type: '', size: 10 })).toBeNull()
  })
  it('recognises PDF bytes, not names', () => {
    expect(hasPdfSignature(new TextEncoder().encode('%PDF-1.7\n'))).toBe(true)
    expect(hasPdfSignature(new TextEncoder().encode('PK\u0003\u0004'))).toBe(false)
    expect(hasPdfSignature(new Uint8Array())).toBe(false)
  })
  it('sanitises file names', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd.pdf')
    expect(sanitizeFileName('C:\\Users\\Zoé\\Mon CV (final).PDF')).toBe('Mon-CV-final-.pdf')
    expect(sanitizeFileName('<script>.pdf')).toBe('script-.pdf')
    expect(sanitizeFileName('')).toBe('cv.pdf')
  })
})

// Which names are plain: domain/person-name.test.ts.
describe('the application schema’s names (shared by the form and the endpoint)', () => {
  it.each([
    ['firstName', 'Camille\nGagnez un iPhone : https://evil.example', APPLICATION_ERROR.firstNameInvalid],
    ['firstName', 'Camille 0612345678', APPLICATION_ERROR.firstNameInvalid],
    ['lastName', 'Martin\r\nBcc: x@evil.example', APPLICATION_ERROR.lastNameInvalid],
    ['lastName', 'Martin appelez le 01 23 45 67 89', APPLICATION_ERROR.lastNameInvalid],
  ])('%s = %j → %s', (field, value, code) => {
    const result = applicationSchema.safeParse({ ...valid, [field]: value })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message: code })
  })

  it('trims the ends: a name typed with a trailing line break is still one line', () => {
    expect(applicationSchema.parse({ ...valid, firstName: ' Camille\n' }).firstName).toBe('Camille')
  })
})
