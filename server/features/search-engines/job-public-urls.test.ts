import { describe, expect, it } from 'vitest'
import { groupByOrigin, jobPublicUrl } from './job-public-urls.ts'

const ORIGIN = 'https://jobs.example'
const JOB = 'b0000000-0000-4000-8000-000000000001'

describe('a job’s public URL for the search engines', () => {
  it('is under the slug on the platform, without it on the company’s own domain', () => {
    expect(jobPublicUrl({ hostname: null, companySlug: 'lumen-energie', jobId: JOB, locale: 'fr' }, ORIGIN)).toBe(
      `${ORIGIN}/fr/lumen-energie/jobs/${JOB}`,
    )
    expect(
      jobPublicUrl(
        { hostname: 'careers.lumen.example', companySlug: 'lumen-energie', jobId: JOB, locale: 'en' },
        ORIGIN,
      ),
    ).toBe(`https://careers.lumen.example/en/jobs/${JOB}`)
  })

  it('groups URLs by origin, one group per host', () => {
    const pages = [
      { hostname: null, companySlug: 'a', jobId: JOB, locale: 'fr' as const },
      { hostname: 'careers.b.example', companySlug: 'b', jobId: JOB, locale: 'fr' as const },
      { hostname: null, companySlug: 'c', jobId: JOB, locale: 'en' as const },
    ]
    expect(groupByOrigin(pages, ORIGIN).map(({ origin, pages }) => [origin, pages.map((entry) => entry.url)])).toEqual([
      [ORIGIN, [`${ORIGIN}/fr/a/jobs/${JOB}`, `${ORIGIN}/en/c/jobs/${JOB}`]],
      ['https://careers.b.example', [`https://careers.b.example/fr/jobs/${JOB}`]],
    ])
  })
})
