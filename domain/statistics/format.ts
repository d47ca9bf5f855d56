import { INTL_LOCALE, type Locale } from '../locale.ts'

/** Numbers, rates and the chart's buckets in the page's language. */
export function figureFormat(locale: Locale) {
  const tag = INTL_LOCALE[locale]
  const integer = new Intl.NumberFormat(tag)
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 })
  const day = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' })
  const month = new Intl.DateTimeFormat(tag, { month: 'short', year: 'numeric', timeZone: 'UTC' })
  const date = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
  const at = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`)
  return {
    number: (value: number) => integer.format(value),
    /** A rate, or a dash when there is nothing to divide. */
    rate: (value: number | null) => (value === null ? '–' : percent.format(value)),
    bucket: (iso: string, unit: 'day' | 'month') => (unit === 'day' ? day : month).format(at(iso)),
    date: (iso: string) => date.format(at(iso)),
  }
}

export type FigureFormat = ReturnType<typeof figureFormat>
