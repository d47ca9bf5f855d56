import { afterAll, describe, expect, it } from 'vitest'
import type { JobFilters } from '#domain/job-list.ts'
import { getCompanyBySlug } from '#server/db/queries/companies.ts'
import { countJobs, listJobFacets, listJobPage } from '#server/db/queries/job-list.ts'
import { getJobListPage } from '#server/db/queries/job-list-page.ts'
import { getJobPage } from '#server/db/queries/job-page.ts'
import { getJobDetail } from '#server/db/queries/jobs.ts'
import { openTestDatabase, SEED } from './database.ts'

/**
 * A page's one statement (ADR 050) reads exactly what its parts read alone, with the same
 * types: Dates, numbers, exact decimals as text, JSON columns parsed (toEqual tells a Date
 * from its ISO string).
 */
const db = openTestDatabase()
afterAll(() => db.close())

const slug = SEED.completeCompany.slug
const none: JobFilters = { q: '', contract: '', city: '', remote: '' }

describe('getJobPage', () => {
  it.each([
    ['a visible job', SEED.completeJob],
    ['a draft', SEED.draftJob],
    ['a job of another company', SEED.sparseCompanyJob],
    ['no such job', '00000000-0000-4000-8000-000000000000'],
  ])('%s: the company and the job, as getCompanyBySlug and getJobDetail read them', async (_name, id) => {
    const read = await getJobPage(db.sql, slug, id)
    expect(read).toEqual({ company: await getCompanyBySlug(db.sql, slug), job: await getJobDetail(db.sql, id) })
    expect(read?.company.pageChangedAt).toBeInstanceOf(Date)
  })

  it('a visible job comes with its dates as Dates', async () => {
    const read = await getJobPage(db.sql, slug, SEED.completeJob)
    expect(read?.job?.publishedAt).toBeInstanceOf(Date)
    expect(read?.job?.changedAt).toBeInstanceOf(Date)
  })

  it('no company of that slug: null, whatever the job', async () => {
    expect(await getJobPage(db.sql, 'no-such-company', SEED.completeJob)).toBeNull()
  })
})

describe('getJobListPage', () => {
  it.each<[string, Partial<JobFilters>, number]>([
    ['the whole list', {}, 1],
    ['its second page', {}, 2],
    ['a search', { q: 'éolien' }, 1],
    ['one filter', { contract: 'cdi' }, 1],
    ['a search and filters', { q: 'data', contract: 'CDI', remote: 'Hybride' }, 1],
  ])('%s: the page, options and count their own queries read', async (_name, set, page) => {
    const filters = { ...none, ...set }
    const company = await getCompanyBySlug(db.sql, slug)
    if (!company) throw new Error('no seeded company')
    const scope = { companyId: company.id, workspaceId: company.workspaceId }
    const filtered = Object.keys(set).length > 0
    expect(await getJobListPage(db.sql, slug, filters, page)).toEqual({
      company,
      page: await listJobPage(db.sql, scope, filters, page),
      facets: await listJobFacets(db.sql, scope),
      count: filtered ? await countJobs(db.sql, scope, filters) : { jobs: company.activeJobCount, capped: false },
    })
  })

  it('lists Dates and reads a non-empty page (what the comparison above compares)', async () => {
    const read = await getJobListPage(db.sql, slug, none, 1)
    expect(read?.page.jobs.length).toBeGreaterThan(0)
    expect(read?.page.jobs[0]?.publishedAt).toBeInstanceOf(Date)
    expect(read?.facets.contract.length).toBeGreaterThan(0)
  })

  it('no company of that slug: null', async () => {
    expect(await getJobListPage(db.sql, 'no-such-company', none, 1)).toBeNull()
  })
})
