import { afterAll, describe, expect, it } from 'vitest'
import { JOB_LIST_PAGE_SIZE, type JobFilters } from '#domain/job-list.ts'
import { countJobs, listJobFacets, listJobPage } from '#server/db/queries/job-list.ts'
import { openTestDatabase, SEED } from './database.ts'

const db = openTestDatabase()
afterAll(() => db.close())

const scope = { companyId: SEED.completeCompany.id, workspaceId: 'a0000000-0000-4000-8000-000000000001' }
const none: JobFilters = { q: '', contract: '', city: '', remote: '' }
const titles = async (filters: Partial<JobFilters>) =>
  (await listJobPage(db.sql, scope, { ...none, ...filters }, 1)).jobs.map((job) => job.title)

describe('listJobPage', () => {
  it('lists only published, open and active jobs of the company, newest first, with the list columns', async () => {
    const { jobs, hasNext } = await listJobPage(db.sql, scope, none, 1)
    expect(jobs).toHaveLength(9)
    expect(hasNext).toBe(false)
    expect(new Set(jobs.map((job) => job.status))).toEqual(new Set(['published', 'open', 'active']))
    const dates = jobs.map((job) => job.publishedAt.getTime())
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    expect(Object.keys(jobs[0] ?? {}).sort()).toEqual(
      [
        'applyUrl',
        'city',
        'contractType',
        'countryCode',
        'publishedAt',
        'experienceLevel',
        'id',
        'status',
        'title',
      ].sort(),
    )
  })

  it('needs both the company and its workspace', async () => {
    const other = { ...scope, workspaceId: 'a0000000-0000-4000-8000-000000000002' }
    expect((await listJobPage(db.sql, other, none, 1)).jobs).toEqual([])
  })

  it('is empty past the last page', async () => {
    expect(await listJobPage(db.sql, scope, none, 2)).toEqual({ jobs: [], hasNext: false })
    expect(JOB_LIST_PAGE_SIZE).toBe(20)
  })

  it('searches the title as a substring, ignoring case and accents on both sides', async () => {
    expect(await titles({ q: 'developpeur' })).toEqual(['Développeur·se full-stack TypeScript'])
    expect(await titles({ q: 'DÉVELOPPEUR' })).toEqual(['Développeur·se full-stack TypeScript'])
    expect(await titles({ q: 'stagiaire' })).toEqual(['Stagiaire data analyst'])
    expect(await titles({ q: 'éolien' })).toHaveLength(2)
    expect(await titles({ q: 'zzz' })).toEqual([])
  })

  it('searches LIKE wildcards and quotes as plain characters', async () => {
    expect(await titles({ q: '%' })).toEqual([])
    expect(await titles({ q: '_' })).toEqual([])
    expect(await titles({ q: "'; drop table jobs;--" })).toEqual([])
    expect(await titles({ q: '\\' })).toEqual([])
  })

  it('filters on contract, city and remote, ignoring case, accents and spaces', async () => {
    // 'CDI' and 'cdi' are one contract type.
    expect(await titles({ contract: 'cdi' })).toHaveLength(5)
    expect(await titles({ contract: ' CDI ' })).toHaveLength(5)
    expect(await titles({ contract: 'CD' })).toEqual([])
    expect(await titles({ city: 'PARIS' })).toHaveLength(4)
    expect(await titles({ remote: 'teletravail complet' })).toHaveLength(2)
    expect(await titles({ contract: 'CDI', city: 'paris', remote: 'Hybride' })).toEqual(['Ingénieur·e photovoltaïque'])
    expect(await titles({ q: 'ingénieur', contract: 'Stage' })).toEqual([])
  })
})

describe('countJobs', () => {
  const exactly = (jobs: number) => ({ jobs, capped: false })

  it('counts the matching visible jobs', async () => {
    expect(await countJobs(db.sql, scope, none)).toEqual(exactly(9))
    expect(await countJobs(db.sql, scope, { ...none, q: 'nothing-like-this' })).toEqual(exactly(0))
    expect(await countJobs(db.sql, scope, { ...none, contract: 'CDI', city: 'paris', remote: 'Hybride' })).toEqual(
      exactly(1),
    )
    expect(await countJobs(db.sql, scope, { ...none, q: 'éolien' })).toEqual(exactly(2))
  })

  it('counts one filter from the maintained counts, compared as the list compares', async () => {
    expect(await countJobs(db.sql, scope, { ...none, contract: 'cdi' })).toEqual(exactly(5))
    expect(await countJobs(db.sql, scope, { ...none, contract: ' CDI ' })).toEqual(exactly(5))
    expect(await countJobs(db.sql, scope, { ...none, remote: 'TELETRAVAIL COMPLET' })).toEqual(exactly(2))
    expect(await countJobs(db.sql, scope, { ...none, city: 'Nulle part' })).toEqual(exactly(0))
    const other = { ...scope, workspaceId: 'a0000000-0000-4000-8000-000000000002' }
    expect(await countJobs(db.sql, other, { ...none, contract: 'cdi' })).toEqual(exactly(0))
  })
})

describe('listJobFacets', () => {
  it('lists nothing for another workspace than the company’s', async () => {
    const other = { ...scope, workspaceId: 'a0000000-0000-4000-8000-000000000002' }
    expect(await listJobFacets(db.sql, other)).toEqual({ contract: [], city: [], remote: [] })
  })

  it('lists each value once, whatever its case, capitalised spelling first, sorted the French way, with counts', async () => {
    const facets = await listJobFacets(db.sql, scope)
    expect(facets.contract).toEqual([
      { value: 'Alternance', jobs: 1 },
      { value: 'CDD', jobs: 1 },
      { value: 'CDI', jobs: 5 },
      { value: 'Freelance', jobs: 1 },
      { value: 'Stage', jobs: 1 },
    ])
    expect(facets.city.map((option) => option.value)).toEqual([
      'Amiens',
      'Bruxelles',
      'Lausanne',
      'Lyon',
      'Nantes',
      'Paris',
    ])
    // A job with no remote value has no option.
    expect(facets.remote.map((option) => option.value)).toEqual(['Hybride', 'Sur site', 'Télétravail complet'])
  })
})
