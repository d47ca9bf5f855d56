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

/**
 * A date written out, for e-mails (29 novembre 2026, 29 November 2026): read far from the
 * site, in any country, where 05/11 could be either month.
 */
export function formatLongDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone: TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date)
}

/** A date and time to the minute (29/11/2026 14:05), for logs such as a webhook's deliveries. */
export function formatDateTime(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date)
}
