/**
 * Why a withdrawal link does not lead to its form (ADR 025): not one of ours or altered
 * (404), expired with the retention period (410), its application already withdrawn (410),
 * the database down (503).
 */
export const WITHDRAWAL_REFUSALS = [
  'withdrawal-link-invalid',
  'withdrawal-link-expired',
  'application-withdrawn',
  'withdrawal-unavailable',
] as const

export type WithdrawalRefusal = (typeof WITHDRAWAL_REFUSALS)[number]

export const WITHDRAWAL_REFUSAL_STATUS: Record<WithdrawalRefusal, 404 | 410 | 503> = {
  'withdrawal-link-invalid': 404,
  'withdrawal-link-expired': 410,
  'application-withdrawn': 410,
  'withdrawal-unavailable': 503,
}

/**
 * Why a page was not rendered (`throw render(status, reason)`): each has its heading on
 * the error page (pages/_error/error-texts.ts), which the type system and
 * pages/_error/error-texts.test.ts check, and a reason not listed here does not compile
 * (pages/vike-context.d.ts).
 */
export const ABORT_REASONS = [
  'company-not-found',
  'company-load-failed',
  'job-not-found',
  // A job list page number the list never links to, or past its end.
  'job-list-page-not-found',
  'job-load-failed',
  'job-closed',
  // A refused application shown without its form (pages/(job-space)/…/apply).
  'application-too-large',
  'application-rate-limited',
  'application-unavailable',
  // A job alert's e-mailed link that is not one of ours (ADR 026).
  'alert-link-invalid',
  // A job alert's link past its date, or whose alert is gone (expired, unsubscribed).
  'alert-link-expired',
  'alert-load-failed',
  ...WITHDRAWAL_REFUSALS,
  // A company's statistics link (ADR 043): not one of ours, altered or another company's
  // (403); past its date (410); the database down (503).
  'statistics-link-invalid',
  'statistics-link-expired',
  'statistics-unavailable',
  // A candidate's status link (ADR 046): not one of ours or another company's (404), past
  // the application's retention (410), the database down (503).
  'status-link-invalid',
  'status-link-expired',
  'status-unavailable',
  // A recruiter's status link (ADR 046): not one of ours (404), past its date or its
  // application gone (410).
  'recruiter-link-invalid',
  'recruiter-link-expired',
] as const

export type AbortReason = (typeof ABORT_REASONS)[number]
