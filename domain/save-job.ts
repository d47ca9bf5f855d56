/**
 * The save-by-email address check, shared by the dialog and the endpoint's schema
 * (domain/save-job-schema.ts; kept apart so the job page's JavaScript carries no zod).
 * Spec section 5: non-empty and "text, at sign, text, dot, text". The length cap is the
 * longest address SMTP accepts.
 *
 * "Text" is one plain address's text: no white space, no second at sign, none of the
 * characters that turn an address into a list or a display form (`<a@b.co>`, `a@b.co>x`,
 * `a@b.co, c@d.co`, quotes, comments), no control character (a line break would reach
 * the e-mail's To header; NUL is refused by PostgreSQL). Letters beyond ASCII stay
 * allowed: internationalised addresses exist.
 */
export const SAVE_JOB_EMAIL_PATTERN =
  /^[^\s@<>()[\]\\,;:"\p{Cc}\u2028\u2029]+@[^\s@<>()[\]\\,;:"\p{Cc}\u2028\u2029]+\.[^\s@<>()[\]\\,;:"\p{Cc}\u2028\u2029]+$/u
export const EMAIL_MAX_LENGTH = 254

export function isValidSaveJobEmail(value: string): boolean {
  const email = value.trim()
  return email.length > 0 && email.length <= EMAIL_MAX_LENGTH && SAVE_JOB_EMAIL_PATTERN.test(email)
}

/**
 * The endpoint's refusal of a field, as a code: the email field has the spec's message
 * ('Veuillez saisir un email valide.'), a job id that cannot be one is an unknown job
 * ('Offre introuvable'), and any other field the generic failure message.
 */
export const SAVE_JOB_ERROR = {
  email: 'invalid-email',
  jobId: 'job-not-found',
  other: 'invalid-payload',
} as const
export type SaveJobErrorCode = (typeof SAVE_JOB_ERROR)[keyof typeof SAVE_JOB_ERROR]
