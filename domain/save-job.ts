/**
 * The save-by-email address check, shared by the dialog and the endpoint's schema
 * (domain/save-job-schema.ts; kept apart so the job page's JavaScript carries no zod).
 * Spec section 5: non-empty and "text, at sign, text, dot, text". The length cap is the
 * longest address SMTP accepts.
 */
export const SAVE_JOB_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const EMAIL_MAX_LENGTH = 254

export function isValidSaveJobEmail(value: string): boolean {
  const email = value.trim()
  return email.length > 0 && email.length <= EMAIL_MAX_LENGTH && SAVE_JOB_EMAIL_PATTERN.test(email)
}
