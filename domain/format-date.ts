import { INTL_LOCALE, type Locale } from './locale.ts'

// Pages render in a Worker, whose clock is UTC: one fixed time zone gives every date the
// calendar day of the French site's visitors (design.md section 5).
const TIME_ZONE = 'Europe/Paris'

/** A calendar date as the spec shows it: fr-FR (e.g. 18/11/2026), en-GB in English. */
export function formatDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date)
}
