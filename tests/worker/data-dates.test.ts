import { describe, expect, test } from './fixtures.ts'
import { get } from './http.ts'

/**
 * Pages and feeds are dated by their data's last change (ADR 036), on the production
 * Worker: a company of the test's own, its dates set far in the past, so that a date of
 * the render (now) cannot pass for one of the data.
 */
const slug = `dated-${Date.now().toString(36)}`
const JOB_EDITED = 'Thu, 01 Jan 2026 00:00:00 GMT'
const COMPANY_EDITED = 'Fri, 02 Jan 2026 00:00:00 GMT'
const JOBS_CHANGED = 'Sat, 03 Jan 2026 00:00:00 GMT'

describe('Last-Modified is the data’s last change, not the render’s time', () => {
  test('job page, company pages, job list and feeds', async ({ sql }) => {
    const [company] = await sql<{ id: string }[]>`
      insert into companies (slug, name, workspace_id, description)
      values (${slug}, 'Entreprise datée', gen_random_uuid(), 'Une entreprise.') returning id`
    const [job] = await sql<{ id: string }[]>`
      insert into jobs (company_id, workspace_id, title, status, city, zip_code, contract_type, description)
      select id, workspace_id, 'Poste daté', 'published', 'Lyon', '69003', 'CDI', 'Un poste.'
      from companies where id = ${company?.id ?? ''} returning id`
    try {
      await sql`update jobs set created_at = ${JOB_EDITED}, updated_at = ${JOB_EDITED} where id = ${job?.id ?? ''}`
      await sql`update companies set page_changed_at = ${COMPANY_EDITED} where id = ${company?.id ?? ''}`
      await sql`update company_job_stats set jobs_changed_at = ${JOBS_CHANGED} where company_id = ${company?.id ?? ''}`

      // The job's page shows the job and its company: the later of their changes.
      const jobPage = await get(`/fr/${slug}/jobs/${job?.id}`)
      expect(jobPage.status).toBe(200)
      expect(jobPage.headers['last-modified']).toBe(COMPANY_EDITED)
      // The company's pages, the job list and the feeds list and count its jobs too.
      for (const path of [
        `/fr/${slug}`,
        `/en/${slug}/companie`,
        `/fr/${slug}/jobs`,
        `/en/${slug}/jobs/feed.rss`,
        `/en/${slug}/jobs/feed.json`,
        `/en/${slug}/jobs/feed.xml`,
        `/en/${slug}/jobs/feed-index.xml`,
      ]) {
        const response = await get(path)
        expect(response.status, path).toBe(200)
        expect(response.headers['last-modified'], path).toBe(JOBS_CHANGED)
      }
      const xml = (await get(`/en/${slug}/jobs/feed.xml`)).text
      expect(xml).toContain(`<lastBuildDate><![CDATA[${JOBS_CHANGED}]]></lastBuildDate>`)
      expect(xml).toContain('<state><![CDATA[Auvergne-Rhône-Alpes]]></state>')
      // A crawler that has this date gets a 304.
      const again = await get(`/fr/${slug}/jobs/${job?.id}`, { headers: { 'If-Modified-Since': COMPANY_EDITED } })
      expect(again.status).toBe(304)
    } finally {
      await sql`delete from companies where id = ${company?.id ?? ''}`
    }
  })
})
