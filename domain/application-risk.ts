/**
 * How likely an application is to come from a bot or a mass-apply tool
 * (ADR 077). Each signal is computed by the Worker when the application arrives, cheaply,
 * from what the request and a few indexed counts show; none refuses the application: the
 * company sees the level and the signals, the candidate never does.
 */
export const RISK_SIGNALS = [
  /** The form's hidden field people never see nor fill was filled. */
  'honeypot',
  /** The form's signed render time is missing or not this form's: it was not shown by us. */
  'form-not-shown',
  /** Sent less than FAST_SUBMIT_MS after the form was shown: faster than anyone types. */
  'fast-submit',
  /** No proof-of-work solution: no JavaScript ran (a text browser, a plain HTTP client). */
  'not-verified',
  /** A proof-of-work solution whose challenge had expired (a form left open for hours). */
  'challenge-expired',
  /** The same CV (SHA-256 of its bytes) in many other recent applications. */
  'same-cv',
  /** The same phone number in many other recent applications. */
  'same-phone',
  /** An address at a disposable (throwaway) e-mail domain. */
  'disposable-email',
  /** One client address applying to many companies within the hour. */
  'address-burst',
] as const
export type RiskSignal = (typeof RISK_SIGNALS)[number]

export const RISK_LEVELS = ['low', 'medium', 'high'] as const
export type RiskLevel = (typeof RISK_LEVELS)[number]

export type ApplicationRisk = { level: RiskLevel; signals: RiskSignal[] }

/** A form sent sooner than this after it was shown was not typed by a person. */
export const FAST_SUBMIT_MS = 3_000
/** Other applications in the last 7 days with the same CV or phone before it is a signal. */
export const SAME_CV_OR_PHONE_THRESHOLD = 5
/** Companies applied to from one client address within an hour (this one included) before it is a signal. */
export const ADDRESS_BURST_COMPANIES = 3

/**
 * What each signal weighs. A weight of 3 is proof enough alone (a person never fills the
 * honeypot, nor posts a form we never showed); 2 is strong (faster than typing, a CV sent
 * everywhere, many companies at once); 1 is a doubt only (no JavaScript ran: text browsers
 * and assistive set-ups too; a throwaway address; a phone reused, as a prolific candidate's is).
 */
const WEIGHTS: Record<RiskSignal, number> = {
  honeypot: 3,
  'form-not-shown': 3,
  'fast-submit': 2,
  'not-verified': 1,
  'challenge-expired': 1,
  'same-cv': 2,
  'same-phone': 1,
  'disposable-email': 1,
  'address-burst': 2,
}

/** Weights adding up to this or more: high; to at least 1: medium; none: low. */
const HIGH_FROM = 3

/** The level of a set of signals (each counted once), and the signals in a stable order. */
export function assessRisk(signals: Iterable<RiskSignal>): ApplicationRisk {
  const present = new Set(signals)
  const ordered = RISK_SIGNALS.filter((signal) => present.has(signal))
  const weight = ordered.reduce((sum, signal) => sum + WEIGHTS[signal], 0)
  const level: RiskLevel = weight >= HIGH_FROM ? 'high' : weight > 0 ? 'medium' : 'low'
  return { level, signals: ordered }
}

/** A stored row's values, read defensively: an unknown signal (a later version's) is dropped. */
export function storedRisk(level: string, signals: readonly string[]): ApplicationRisk {
  const known = signals.filter((signal): signal is RiskSignal => (RISK_SIGNALS as readonly string[]).includes(signal))
  return { level: (RISK_LEVELS as readonly string[]).includes(level) ? (level as RiskLevel) : 'low', signals: known }
}
