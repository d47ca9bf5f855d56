import { INTL_LOCALE, type Locale } from './locale.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** The largest unit that fits: minutes below an hour, hours below a day, days below 30 days, and so on. */
function ageIn(ms: number): [number, Intl.RelativeTimeFormatUnit] {
  if (ms < HOUR) return [Math.floor(ms / MINUTE), 'minute']
  if (ms < DAY) return [Math.floor(ms / HOUR), 'hour']
  if (ms < 30 * DAY) return [Math.floor(ms / DAY), 'day']
  if (ms < 365 * DAY) return [Math.floor(ms / (30 * DAY)), 'month']
  return [Math.floor(ms / (365 * DAY)), 'year']
}

/**
 * 'il y a 3 jours' / '3 days ago', from the `now` the page's data was read at. Months count 30 days and
 * years 365: this is an approximate age, not a date.
 */
export function relativePostingAge(publishedAt: Date, now: Date, locale: Locale): string {
  const elapsed = Math.max(0, now.getTime() - publishedAt.getTime())
  // An invalid date gives NaN: show 'this minute' rather than throw in the middle of a page.
  const ms = Number.isFinite(elapsed) ? elapsed : 0
  const [amount, unit] = ageIn(ms)
  const format = new Intl.RelativeTimeFormat(INTL_LOCALE[locale], { numeric: 'auto' })
  // Ages are in the past, hence negative; zero stays a plain 0 so that it reads 'this minute'.
  return format.format(amount === 0 ? 0 : -amount, unit)
}
