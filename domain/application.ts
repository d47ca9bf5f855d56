import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { isPlainPersonName } from './person-name.ts'
import { z } from './zod.ts'

/** Spec section 9: default phone country. The CV size limit is ours (413 above it). */
export const DEFAULT_PHONE_COUNTRY = 'FR'
export const CV_MAX_BYTES = 10 * 1024 * 1024
export const COVER_LETTER_ROWS = 6

/**
 * The validation errors of spec section 5, as codes: the page shows each with its French
 * text (and English translation) from the catalogs.
 */
export const APPLICATION_ERROR = {
  firstName: 'first-name-required',
  firstNameInvalid: 'first-name-invalid',
  lastName: 'last-name-required',
  lastNameInvalid: 'last-name-invalid',
  email: 'email-invalid',
  phone: 'phone-invalid',
  coverLetter: 'cover-letter-required',
  coverLetterTooLong: 'cover-letter-too-long',
  coverLetterInvalid: 'cover-letter-invalid',
  consentRetention: 'consent-retention-required',
  consentTerms: 'consent-terms-required',
  cvRequired: 'cv-required',
  cvNotPdf: 'cv-not-pdf',
} as const
export type ApplicationErrorCode = (typeof APPLICATION_ERROR)[keyof typeof APPLICATION_ERROR]

/** The prefix the form's phone field starts with (the default country's calling code). */
const DEFAULT_PREFIX = '+33'

/**
 * A phone number in E.164 when libphonenumber accepts it: international format, or a
 * national number of `country` (the form's country list; France when absent or unknown).
 * Without JavaScript the field keeps its prefilled "+33" whatever country is chosen:
 * when another country is chosen, a number after that leftover prefix is read as that
 * country's first.
 */
export function toE164(phone: string, country?: string): string | null {
  const text = phone.trim()
  if (text.length < 2 || text.length > 250) return null
  const chosen = country && country !== DEFAULT_PHONE_COUNTRY && isSupportedCountry(country) ? country : null
  if (!chosen) return validE164(text, DEFAULT_PHONE_COUNTRY)
  const afterPrefill = text.startsWith(DEFAULT_PREFIX) ? validE164(text.slice(DEFAULT_PREFIX.length), chosen) : null
  return afterPrefill ?? validE164(text, chosen)
}

function validE164(text: string, country: CountryCode): string | null {
  const parsed = parsePhoneNumberFromString(text, country)
  return parsed?.isValid() ? parsed.number : null
}

/** A stored E.164 number as people read it (+33 6 12 34 56 78); as stored if unparsable. */
export function formatPhoneInternational(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164
}

/**
 * PostgreSQL's text type refuses the NUL character: such a field is the candidate's to
 * correct (422 with that field's message), not an outage.
 */
export const isStorableText = (value: string) => !value.includes('\u0000')

const personName = (required: ApplicationErrorCode, invalid: ApplicationErrorCode) =>
  z.string({ error: required }).trim().min(1, required).max(200, invalid).refine(isPlainPersonName, invalid)

const ticked = (code: ApplicationErrorCode) =>
  z.preprocess((value) => value === 'on' || value === 'true' || value === true, z.literal(true, { error: code }))

/**
 * The application form's fields (spec sections 3 and 5), shared by the page and the
 * endpoint. The CV is checked apart (`checkCv`, then its bytes on the server).
 */
export const applicationSchema = z.object({
  firstName: personName(APPLICATION_ERROR.firstName, APPLICATION_ERROR.firstNameInvalid),
  lastName: personName(APPLICATION_ERROR.lastName, APPLICATION_ERROR.lastNameInvalid),
  email: z
    .string({ error: APPLICATION_ERROR.email })
    .trim()
    .max(254, APPLICATION_ERROR.email)
    .pipe(z.email(APPLICATION_ERROR.email)),
  phone: z
    .string({ error: APPLICATION_ERROR.phone })
    .refine((value) => isStorableText(value) && toE164(value) !== null, APPLICATION_ERROR.phone)
    .transform((value) => toE164(value) ?? value),
  coverLetter: z
    .string({ error: APPLICATION_ERROR.coverLetter })
    .trim()
    .min(1, APPLICATION_ERROR.coverLetter)
    .max(20_000, APPLICATION_ERROR.coverLetterTooLong)
    .refine(isStorableText, APPLICATION_ERROR.coverLetterInvalid),
  consentRetention: ticked(APPLICATION_ERROR.consentRetention),
  consentTerms: ticked(APPLICATION_ERROR.consentTerms),
})
export type ApplicationFields = z.infer<typeof applicationSchema>

/** Spec section 5: a CV is required, and must be a PDF by type or by .pdf extension. */
export function checkCv(file: { name: string; type: string; size: number } | null): ApplicationErrorCode | null {
  if (!file || file.size === 0) return APPLICATION_ERROR.cvRequired
  const isPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf')
  return isPdf ? null : APPLICATION_ERROR.cvNotPdf
}

/** The browser's type and the file name are only hints: a PDF starts with `%PDF-`. */
export function hasPdfSignature(bytes: Uint8Array): boolean {
  const signature = [0x25, 0x50, 0x44, 0x46, 0x2d]
  return signature.every((byte, index) => bytes[index] === byte)
}

/** A file name safe to store and show: no path, no control or odd characters, ends in .pdf. */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const cleaned = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+/, '')
    .replace(/\.pdf$/i, '')
    .slice(0, 100)
  return `${cleaned || 'cv'}.pdf`
}

/** Form-level refusals, shown above the form. */
export const APPLICATION_FORM_ERROR = {
  tooLarge: 'too-large',
  rateLimited: 'rate-limited',
  unavailable: 'unavailable',
  /** The form's key already made an application with other content (a second tab, say). */
  keyReused: 'key-reused',
  /** The form's application was withdrawn since: sending it again does not bring it back. */
  withdrawn: 'withdrawn',
} as const
export type ApplicationFormErrorCode = (typeof APPLICATION_FORM_ERROR)[keyof typeof APPLICATION_FORM_ERROR]

/** What the form shows of the job and company: carried by the form itself (see `display`). */
export type ApplicationDisplay = { jobTitle: string; companyName: string }

/** A refused submission sent back to the form: the typed values (never the file) and why. */
export type ApplicationSubmission = {
  values: Partial<
    Record<
      'firstName' | 'lastName' | 'email' | 'phone' | 'coverLetter' | 'idempotencyKey' | 'storedCvKey' | 'storedCvName',
      string
    >
  > & {
    consentRetention?: boolean
    consentTerms?: boolean
  }
  errors: Partial<Record<keyof ApplicationFields | 'cv', ApplicationErrorCode>>
  formError: ApplicationFormErrorCode | null
  /**
   * Set when the form is shown again without asking the database (it is down, or the
   * request was refused before any work): the job and company as the form carried them.
   */
  display?: ApplicationDisplay | null
}

/**
 * The same schema with the CV as the browser sees it (a File, type or .pdf name), for
 * client-side validation with conform. The server checks the CV's bytes besides.
 */
export const applicationFormSchema = applicationSchema.extend({
  cv: z.any().superRefine((file, context) => {
    const code = checkCv(typeof File !== 'undefined' && file instanceof File ? file : null)
    if (code) context.addIssue({ code: 'custom', message: code })
  }),
})
