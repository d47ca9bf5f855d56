import { afterAll, describe, expect, it } from 'vitest'
import { getCompanyBySlug } from '#server/db/queries/companies.ts'
import { getJobDetail } from '#server/db/queries/jobs.ts'
import { openTestDatabase, SEED } from './database.ts'

const db = openTestDatabase()
afterAll(() => db.close())

describe('getCompanyBySlug', () => {
  it('reads every section 3 field of a complete company, with its visible job count', async () => {
    const company = await getCompanyBySlug(db.sql, SEED.completeCompany.slug)
    expect(company).not.toBeNull()
    expect(company).toMatchObject({
      id: SEED.completeCompany.id,
      slug: 'lumen-energie',
      name: 'Lumen Énergie',
      companiesPhone: expect.stringMatching(/^\+33/),
      foundedYear: expect.any(Number),
      socialLinks: { linkedin: expect.stringContaining('linkedin.com') },
      videoUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
      activeJobCount: 9,
    })
    expect(company?.keyFigures.length).toBeGreaterThanOrEqual(6)
    expect(company?.photos.length).toBeGreaterThanOrEqual(6)
    expect(Array.isArray(company?.techStack) && company.techStack.length).toBeGreaterThan(0)
    expect(Object.keys(company?.seoPages ?? {})).toEqual(
      expect.arrayContaining(['company', 'homepage', 'jobs', 'job_detail', 'team']),
    )
    const nullFields = Object.entries(company ?? {}).filter(([, value]) => value === null)
    expect(nullFields).toEqual([])
  })

  it('returns the sparse company with empty defaults rather than errors', async () => {
    const company = await getCompanyBySlug(db.sql, SEED.sparseCompany.slug)
    expect(company).toMatchObject({
      logoUrl: null,
      companiesPhone: null,
      keyFigures: [],
      photos: [],
      seoPages: {},
      techStack: [],
      videoUrl: null,
      activeJobCount: 2,
    })
  })

  it('keeps only an https video address', async () => {
    for (const address of [
      'http://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'javascript:alert(1)',
      `https://${'x'.repeat(2050)}`,
    ]) {
      await expect(
        db.sql.begin(async (tx) => {
          await tx`update companies set video_url = ${address} where slug = ${SEED.sparseCompany.slug}`
        }),
        address.slice(0, 40),
      ).rejects.toMatchObject({ code: '23514' })
    }
  })

  it('returns null for an unknown slug', async () => {
    expect(await getCompanyBySlug(db.sql, 'no-such-company')).toBeNull()
  })
})

describe('getJobDetail', () => {
  it('reads every detail field of a job', async () => {
    const job = await getJobDetail(db.sql, SEED.completeJob)
    expect(job).toMatchObject({
      id: SEED.completeJob,
      companyId: SEED.completeCompany.id,
      status: 'published',
      salaryMin: '45000.00',
      salaryMax: '55000.00',
      salaryCurrency: 'EUR',
    })
    // Every field filled but the closing date, which the reference job does not have (ADR 035).
    const { closesAt, ...filled } = job ?? { closesAt: undefined }
    expect(closesAt).toBeNull()
    expect(Object.values(filled).filter((value) => value === null)).toEqual([])
  })

  it('reads hidden jobs too (the page decides), and nothing for an unknown id', async () => {
    expect((await getJobDetail(db.sql, SEED.draftJob))?.status).toBe('draft')
    expect(await getJobDetail(db.sql, '00000000-0000-4000-8000-000000000000')).toBeNull()
  })
})
