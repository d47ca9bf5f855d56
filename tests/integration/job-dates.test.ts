import { randomUUID } from 'node:crypto'
import type postgres from 'postgres'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { JobFilters } from '#domain/job-list.ts'
import { RequestDatabase } from '#server/db/client.ts'
import { insertApplicationWithEmail } from '#server/db/queries/applications.ts'
import { getCompanyBySlug } from '#server/db/queries/companies.ts'
import { getSitemapCompany, sitemapJobs } from '#server/db/queries/crawl.ts'
import { getCompanyFeed } from '#server/db/queries/feeds.ts'
import { countJobs, listJobFacets, listJobPage } from '#server/db/queries/job-list.ts'
import { upkeepJobs } from '#server/services/job-upkeep.ts'
import { openOwnDatabase } from './own-database.ts'

/**
 * Publication and closing dates (ADR 035) on a real PostgreSQL: the database dates a job's
 * publication whoever writes it, and a job past its closing date leaves every list, count,
 * crawl file and form at once, before and after the cron expires it. The reads run as the
 * Worker's role. Own database: the cron's sweep and its log cover every company.
 */
const DATABASE = 'career_job_dates'
const WORKSPACE = 'a5000000-0000-4000-8000-000000000001'
const COMPANY = { id: 'c5000000-0000-4000-8000-000000000001', slug: 'dates-co' }
const scope = { companyId: COMPANY.id, workspaceId: WORKSPACE }
const none: JobFilters = { q: '', contract: '', city: '', remote: '' }

let owner: postgres.Sql
let worker: RequestDatabase

beforeAll(async () => {
  const database = await openOwnDatabase(DATABASE)
  owner = database.owner
  worker = new RequestDatabase(database.workerUrl)
  // Pro: more visible jobs than Starter's 3 (ADR 041).
  await owner`insert into companies (id, slug, name, workspace_id, plan) values (${COMPANY.id}, ${COMPANY.slug}, 'Dates', ${WORKSPACE}, 'pro')`
}, 60_000)
afterAll(async () => {
  await worker?.close()
  await owner?.end()
})
beforeEach(async () => {
  await owner`delete from jobs where company_id = ${COMPANY.id}`
})

type NewJob = { title: string; status?: string; createdAt?: string; closesAt?: string | null; description?: string }

async function addJob(job: NewJob): Promise<string> {
  const [row] = await owner<{ id: string }[]>`
    insert into jobs (company_id, workspace_id, title, status, created_at, closes_at, contract_type, city, description)
    values (${COMPANY.id}, ${WORKSPACE}, ${job.title}, ${job.status ?? 'published'},
      ${job.createdAt ?? '2026-11-20T10:00:00Z'}, ${job.closesAt ?? null}, 'CDI', 'Lyon',
      ${job.description ?? 'Une description.'})
    returning id
  `
  return row?.id ?? ''
}

async function publishedAt(id: string): Promise<Date | null> {
  const [row] = await owner<
    { publishedAt: Date | null }[]
  >`select published_at as "publishedAt" from jobs where id = ${id}`
  return row?.publishedAt ?? null
}

/** The database's clock around `write`: a date it stamps falls between the two. */
async function clockAround(write: () => Promise<unknown>): Promise<{ before: Date; after: Date }> {
  const [before] = await owner<{ now: Date }[]>`select clock_timestamp() as now`
  await write()
  const [after] = await owner<{ now: Date }[]>`select clock_timestamp() as now`
  return { before: before?.now ?? new Date(0), after: after?.now ?? new Date(0) }
}

describe('published_at', () => {
  it('is set by the database when a job first becomes visible, and kept through closing and reopening', async () => {
    const id = await addJob({ title: 'Ancien brouillon', status: 'draft', createdAt: '2026-11-01T09:00:00Z' })
    expect(await publishedAt(id)).toBeNull()
    const { before, after } = await clockAround(() => owner`update jobs set status = 'published' where id = ${id}`)
    const published = await publishedAt(id)
    expect(published?.getTime()).toBeGreaterThanOrEqual(before.getTime())
    expect(published?.getTime()).toBeLessThanOrEqual(after.getTime())

    await owner`update jobs set status = 'closed' where id = ${id}`
    await owner`update jobs set status = 'open', title = 'Rouvert' where id = ${id}`
    expect(await publishedAt(id)).toEqual(published)
    // A writer clearing it gets the recorded date back.
    await owner`update jobs set published_at = null where id = ${id}`
    expect(await publishedAt(id)).toEqual(published)
  })

  it('dates a job inserted visible by its creation, and leaves drafts and hidden jobs unpublished', async () => {
    const visible = await addJob({ title: 'Publié d’emblée', createdAt: '2026-11-10T08:00:00Z' })
    expect(await publishedAt(visible)).toEqual(new Date('2026-11-10T08:00:00Z'))
    const draft = await addJob({ title: 'Brouillon', status: 'draft' })
    await owner`update jobs set title = 'Brouillon revu' where id = ${draft}`
    expect(await publishedAt(draft)).toBeNull()
  })

  it('orders the list and the feeds: a draft published today comes before jobs published earlier', async () => {
    const earlier = await addJob({ title: 'Publié le 20', createdAt: '2026-11-20T10:00:00Z' })
    const late = await addJob({ title: 'Brouillon du 1er', status: 'draft', createdAt: '2026-11-01T10:00:00Z' })
    await owner`update jobs set status = 'published' where id = ${late}`

    const page = await listJobPage(worker.sql, scope, none, 1)
    expect(page.jobs.map((job) => job.id)).toEqual([late, earlier])
    expect(page.jobs[0]?.publishedAt).toEqual(await publishedAt(late))
    const feed = await getCompanyFeed(worker.sql, COMPANY.slug, { limit: 1, before: null })
    expect(feed?.jobs.map((job) => job.id)).toEqual([late])
    expect(feed?.jobs[0]?.publishedAt).toEqual(await publishedAt(late))
    const next = await getCompanyFeed(worker.sql, COMPANY.slug, { limit: 1, before: late })
    expect(next?.jobs.map((job) => job.id)).toEqual([earlier])
    expect(next?.hasMore).toBe(false)
    // After the last job: an empty page; a job closed since still pages (a reader's next link).
    expect((await getCompanyFeed(worker.sql, COMPANY.slug, { limit: 1, before: earlier }))?.jobs).toEqual([])
    await owner`update jobs set status = 'closed' where id = ${late}`
    const afterClosed = await getCompanyFeed(worker.sql, COMPANY.slug, { limit: 1, before: late })
    expect(afterClosed?.jobs.map((job) => job.id)).toEqual([earlier])
    // Any other id, another company's job included, is not a page of this feed: null, a 404.
    expect(await getCompanyFeed(worker.sql, COMPANY.slug, { limit: 1, before: randomUUID() })).toBeNull()
    const [foreign] = await worker.sql<{ id: string }[]>`select id from jobs where company_id <> ${COMPANY.id} limit 1`
    expect(await getCompanyFeed(worker.sql, COMPANY.slug, { limit: 1, before: foreign?.id ?? null })).toBeNull()
  })
})

describe('closes_at', () => {
  /** Everything that shows a job, read as the Worker reads it. */
  async function seenEverywhere(id: string) {
    const company = await getCompanyBySlug(worker.sql, COMPANY.slug)
    const sitemap: string[] = []
    const sitemapCompany = await getSitemapCompany(worker.sql, COMPANY.slug)
    if (sitemapCompany) {
      for await (const rows of sitemapJobs(worker.sql, sitemapCompany, { from: null, to: null }, 100)) {
        sitemap.push(...rows.map((row) => row.id))
      }
    }
    const facets = await listJobFacets(worker.sql, scope)
    return {
      list: (await listJobPage(worker.sql, scope, none, 1)).jobs.some((job) => job.id === id),
      searched: (await listJobPage(worker.sql, scope, { ...none, q: 'Poste' }, 1)).jobs.some((job) => job.id === id),
      count: company?.activeJobCount,
      contractCount: (await countJobs(worker.sql, scope, { ...none, contract: 'cdi' })).jobs,
      searchCount: (await countJobs(worker.sql, scope, { ...none, q: 'Poste' })).jobs,
      contractOptions: facets.contract,
      sitemap: sitemap.includes(id),
      feed: (await getCompanyFeed(worker.sql, COMPANY.slug, { limit: 50, before: null }))?.jobs.some(
        (job) => job.id === id,
      ),
    }
  }

  it('a job past its closing date leaves the list, counts, options, sitemap and feeds at once, then the cron expires it', async () => {
    await addJob({ title: 'Poste sans fin' })
    await addJob({ title: 'Poste qui dure', closesAt: '2099-01-01T00:00:00Z' })
    const closing = await addJob({ title: 'Poste qui ferme' })
    expect(await seenEverywhere(closing)).toEqual({
      list: true,
      searched: true,
      count: 3,
      contractCount: 3,
      searchCount: 3,
      contractOptions: [{ value: 'CDI', jobs: 3 }],
      sitemap: true,
      feed: true,
    })

    // Its date passes; nobody changes its status.
    await owner`update jobs set closes_at = now() - interval '1 second' where id = ${closing}`
    const gone = {
      list: false,
      searched: false,
      count: 2,
      contractCount: 2,
      searchCount: 2,
      contractOptions: [{ value: 'CDI', jobs: 2 }],
      sitemap: false,
      feed: false,
    }
    expect(await seenEverywhere(closing)).toEqual(gone)

    // The cron's sweep, as the Worker's role: the job is 'expired' and the counters agree.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await upkeepJobs(worker.sql)).toMatchObject({ expired: 1 })
    const [row] = await owner<{ status: string }[]>`select status from jobs where id = ${closing}`
    expect(row?.status).toBe('expired')
    const [stats] = await owner<{ visibleJobs: number }[]>`
      select visible_jobs as "visibleJobs" from company_job_stats where company_id = ${COMPANY.id}`
    expect(stats?.visibleJobs).toBe(2)
    expect(await seenEverywhere(closing)).toEqual(gone)
    // A second run has nothing left to do.
    expect(await upkeepJobs(worker.sql)).toMatchObject({ expired: 0 })
    warn.mockRestore()
  })

  it('the last job of an option past its date takes the option away', async () => {
    await addJob({ title: 'Poste CDI' })
    const [stage] = await owner<{ id: string }[]>`
      insert into jobs (company_id, workspace_id, title, status, contract_type, description, closes_at)
      values (${COMPANY.id}, ${WORKSPACE}, 'Stage', 'published', 'Stage', 'Un stage.', now() - interval '1 minute')
      returning id`
    expect(stage).toBeDefined()
    expect((await listJobFacets(worker.sql, scope)).contract).toEqual([{ value: 'CDI', jobs: 1 }])
    expect(await countJobs(worker.sql, scope, { ...none, contract: 'stage' })).toEqual({ jobs: 0, capped: false })
  })

  it('takes no application for a job past its closing date', async () => {
    const id = await addJob({ title: 'Poste fermé par sa date', closesAt: '2026-01-01T00:00:00Z' })
    const outcome = await insertApplicationWithEmail(
      worker.sql,
      {
        companySlug: COMPANY.slug,
        idempotencyKey: randomUUID(),
        jobId: id,
        firstName: 'Zoé',
        lastName: 'Date',
        email: 'zoe.date@candidate.example',
        phoneE164: '+33612345678',
        coverLetter: '',
        cvKey: `cvs/${randomUUID()}.pdf`,
        cvFileName: 'cv.pdf',
        cvSizeBytes: 10,
        cvSha256: '0'.repeat(64),
        submissionSha256: '0'.repeat(64),
        locale: 'fr',
      },
      () => {
        throw new Error('no message is composed for a closed job')
      },
    )
    expect(outcome).toBe('job-not-open')
    expect(await owner`select 1 from applications where job_id = ${id}`).toHaveLength(0)
  })
})

describe('jobs without a description', () => {
  it('the cron names each company that has some, once, with a count and no one’s data', async () => {
    await addJob({ title: 'Décrit' })
    await addJob({ title: 'Sans texte', description: '' })
    await addJob({ title: 'Blanc', description: ' \n\t ' })
    // Blank to the pages too (domain/blank-text.ts): no-break, ideographic and zero-width spaces.
    await addJob({ title: 'Invisible', description: '\u00a0\u3000\u200b\u200b' })
    await addJob({ title: 'Brouillon sans texte', status: 'draft', description: '' })
    await addJob({ title: 'Fermé par sa date', description: '', closesAt: '2026-01-01T00:00:00Z' })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      // The seed's companies have some too (Atelier Brique's jobs, Lumen's job 07).
      expect(await upkeepJobs(worker.sql)).toEqual({ expired: 1, companiesWithUndescribedJobs: 3 })
      const lines = warn.mock.calls.map((call) => call.join(' '))
      expect(lines.filter((line) => line.includes(COMPANY.slug))).toEqual([
        'jobs without description: company dates-co has 3 visible job(s) without a description; they carry no JobPosting and stay out of the XML feed until described',
      ])
      expect(lines).toHaveLength(3)
      expect(lines.join('\n')).not.toMatch(/Sans texte|Blanc|Invisible|Brouillon/)
    } finally {
      warn.mockRestore()
    }
  })
})
