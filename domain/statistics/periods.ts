/**
 * The periods of a company's statistics page and the calendar they cover:
 * days in Europe/Paris, as the counting keys its rows (stats_daily.day), today included
 * (its counts arrive through the day). The 12-month view is drawn per month.
 */
export const PERIODS = ['7d', '30d', '90d', '12m'] as const
export type Period = (typeof PERIODS)[number]
export const DEFAULT_PERIOD: Period = '30d'

/** A period's dates, `from` and `to` included (ISO dates), and the unit of its chart. */
export type DateRange = { from: string; to: string; bucket: 'day' | 'month' }

const PARIS_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

const PARIS_HOUR = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', hourCycle: 'h23' })

/** Whether `now` is a Monday in Europe/Paris, from `fromHour` o'clock on: when the weekly e-mail goes. */
export function isMondayFrom(now: Date, fromHour: number): boolean {
  const weekday = new Date(`${parisDay(now)}T00:00:00Z`).getUTCDay()
  return weekday === 1 && Number(PARIS_HOUR.format(now)) >= fromHour
}

/** The calendar day (YYYY-MM-DD) in Europe/Paris at `now`. */
export function parisDay(now: Date): string {
  return PARIS_DAY.format(now)
}

export function parsePeriod(value: unknown): Period {
  return (PERIODS as readonly unknown[]).includes(value) ? (value as Period) : DEFAULT_PERIOD
}

/** `day` (YYYY-MM-DD) moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** The first day of `day`'s month moved by `months` months. */
export function addMonths(day: string, months: number): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`)
  date.setUTCMonth(date.getUTCMonth() + months)
  return date.toISOString().slice(0, 10)
}

export function periodRange(period: Period, now: Date): DateRange {
  const today = parisDay(now)
  if (period === '12m') return { from: addMonths(today, -11), to: today, bucket: 'month' }
  const days = { '7d': 7, '30d': 30, '90d': 90 }[period]
  return { from: addDays(today, 1 - days), to: today, bucket: 'day' }
}

/** Every bucket of a range in order (each day, or each month's first day): the chart's x axis. */
export function rangeBuckets(range: DateRange): string[] {
  const buckets: string[] = []
  const step = range.bucket === 'day' ? (day: string) => addDays(day, 1) : (day: string) => addMonths(day, 1)
  for (let bucket = range.bucket === 'day' ? range.from : range.from.slice(0, 8).concat('01'); bucket <= range.to; ) {
    buckets.push(bucket)
    bucket = step(bucket)
  }
  return buckets
}

/**
 * The last complete week (Monday to Sunday, Europe/Paris) before `now`'s week, and the
 * week before it: what the weekly e-mail compares. `week` names it (its Monday).
 */
export function previousWeeks(now: Date): { week: string; last: DateRange; before: DateRange } {
  const today = parisDay(now)
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7 // Monday 0
  const thisMonday = addDays(today, -weekday)
  const lastMonday = addDays(thisMonday, -7)
  return {
    week: lastMonday,
    last: { from: lastMonday, to: addDays(thisMonday, -1), bucket: 'day' },
    before: { from: addDays(lastMonday, -7), to: addDays(lastMonday, -1), bucket: 'day' },
  }
}
