import { afterAll, describe, expect, it } from 'vitest'
import type { JobFilters } from '#domain/job-list.ts'
import type { Sql } from '#server/db/client.ts'
import { getCompanyBySlug } from '#server/db/queries/companies.ts'
import { getJobAlertPage, jobAlertQuery, toJobAlert } from '#server/db/queries/job-alerts.ts'
import { countJobs, listJobFacets, listJobPage } from '#server/db/queries/job-list.ts'
import { getJobListPage } from '#server/db/queries/job-list-page.ts'
import { getJobPage } from '#server/db/queries/job-page.ts'
import { getJobDetail } from '#server/db/queries/jobs.ts'
import { applicationToWithdrawQuery, getWithdrawalPage } from '#server/db/queries/withdrawals.ts'
import {
  appliedStatusEventsQuery,
  findStatusApplication,
  getStatusPage,
} from '#server/features/application-status/status-queries.ts'
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

describe('withdrawal, status and alert-link pages', () => {
  // Written and read in a transaction rolled back: the shared database keeps its counts.
  class RolledBack extends Error {}

  it('read in one statement what their parts read alone, events in their order', async () => {
    const done = db.sql.begin(async (tx) => {
      const sql = tx as unknown as Sql
      const [application] = await sql<{ id: string }[]>`
        insert into applications (idempotency_key, job_id, company_id, first_name, last_name, email, phone_e164,
          cover_letter, cv_key, cv_file_name, cv_size_bytes, locale, consent_retention, consent_terms)
        values (gen_random_uuid(), ${SEED.completeJob}, ${SEED.completeCompany.id}, 'Camille', 'Page', 'page@example.org',
          '+33612345678', 'Lettre', ${`cvs/page-statements-${Date.now()}.pdf`}, 'cv.pdf', 10, 'en', true, true)
        returning id
      `
      const id = application?.id ?? ''
      // Recorded in the reverse of their order: the page lists them by when they occurred.
      for (const [status, at] of [
        ['interview', '2030-01-03T10:00:00Z'],
        ['in_review', '2030-01-02T10:00:00Z'],
      ] as const) {
        await sql`
          insert into application_status_events (application_id, company_id, status, occurred_at, source, applied)
          values (${id}, ${SEED.completeCompany.id}, ${status}, ${at}, 'ats', true)
        `
      }
      const [alert] = await sql<{ id: string }[]>`
        insert into job_alerts (company_id, email, locale, q) values (${SEED.completeCompany.id}, 'alert@example.org', 'fr', 'data')
        returning id
      `
      const alertId = alert?.id ?? ''
      const company = await getCompanyBySlug(sql, slug)
      const events = await appliedStatusEventsQuery(sql, id)
      expect(events.map((event) => event.status).slice(-2)).toEqual(['in_review', 'interview'])
      expect(await getStatusPage(sql, slug, id)).toEqual({
        company,
        application: await findStatusApplication(sql, id),
        events,
      })
      expect(await getWithdrawalPage(sql, slug, id)).toEqual({
        company,
        application: (await applicationToWithdrawQuery(sql, id))[0],
      })
      expect((await getWithdrawalPage(sql, slug, id))?.application?.createdAt).toBeInstanceOf(Date)
      const [alertRow] = await jobAlertQuery(sql, alertId)
      expect(await getJobAlertPage(sql, slug, alertId)).toEqual({ company, alert: alertRow && toJobAlert(alertRow) })
      expect((await getJobAlertPage(sql, slug, alertId))?.alert?.criteria.q).toBe('data')
      throw new RolledBack()
    })
    await expect(done).rejects.toBeInstanceOf(RolledBack)
  })
})
