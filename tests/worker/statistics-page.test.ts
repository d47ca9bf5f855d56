import * as cheerio from 'cheerio'
import type postgres from 'postgres'
import { LOCAL_LINK_SIGNING_SECRET } from '#server/env.ts'
import { statisticsPath, statisticsToken } from '#server/features/statistics/statistics-link.ts'
import { SEED_COMPANIES } from '../tools/seed-ids.ts'
import { tokenValidFor } from '../tools/signed-token.ts'
import { insertStatisticsRows, statisticsDay } from '../tools/statistics-rows.ts'
import { validateHtml } from '../tools/validators.ts'
import { afterAll, beforeAll, describe, expect, openWorkerDatabase, test } from './fixtures.ts'
import { get } from './http.ts'

/**
 * A company's statistics page (ADR 043) on the built Worker: the signed link
 * and its refusals, the private headers, and the figures of rows inserted as the counting
 * would write them. Companies of this file's own, made anew each run: the seed's are counted
 * by the other files running beside it (views, applications), which would change the figures.
 */
const run = Date.now().toString(36)
const pro = { id: '', slug: `stats-pro-${run}`, name: 'Solaire du Nord' }
const empty = { id: '', slug: `stats-empty-${run}`, name: 'Café Vide' } // Enterprise, no rows: the empty history
const brique = SEED_COMPANIES.sparse // Starter
const jobs = { complete: '', noDescription: '', closed: '' }
const secret = LOCAL_LINK_SIGNING_SECRET

const linkOf = async (
  company: { id: string; slug: string },
  query: Record<string, string> = {},
  locale: 'fr' | 'en' = 'fr',
) => statisticsPath(locale, company.slug, await statisticsToken(secret, company.id), query)

const cells = ($: cheerio.CheerioAPI, row: string) =>
  $(row)
    .find('th, td')
    .map((_, cell) => $(cell).text().replace(/\s+/g, ' ').trim())
    .get()

async function createCompany(sql: postgres.Sql, company: typeof pro, plan: 'pro' | 'enterprise') {
  const [row] = await sql<{ id: string; workspaceId: string }[]>`
    insert into companies (slug, name, workspace_id, plan) values (${company.slug}, ${company.name}, gen_random_uuid(), ${plan})
    returning id, workspace_id as "workspaceId"`
  company.id = row?.id ?? ''
  return row?.workspaceId ?? ''
}

describe('statistics page', () => {
  const sql = openWorkerDatabase()
  beforeAll(async () => {
    const workspaceId = await createCompany(sql, pro, 'pro')
    await createCompany(sql, empty, 'enterprise')
    const addJob = async (title: string, status: string) => {
      const [row] = await sql<{ id: string }[]>`
        insert into jobs (company_id, workspace_id, title, status, contract_type)
        values (${pro.id}, ${workspaceId}, ${title}, ${status}, 'CDI') returning id`
      return row?.id ?? ''
    }
    jobs.complete = await addJob('Ingénieur·e photovoltaïque', 'published')
    jobs.noDescription = await addJob('Électricien·ne', 'published')
    jobs.closed = await addJob('Technicien·ne de maintenance', 'closed')
    await insertStatisticsRows(sql, [
      // Yesterday: the company's pages (its visitors: the space's), a job with applications,
      // a job with views but none, a closed job.
      { companyId: pro.id, daysAgo: 1, source: 'google', device: 'phone', views: 10, visitors: 8 },
      { companyId: pro.id, daysAgo: 1, device: 'desktop', views: 4, visitors: 2 },
      {
        companyId: pro.id,
        daysAgo: 1,
        jobId: jobs.complete,
        source: 'google',
        device: 'phone',
        views: 6,
        visitors: 5,
        formViews: 3,
        applications: 2,
      },
      { companyId: pro.id, daysAgo: 1, jobId: jobs.noDescription, device: 'desktop', views: 7, visitors: 6 },
      // Three days ago: the closed job, from LinkedIn.
      { companyId: pro.id, daysAgo: 3, source: 'linkedin', device: 'desktop', views: 3, visitors: 3 },
      {
        companyId: pro.id,
        daysAgo: 3,
        jobId: jobs.closed,
        source: 'linkedin',
        device: 'desktop',
        views: 2,
        visitors: 2,
        formViews: 1,
        applications: 1,
      },
      // 40 days ago: outside the 30 days, inside the 90.
      { companyId: pro.id, daysAgo: 40, views: 100, visitors: 50 },
    ])
  })
  afterAll(async () => {
    // Their jobs and statistics go with them (on delete cascade).
    await sql`delete from companies where slug in ${sql([pro.slug, empty.slug])}`
    await sql.end()
  })

  test('answers privately: no store, no referrer, no index, no cookie, no share button', async () => {
    const answer = await get(await linkOf(pro))
    expect(answer.status).toBe(200)
    expect(answer.headers['cache-control']).toBe('private, no-store')
    expect(answer.headers['referrer-policy']).toBe('no-referrer')
    expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow')
    expect(answer.headers['set-cookie']).toBeUndefined()
    const $ = cheerio.load(answer.text)
    expect($('meta[name="robots"]').attr('content')).toContain('noindex')
    expect($('meta[name="referrer"]').attr('content')).toBe('no-referrer')
    expect($('h1').text()).toBe(`Statistiques de ${pro.name}`)
    expect(answer.text).not.toMatch(/Partager/)
    // The canonical and language links name the page, never its token.
    expect($('link[rel="canonical"]').attr('href')).not.toContain('token')
  })

  test('refuses a tampered, expired, foreign or missing link, without a 404', async () => {
    const token = await statisticsToken(secret, pro.id)
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`
    const expired = await tokenValidFor(secret, 'company-statistics', pro.id, -1000)
    const otherPurpose = await tokenValidFor(secret, 'cv-download', pro.id, 60_000)
    const otherSecret = await statisticsToken('another-secret-of-at-least-32-characters', pro.id)
    const emptyToken = await statisticsToken(secret, empty.id)
    const cases: [string, number][] = [
      [tampered, 403],
      [expired, 410],
      [otherPurpose, 403],
      [otherSecret, 403],
      // Another company's valid link under this company's address.
      [emptyToken, 403],
      ['', 403],
    ]
    for (const [candidate, status] of cases) {
      const page = await get(statisticsPath('fr', pro.slug, candidate))
      expect(page.status, candidate).toBe(status)
      expect(page.headers['cache-control']).toBe('private, no-store')
      expect(page.text).not.toContain(`${pro.name}</h1>`)
      const csv = await get(statisticsPath('fr', pro.slug, candidate, { format: 'csv' }))
      expect(csv.status, candidate).toBe(status)
      expect(csv.headers['content-type']).not.toContain('text/csv')
    }
    const expiredPage = cheerio.load((await get(statisticsPath('en', pro.slug, expired))).text)
    expect(expiredPage('h1').text()).toBe('Statistics link expired')
  })

  test('shows the totals, the days, the jobs (closed included), sources, devices and funnel of the rows', async () => {
    const $ = cheerio.load((await get(await linkOf(pro))).text)
    const total = (key: string) => $(`[data-total="${key}"] dd`).text()
    // 30 days: everything but the row of 40 days ago. Visitors: the space's (8 + 2 + 3).
    expect(total('views')).toBe('32')
    expect(total('visitors')).toBe('13')
    expect(total('applications')).toBe('3')
    expect(total('conversion').replace(/\s/g, ' ')).toBe('23,1 %')
    // One line per day of the period, the days without rows at zero.
    expect($('tr[data-bucket]')).toHaveLength(30)
    expect(cells($, `tr[data-bucket="${statisticsDay(1)}"]`).slice(1)).toEqual(['27', '10', '2', '20 %'])
    expect(cells($, `tr[data-bucket="${statisticsDay(3)}"]`).slice(1)).toEqual(['5', '3', '1', '33,3 %'])
    expect(cells($, `tr[data-bucket="${statisticsDay(2)}"]`).slice(1)).toEqual(['0', '0', '0', '–'])
    expect($('svg[role="img"] title').length).toBeGreaterThanOrEqual(4)
    // Per job, by views: a job's visitors are its own.
    expect(
      $('#job-table tbody tr')
        .map((_, row) => $(row).attr('data-job'))
        .get(),
    ).toEqual([jobs.noDescription, jobs.complete, jobs.closed])
    expect(cells($, `tr[data-job="${jobs.complete}"]`).slice(1)).toEqual(['Ouverte', '6', '5', '3', '2', '40 %'])
    expect(cells($, `tr[data-job="${jobs.noDescription}"]`).slice(2)).toEqual(['7', '6', '0', '0', '0 %'])
    expect(cells($, `tr[data-job="${jobs.closed}"]`).slice(1, 2)).toEqual(['Fermée'])
    // Sources (by views) and devices: the space's visitors; the funnel: job views, form, applications.
    expect(cells($, '#sources-table tr[data-row="google"]')).toEqual(['google', '16', '8', '2'])
    expect(cells($, '#sources-table tr[data-row="direct"]')).toEqual(['Accès direct', '11', '2', '0'])
    expect(cells($, '#devices-table tr[data-row="phone"]')).toEqual(['Mobile', '16', '8', '2'])
    expect(cells($, '#funnel-table tr[data-row="job"]')).toEqual(["Page de l'offre", '15', '–'])
    expect(cells($, '#funnel-table tr[data-row="form"]')).toEqual(['Formulaire', '4', '26,7 %'])
    expect(cells($, '#funnel-table tr[data-row="application"]')).toEqual(['Candidature envoyée', '3', '75 %'])
  })

  test('each region has a name of its own (axe landmark-unique), in both languages', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const $ = cheerio.load((await get(await linkOf(pro, {}, locale))).text)
      const names = $('section[aria-labelledby], section[aria-label], nav, [role="region"]')
        .map((_, region) => {
          const labelledBy = $(region).attr('aria-labelledby')
          const name = labelledBy ? $(`#${labelledBy.split(' ')[0]}`).text() : ($(region).attr('aria-label') ?? '')
          return `${region.tagName}:${name.replace(/\s+/g, ' ').trim()}`
        })
        .get()
      expect(names.length).toBeGreaterThan(4)
      expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([])
    }
  })

  test('periods and sorting are links; 90 days reaches the older row', async () => {
    const $ = cheerio.load((await get(await linkOf(pro, { period: '90d', sort: 'title', order: 'asc' }))).text)
    expect($('[data-total="views"] dd').text()).toBe('132')
    expect($('tr[data-bucket]')).toHaveLength(90)
    expect($('nav a[aria-current="page"]').text()).toBe('90 derniers jours')
    expect($('#job-table th[aria-sort="ascending"]').text()).toContain('Offre')
    const titles = $('#job-table tbody th')
      .map((_, cell) => $(cell).text())
      .get()
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'fr')))
    // Each heading's link keeps the token and the period, and sorts by its column.
    const viewsLink = new URL($('#job-table thead a').eq(1).attr('href') ?? '', 'http://x')
    expect(viewsLink.searchParams.get('sort')).toBe('views')
    expect(viewsLink.searchParams.get('period')).toBe('90d')
    expect(viewsLink.searchParams.get('token')).toBeTruthy()
    // 12 months: one bar per month.
    const year = cheerio.load((await get(await linkOf(pro, { period: '12m' }))).text)
    expect(year('tr[data-bucket]')).toHaveLength(12)
    // The row of 40 days ago in its month's line, with nothing else (37 days from the others).
    expect(cells(year, `tr[data-bucket="${statisticsDay(40).slice(0, 8)}01"]`).slice(1, 3)).toEqual(['100', '50'])
  })

  test('downloads the table as CSV, in the page language', async () => {
    const answer = await get(await linkOf(pro, { format: 'csv', sort: 'views' }, 'en'))
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(answer.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="statistics-${pro.slug}-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    )
    expect(answer.headers['cache-control']).toBe('private, no-store')
    const lines = answer.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe('Job,Status,Views,Unique visitors,Form views,Applications,Conversion')
    expect(lines).toHaveLength(4)
    expect(lines[2]).toBe('Ingénieur·e photovoltaïque,Open,6,5,3,2,0.4')
    expect(lines[3]).toMatch(/,Closed,2,2,1,1,0\.5$/)
  })

  test('an empty history shows zeros, in English too', async () => {
    const answer = await get(await linkOf(empty, { period: '7d' }, 'en'))
    expect(answer.status).toBe(200)
    const $ = cheerio.load(answer.text)
    expect($('h1').text()).toBe(`${empty.name} statistics`)
    expect($('[data-total="views"] dd').text()).toBe('0')
    expect($('[data-total="conversion"] dd').text()).toBe('–')
    expect($('tr[data-bucket]')).toHaveLength(7)
    expect($('#job-table')).toHaveLength(0)
    expect(answer.text).toContain('No job was viewed in this period.')
  })

  test('a Starter company: statistics are part of Pro, and no figures', async () => {
    const $ = cheerio.load((await get(await linkOf(brique))).text)
    expect($('h2').first().text()).toBe("Les statistiques font partie de l'offre Pro")
    expect($('[data-total]')).toHaveLength(0)
  })

  test('is valid HTML, with figures, without, for Starter and refused', async () => {
    const documents: { name: string; html: string }[] = []
    for (const locale of ['fr', 'en'] as const) {
      for (const [name, path] of [
        ['figures', await linkOf(pro, { period: '90d' }, locale)],
        ['months', await linkOf(pro, { period: '12m' }, locale)],
        ['empty', await linkOf(empty, {}, locale)],
        ['starter', await linkOf(brique, {}, locale)],
        ['refused', statisticsPath(locale, pro.slug, 'not-a-token')],
      ] as const) {
        documents.push({ name: `${locale} ${name}`, html: (await get(path)).text })
      }
    }
    expect(await validateHtml(documents)).toEqual([])
  }, 120_000)
})
