import {
  APPLICATION_ERROR,
  type ApplicationDisplay,
  type ApplicationFields,
  type ApplicationSubmission,
  applicationSchema,
  CV_MAX_BYTES,
  checkCv,
  hasPdfSignature,
  isStorableText,
  sanitizeFileName,
  toE164,
} from './application.ts'
import { parseUuid } from './identifiers.ts'

/** A form body's fields as the endpoint reads them (the last of a repeated name wins). */
export type FormInput = Record<string, string | File | undefined>

/** The CV of a valid submission: a file just sent, or one kept from an attempt that failed. */
export type CvInput =
  | { kind: 'upload'; bytes: Uint8Array<ArrayBuffer>; fileName: string }
  | { kind: 'stored'; key: string; fileName: string }

export type ParsedApplication =
  | { status: 'valid'; idempotencyKey: string; fields: ApplicationFields; cv: CvInput }
  | { status: 'invalid'; submission: ApplicationSubmission }
  | { status: 'too-large'; submission: ApplicationSubmission }

/** Text fields shown again on a refused form, from the schema (the consents are booleans). */
type TextField = Exclude<keyof ApplicationSubmission['values'], 'consentRetention' | 'consentTerms'>
const CONSENTS = ['consentRetention', 'consentTerms'] as const
export const APPLICATION_TEXT_FIELDS = [
  ...(Object.keys(applicationSchema.shape) as (keyof ApplicationFields)[]).filter(
    (name): name is Exclude<keyof ApplicationFields, (typeof CONSENTS)[number]> =>
      !(CONSENTS as readonly string[]).includes(name),
  ),
  'idempotencyKey',
  'storedCvKey',
  'storedCvName',
] as const satisfies readonly TextField[]

/** The form's hidden field naming a CV kept from a failed attempt (see `storedCvKeyPattern`). */
export const STORED_CV_FIELD = 'storedCvKey'
/** Long enough for any form field; a longer value is refused by the schema anyway. */
const MAX_ECHOED_LENGTH = 20_000

/**
 * A CV object key: `cv/{day}/{idempotency key}/{attempt}.pdf`. The attempt part is a
 * random UUID chosen by the server, so a key names one attempt's object and cannot be
 * guessed; the form may hand it back only for the same idempotency key.
 */
export const storedCvKeyPattern = /^cv\/\d{4}-\d{2}-\d{2}\/([0-9a-f-]{36})\/[0-9a-f-]{36}\.pdf$/

/**
 * Reads an application form: the values to show again, every field's error code (the
 * spec's messages), the CV's checks (type, size, PDF bytes) and the idempotency key.
 * Pure: the caller reads the CV's bytes (`cvBytes`) and does everything with side effects.
 */
export function parseApplication(form: FormInput, cvBytes: Uint8Array<ArrayBuffer> | null): ParsedApplication {
  const values = echoedValues(form)
  // The honeypot (`website`) only flags the application (server/features/application-risk/).

  const errors: ApplicationSubmission['errors'] = {}
  const parsed = applicationSchema.safeParse(withPhoneCountry(form))
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as keyof ApplicationSubmission['errors']
    errors[field] ??= issue.message as ApplicationSubmission['errors'][typeof field]
  }

  const file = form.cv instanceof File && form.cv.size > 0 ? form.cv : null
  if (file && file.size > CV_MAX_BYTES) {
    return { status: 'too-large', submission: { values, errors, formError: 'too-large' } }
  }
  const idempotencyKey = parseUuid(values.idempotencyKey) // a UUID, like job ids
  const cv = readCv(file, cvBytes, values, idempotencyKey)
  if (typeof cv === 'string') errors.cv = cv
  // Without a key there is nothing to make retries safe with: the form was not ours.
  if (!parsed.success || typeof cv === 'string' || !idempotencyKey) {
    return { status: 'invalid', submission: { values, errors, formError: null } }
  }
  return { status: 'valid', idempotencyKey, fields: parsed.data, cv }
}

/**
 * The phone as read with the country chosen in the form's list (`phoneCountry`, the
 * widget's select): without JavaScript only the server can read a national number with it.
 */
function withPhoneCountry(form: FormInput): FormInput {
  const { phone, phoneCountry } = form
  if (typeof phone !== 'string' || typeof phoneCountry !== 'string') return form
  return { ...form, phone: toE164(phone, phoneCountry) ?? phone }
}

/** What a refused form shows again of what was typed (never the file). */
export function echoedValues(form: FormInput): ApplicationSubmission['values'] {
  const values: ApplicationSubmission['values'] = {}
  for (const name of APPLICATION_TEXT_FIELDS) {
    const value = form[name]
    if (typeof value === 'string') values[name] = value.slice(0, MAX_ECHOED_LENGTH)
  }
  for (const name of CONSENTS) values[name] = form[name] === 'on'
  return values
}

/**
 * The job title and company name the form carries in hidden fields, so that it can be
 * shown again while the database is down. Only ever shown to whoever posted them: the
 * endpoint refuses cross-site posts (ADR 017).
 */
export function readDisplay(form: FormInput): ApplicationDisplay | null {
  const jobTitle = typeof form.jobTitle === 'string' ? form.jobTitle.trim() : ''
  const companyName = typeof form.companyName === 'string' ? form.companyName.trim() : ''
  const fits = (text: string, max: number) => text.length > 0 && text.length <= max && isStorableText(text)
  return fits(jobTitle, 300) && fits(companyName, 200) ? { jobTitle, companyName } : null
}

function readCv(
  file: File | null,
  bytes: Uint8Array<ArrayBuffer> | null,
  values: ApplicationSubmission['values'],
  idempotencyKey: string | null,
): CvInput | (ApplicationSubmission['errors']['cv'] & string) {
  if (!file) {
    // No new file: the one kept from this form's failed attempt, if it names one.
    const key = values.storedCvKey ?? ''
    const match = storedCvKeyPattern.exec(key)
    if (match && match[1] === idempotencyKey) {
      return { kind: 'stored', key, fileName: sanitizeFileName(values.storedCvName ?? '') }
    }
    return APPLICATION_ERROR.cvRequired
  }
  const code = checkCv(file)
  if (code) return code
  if (!bytes || !hasPdfSignature(bytes)) return APPLICATION_ERROR.cvNotPdf
  return { kind: 'upload', bytes, fileName: sanitizeFileName(file.name) }
}
