import { describe, expect, it } from 'vitest'
import type { JobFigures } from '#domain/statistics/figures.ts'
import { bestJobs, weeklyStatisticsEmail } from './weekly-email.ts'

const job = (title: string, views: number, applications: number): JobFigures => ({
  jobId: title,
  title,
  status: 'published',
  views,
  visitors: views,
  formViews: 0,
  applications,
})
const week = { from: '2026-11-23', to: '2026-11-29', bucket: 'day' } as const
const figures = (views: number, visitors: number, applications: number) => ({
  views,
  visitors,
  formViews: 0,
  applications,
})

describe('the weekly statistics e-mail (ADR 043)', () => {
  it('names three best jobs: most applications, then views, then title', () => {
    const jobs = [job('Comptable', 50, 0), job('Boulanger', 10, 2), job('Alternant', 20, 2), job('Zinguer', 90, 1)]
    expect(bestJobs(jobs).map((best) => best.title)).toEqual(['Alternant', 'Boulanger', 'Zinguer'])
    expect(bestJobs([job('Seul', 0, 0)])).toHaveLength(1)
  })

  it("compares the week with the one before, in the recruiters' language, a title never run as HTML", () => {
    const input = {
      companyName: 'Lumen Énergie',
      week,
      last: figures(120, 80, 4),
      before: figures(100, 70, 0),
      bestJobs: [job('<b>Soudeur</b>', 30, 2)],
      url: 'https://jobs.example/fr/lumen-energie/statistics?token=t',
    }
    const french = weeklyStatisticsEmail({ ...input, locale: 'fr' })
    // French puts a no-break space before % (Intl).
    expect(french.textBody.replace(/\u00a0|\u202f/g, ' ')).toContain('Conversion : 5 % (semaine précédente : 0 %)')
    expect(french.htmlBody).toContain('&lt;b&gt;Soudeur&lt;/b&gt;')
    expect(french.htmlBody).not.toContain('<b>Soudeur')
    const english = weeklyStatisticsEmail({ ...input, locale: 'en', bestJobs: [] })
    expect(english.subject).toMatch(/^Lumen Énergie statistics/)
    expect(english.textBody).toContain('Views: 120 (previous week: 100)')
    expect(english.textBody).toContain('No job was viewed this week.')
  })
})
