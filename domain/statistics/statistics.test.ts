import { describe, expect, it } from 'vitest'
import { csvCell, jobsCsv } from './csv.ts'
import { conversion, fillSeries, type JobFigures, parseJobOrder, sortJobs } from './figures.ts'
import { isMondayFrom, parisDay, parsePeriod, periodRange, previousWeeks, rangeBuckets } from './periods.ts'

describe('statistics periods', () => {
  it('counts days in Europe/Paris, today included', () => {
    // 23:30 UTC on the 26th is already the 27th in Paris (winter, UTC+1).
    expect(parisDay(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27')
    expect(periodRange('7d', new Date('2026-11-26T10:00:00Z'))).toEqual({
      from: '2026-11-20',
      to: '2026-11-26',
      bucket: 'day',
    })
    expect(rangeBuckets(periodRange('30d', new Date('2026-03-31T10:00:00Z')))).toHaveLength(30)
    expect(rangeBuckets(periodRange('90d', new Date('2026-03-31T10:00:00Z')))).toHaveLength(90)
  })

  it('draws 12 months per month, the current one included', () => {
    const range = periodRange('12m', new Date('2026-11-26T10:00:00Z'))
    expect(range).toEqual({ from: '2025-12-01', to: '2026-11-26', bucket: 'month' })
    const buckets = rangeBuckets(range)
    expect(buckets).toHaveLength(12)
    expect(buckets[0]).toBe('2025-12-01')
    expect(buckets.at(-1)).toBe('2026-11-01')
  })

  it('takes an unknown period as the default one', () => {
    expect(parsePeriod('90d')).toBe('90d')
    expect(parsePeriod('1y')).toBe('30d')
    expect(parsePeriod(undefined)).toBe('30d')
  })

  it('compares the last complete week, Monday to Sunday, with the one before', () => {
    // Monday 30 November 2026, 07:00 in Paris.
    const weeks = previousWeeks(new Date('2026-11-30T06:00:00Z'))
    expect(weeks.week).toBe('2026-11-23')
    expect(weeks.last).toEqual({ from: '2026-11-23', to: '2026-11-29', bucket: 'day' })
    expect(weeks.before).toEqual({ from: '2026-11-16', to: '2026-11-22', bucket: 'day' })
    // Sunday evening: still the week before.
    expect(previousWeeks(new Date('2026-11-29T20:00:00Z')).week).toBe('2026-11-16')
  })

  it('sends the weekly e-mail on Monday morning in Paris', () => {
    expect(isMondayFrom(new Date('2026-11-30T06:00:00Z'), 7)).toBe(true) // 07:00 in Paris
    expect(isMondayFrom(new Date('2026-11-30T05:59:00Z'), 7)).toBe(false)
    expect(isMondayFrom(new Date('2026-11-29T23:30:00Z'), 0)).toBe(true) // already Monday in Paris
    expect(isMondayFrom(new Date('2026-12-01T06:00:00Z'), 7)).toBe(false)
  })
})

describe('statistics figures', () => {
  const job = (jobId: string, title: string, views: number, visitors: number, applications: number): JobFigures => ({
    jobId,
    title,
    status: 'published',
    views,
    visitors,
    formViews: 0,
    applications,
  })

  it('has no conversion without visitors', () => {
    expect(conversion({ visitors: 0, applications: 0 })).toBeNull()
    expect(conversion({ visitors: 40, applications: 2 })).toBe(0.05)
  })

  it('fills the days without rows with zeros', () => {
    const series = fillSeries({ from: '2026-11-24', to: '2026-11-26', bucket: 'day' }, [
      { bucket: '2026-11-25', views: 5, visitors: 3, formViews: 1, applications: 1 },
    ])
    expect(series.map((row) => [row.bucket, row.views])).toEqual([
      ['2026-11-24', 0],
      ['2026-11-25', 5],
      ['2026-11-26', 0],
    ])
  })

  it('sorts the jobs by the chosen column, ties by title', () => {
    const jobs = [job('a', 'Comptable', 10, 5, 1), job('b', 'Boulanger', 30, 20, 0), job('c', 'Alternant', 10, 2, 1)]
    expect(sortJobs(jobs, parseJobOrder('views', 'desc')).map((j) => j.jobId)).toEqual(['b', 'c', 'a'])
    expect(sortJobs(jobs, parseJobOrder('title', undefined)).map((j) => j.jobId)).toEqual(['c', 'b', 'a'])
    // c converts 1/2, a 1/5, b 0/20.
    expect(sortJobs(jobs, parseJobOrder('conversion', 'desc')).map((j) => j.jobId)).toEqual(['c', 'a', 'b'])
    expect(parseJobOrder('salary', 'desc')).toEqual({ sort: 'views', order: 'desc' })
  })
})

describe('statistics CSV', () => {
  it('escapes what a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@']) expect(csvCell(`${start}1+1`)).toBe(`'${start}1+1`)
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`)
    expect(csvCell('Chef, de projet')).toBe('"Chef, de projet"')
    expect(csvCell('Plain')).toBe('Plain')
    expect(csvCell(null)).toBe('')
  })

  it('writes a header and one line per job', () => {
    const csv = jobsCsv(
      ['Job', 'Status', 'Views', 'Visitors', 'Form views', 'Applications', 'Conversion'],
      [{ jobId: 'x', title: '@admin', status: 'closed', views: 12, visitors: 8, formViews: 3, applications: 2 }],
    )
    expect(csv).toBe(
      "\uFEFFJob,Status,Views,Visitors,Form views,Applications,Conversion\r\n'@admin,closed,12,8,3,2,0.25\r\n",
    )
  })
})
