/**
 * Why a page was not rendered (`throw render(status, reason)`): each has its heading on
 * the error page (pages/_error/error-texts.ts), which the type system checks, and a
 * reason not listed here does not compile (pages/vike-context.d.ts).
 */
export type AbortReason =
  | 'company-not-found'
  | 'company-load-failed'
  | 'job-not-found'
  | 'jobs-load-failed'
  /** A job list page number the list never links to, or past its end. */
  | 'job-list-page-not-found'
  | 'job-load-failed'
  | 'job-closed'
  /** A refused application shown without its form (pages/(job-space)/…/apply). */
  | 'application-too-large'
  | 'application-rate-limited'
  | 'application-unavailable'
  /** A job alert's e-mailed link that is not one of ours (ADR 026). */
  | 'alert-link-invalid'
  /** A job alert's link past its date, or whose alert is gone (expired, unsubscribed). */
  | 'alert-link-expired'
  | 'alert-load-failed'
