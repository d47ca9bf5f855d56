import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { JOB_FILTER_NAMES, type JobFilters } from './job-list.ts'

/**
 * Job alerts (ADR 026): a visitor's address and the job list's filters at the time, as
 * the alert's criteria. Shared by the list's form, the endpoint and the e-mails.
 */

/** An alert's criteria are the job list's filters ('' = any), compared the way the list compares them. */
export type JobAlertCriteria = JobFilters

export const NO_CRITERIA: JobAlertCriteria = { q: '', contract: '', city: '', remote: '' }

/** The endpoint's refusal of a field, as a code (each has its message in the form and the JSON answer). */
export const JOB_ALERT_ERROR = {
  email: 'invalid-email',
  criteria: 'invalid-criteria',
} as const
export type JobAlertErrorCode = (typeof JOB_ALERT_ERROR)[keyof typeof JOB_ALERT_ERROR]

/** Refusals of the whole form (nothing wrong with a field). */
export type JobAlertFormError = 'rate-limited' | 'address-capped' | 'unavailable' | 'too-large' | 'invalid-payload'

/** What the job list shows again after a refused post without JavaScript. */
export type JobAlertSubmission = {
  email: string
  fieldError: JobAlertErrorCode | null
  formError: JobAlertFormError | null
}

/** `?alert=sent`: the list after a subscription, saying where the confirmation went. */
export const JOB_ALERT_SENT_PARAM = { name: 'alert', value: 'sent' } as const

const FORM_ERRORS: readonly JobAlertFormError[] = [
  'rate-limited',
  'address-capped',
  'unavailable',
  'too-large',
  'invalid-payload',
]
/**
 * `?alert=<refusal>`: the list with the form's refusal, the page a refused post without
 * JavaScript is answered from, out of the edge cache (ADR 039): one render per list and
 * refusal, not one per refused post. The address typed is put back by the route.
 */
export const JOB_ALERT_REFUSALS: readonly string[] = [...Object.values(JOB_ALERT_ERROR), ...FORM_ERRORS]

/** The refusal `?alert=` names, as the form shows it (no address), or null. */
export function refusalFromAlertParam(value: string | null): JobAlertSubmission | null {
  if (value === null || !JOB_ALERT_REFUSALS.includes(value)) return null
  const isField = (Object.values(JOB_ALERT_ERROR) as string[]).includes(value)
  return {
    email: '',
    fieldError: isField ? (value as JobAlertErrorCode) : null,
    formError: isField ? null : (value as JobAlertFormError),
  }
}

/**
 * The criteria in words, one line ("Contrat : CDI · Ville : Lyon"), or null when the alert
 * takes every new offer of the company. The same words on the list, the pages and in the
 * e-mails.
 */
export function describeJobAlertCriteria(i18n: I18n, criteria: JobAlertCriteria): string | null {
  const parts: string[] = []
  for (const name of JOB_FILTER_NAMES) {
    const value = criteria[name].trim()
    if (value === '') continue
    if (name === 'q') parts.push(i18n._(msg`Titre contenant « ${value} »`))
    if (name === 'contract') parts.push(i18n._(msg`Contrat : ${value}`))
    if (name === 'city') parts.push(i18n._(msg`Ville : ${value}`))
    if (name === 'remote') parts.push(i18n._(msg`Télétravail : ${value}`))
  }
  return parts.length === 0 ? null : parts.join(' · ')
}

/** "Every new offer at X" or "New offers at X: <criteria>". */
export function jobAlertSummary(i18n: I18n, companyName: string, criteria: JobAlertCriteria): string {
  const described = describeJobAlertCriteria(i18n, criteria)
  return described === null
    ? i18n._(msg`Toutes les nouvelles offres de ${companyName}`)
    : i18n._(msg`Nouvelles offres de ${companyName} : ${described}`)
}

/** The language-less paths of an alert's pages; the token is a signed one (server/services/signed-tokens.ts). */
export const jobAlertPaths = {
  confirm: (slug: string, token: string) => `/${slug}/alerts/confirm/${token}`,
  unsubscribe: (slug: string, token: string) => `/${slug}/alerts/unsubscribe/${token}`,
}
