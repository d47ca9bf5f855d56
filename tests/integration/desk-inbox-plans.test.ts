import { describe, expect, it } from 'vitest'
import { INBOX_PAGE_SIZE, type InboxFilters, inboxFiltersSchema } from '#domain/applications-inbox.ts'
import { readAnswerFigures } from '#server/features/desk/answer-statistics.ts'
import { getApplicationDetails, listInboxPage } from '#server/features/desk/inbox-queries.ts'
import { numberedCompaniesSql } from './own-database.ts'
import { explainEach, openPlanDatabase, type PlanNode } from './query-plan.ts'

/**
 * The recruiter's inbox pages as fast at 50,000 applications as at 10 (ADR 062):
 * the real query functions run against a company with 50,000 applications over 40 offers,
 * one with 10, and 100 other companies with 500 each (100,000 rows of others in the same
 * table), and the plan PostgreSQL chose for each statement they sent (same text, same
 * parameters) is read with EXPLAIN ANALYZE: no sequential scan, and no more rows of
 * `applications` read than the page shows and one more. Own database.
 */
const DATABASE = 'career_desk_inbox_plans'
const LARGE = 'c5000000-0000-4000-8000-000000000001'
const SMALL = 'c5000000-0000-4000-8000-000000000002'
const LARGE_APPLICATIONS = 50_000
const OTHERS = 100
const STATUSES = `array['received', 'in_review', 'interview', 'offer', 'hired', 'rejected']`

const db = openPlanDatabase(DATABASE, 240_000, async (owner) => {
  // The rows only: foreign keys and the status trigger are not what is measured.
  await owner.unsafe('set session_replication_role = replica')
  await owner.unsafe(`
    set career_site.search_engines = 'off';
    ${numberedCompaniesSql(5, OTHERS + 2)}
    insert into jobs (id, company_id, workspace_id, title, status, published_at)
    select ('d5000000-0000-4000-8000-' || lpad((c.n * 100 + i)::text, 12, '0'))::uuid, c.id, c.workspace_id,
      'Offre ' || i, case when i % 3 = 0 then 'closed' else 'published' end, now()
    from (select id, workspace_id, row_number() over (order by id) as n from companies where slug like 'plans-%') c
    cross join generate_series(1, 40) i;
  `)
  // Each company's applications spread over its offers, one every 7 minutes back from now,
  // statuses in turn; the large company's 50,000, the small one's 10, the others' 500 each.
  await owner.unsafe(`
    insert into applications (idempotency_key, job_id, company_id, first_name, last_name, email, phone_e164,
      cover_letter, cv_key, cv_file_name, cv_size_bytes, locale, consent_retention, consent_terms, created_at,
      status)
    select gen_random_uuid(), j.ids[1 + i % array_length(j.ids, 1)], c.id,
      (array['Camille', 'Léa', 'Hugo', 'Inès', 'Noah', 'Zoé', 'Jules', 'Chloé'])[1 + i % 8],
      (array['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau'])[1 + i % 10]
        || '-' || i,
      'candidat' || i || '.' || left(c.id::text, 8) || '@exemple.fr', '+33612345678', 'Bonjour',
      'cv/' || c.id || '/' || i, 'cv.pdf', 1000, 'fr', true, true,
      now() - i * interval '7 minutes', (${STATUSES})[1 + i % 6]
    from companies c
    cross join lateral (select array_agg(id order by id) as ids from jobs where company_id = c.id) j
    cross join lateral generate_series(1,
      case c.id when '${LARGE}' then ${LARGE_APPLICATIONS} when '${SMALL}' then 10 else 500 end) i
    where c.slug like 'plans-%';
  `)
  await owner.unsafe('set session_replication_role = default')
  await owner.unsafe('vacuum (analyze) companies, jobs, applications')
})

/** Rows of `applications` a plan reads (from the table, or from an index alone), those filtered out included. */
function applicationRowsRead(plans: PlanNode[][]): number {
  return plans.flat().reduce((sum, node) => {
    if (node['Relation Name'] !== 'applications') return sum
    const discarded = (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)
    return sum + (node['Actual Rows'] + discarded) * node['Actual Loops']
  }, 0)
}

/** A bitmap heap scan's index is its child's. */
const indexOf = (node: PlanNode) =>
  node['Index Name'] ?? node.Plans?.find((child) => child['Node Type'] === 'Bitmap Index Scan')?.['Index Name']

const filters = (input: Record<string, string>): InboxFilters => inboxFiltersSchema.parse(input)

/** What one page costs: its rows, the plans of its statements, the indexes and nodes they used. */
async function pageRead(companyId: string, input: Record<string, string>) {
  db.sent.length = 0
  const page = await listInboxPage(db.client, companyId, filters(input))
  const plans = await explainEach(db.owner, db.sent.splice(0))
  const nodes = plans.flat()
  return {
    page,
    rowsRead: applicationRowsRead(plans),
    seqScans: nodes.filter((node) => node['Node Type'] === 'Seq Scan').map((node) => node['Relation Name']),
    indexes: nodes.flatMap((node) => (node['Relation Name'] === 'applications' ? [indexOf(node)] : [])),
  }
}

/** One of the large company's offers and the status most of its applications have, for the filters. */
async function anOffer(): Promise<{ job: string; status: string }> {
  const [row] = await db.owner<{ job: string; status: string }[]>`
    select job_id as job, status from applications where company_id = ${LARGE}
    group by job_id, status order by count(*) desc, job_id, status limit 1
  `
  return row ?? { job: '', status: '' }
}

describe(`the inbox at ${LARGE_APPLICATIONS} applications`, () => {
  it.each([
    ['the large company', LARGE],
    ['the small company', SMALL],
  ])('%s: the first page reads its rows and one more, on the company’s index', async (_, company) => {
    const { page, rowsRead, seqScans, indexes } = await pageRead(company, {})
    expect(seqScans).toEqual([])
    expect(indexes).toEqual(['applications_company_inbox_idx'])
    const shown = company === LARGE ? INBOX_PAGE_SIZE : 10
    expect(page.rows).toHaveLength(shown)
    expect(rowsRead).toBeLessThanOrEqual(shown + 1)
    expect(page.next === null).toBe(company === SMALL)
  })

  it('the next pages continue from the key, newest first, without a gap or a repeat', async () => {
    const first = await listInboxPage(db.client, LARGE, filters({}), 10)
    const second = await pageRead(LARGE, { after: first.next ?? '' })
    expect(second.seqScans).toEqual([])
    expect(second.rowsRead).toBeLessThanOrEqual(INBOX_PAGE_SIZE + 1)
    const [expected] = await db.owner<{ ids: string[] }[]>`
      select array_agg(id order by created_at desc, id desc) as ids from (
        select id, created_at from applications where company_id = ${LARGE}
        order by created_at desc, id desc limit ${10 + INBOX_PAGE_SIZE}) page
    `
    expect([...first.rows, ...second.page.rows].map((row) => row.id)).toEqual(
      expected?.ids.slice(0, 10 + INBOX_PAGE_SIZE),
    )
  })

  it('a status, an offer, both, or a date range: each page from its own index', async () => {
    const { job, status } = await anOffer()
    const cases: [Record<string, string>, string][] = [
      [{ status: 'interview' }, 'applications_company_status_idx'],
      [{ job }, 'applications_job_inbox_idx'],
      [{ job, status }, 'applications_job_status_idx'],
      [{ from: '2026-01-01', to: '2030-12-31' }, 'applications_company_inbox_idx'],
    ]
    for (const [input, index] of cases) {
      const { page, rowsRead, seqScans, indexes } = await pageRead(LARGE, input)
      expect(seqScans, JSON.stringify(input)).toEqual([])
      expect(indexes, JSON.stringify(input)).toEqual([index])
      expect(page.rows.length, JSON.stringify(input)).toBe(INBOX_PAGE_SIZE)
      expect(rowsRead, JSON.stringify(input)).toBeLessThanOrEqual(INBOX_PAGE_SIZE + 1)
      if (input.status) expect(new Set(page.rows.map((row) => row.status))).toEqual(new Set([input.status]))
      if (input.job) expect(new Set(page.rows.map((row) => row.jobId))).toEqual(new Set([input.job]))
    }
  })

  it('a search by name or e-mail reads the company’s matches, from the trigram index', async () => {
    // One candidate's own name and number: two matches at most (the number's prefixes aside).
    const byName = await pageRead(LARGE, { q: 'Dubois-12342' })
    expect(byName.seqScans).toEqual([])
    expect(byName.indexes).toContain('applications_company_search_idx')
    expect(byName.page.rows.map((row) => row.lastName)).toEqual(['Dubois-12342'])
    expect(byName.rowsRead).toBeLessThanOrEqual(5)
    // Accents and case do not matter, words in any order; an e-mail's part finds it.
    const byEmail = await pageRead(LARGE, { q: 'CANDIDAT4242.' })
    expect(byEmail.page.rows.map((row) => row.email)).toEqual([`candidat4242.${LARGE.slice(0, 8)}@exemple.fr`])
    expect(byEmail.seqScans).toEqual([])
    const words = await listInboxPage(db.client, LARGE, filters({ q: 'thomas-43 INES' }))
    const names = words.rows.map((row) => `${row.firstName} ${row.lastName}`)
    expect(names).toContain('Inès Thomas-43')
    for (const name of names) expect(name).toMatch(/^Inès Thomas-43/)
  })

  it('one application’s page reads it by its key', async () => {
    const [row] = await listInboxPage(db.client, LARGE, filters({})).then((page) => page.rows)
    db.sent.length = 0
    const details = await getApplicationDetails(db.client, LARGE, row?.id ?? '')
    expect(details?.application.id).toBe(row?.id)
    const plans = await explainEach(db.owner, db.sent.splice(0))
    expect(plans.flat().filter((node) => node['Node Type'] === 'Seq Scan')).toEqual([])
    expect(applicationRowsRead(plans)).toBe(1)
    // Another company's id is no application of this one.
    expect(await getApplicationDetails(db.client, SMALL, row?.id ?? '')).toBeNull()
  })

  it('the answer figures of 30 days read the company’s rows of those days from its index alone', async () => {
    const now = new Date()
    db.sent.length = 0
    const figures = await readAnswerFigures(
      db.client,
      LARGE,
      { from: new Date(now.getTime() - 30 * 86_400_000), to: now },
      now,
    )
    const plans = await explainEach(db.owner, db.sent.splice(0))
    const reads = plans.flat().filter((node) => node['Relation Name'] === 'applications')
    expect(reads.map((node) => [node['Node Type'], node['Index Name']])).toEqual([
      ['Index Only Scan', 'applications_company_inbox_idx'],
    ])
    // One every 7 minutes for 30 days.
    const inRange = Math.floor((30 * 24 * 60) / 7)
    expect(applicationRowsRead(plans)).toBeLessThanOrEqual(inRange + 1)
    expect(figures.offers.length).toBeGreaterThan(0)
  })

  it('takes as long at 50,000 applications as at 10 (printed for the ADR)', async () => {
    const timeOf = async (company: string) => {
      const times: number[] = []
      for (let run = 0; run < 7; run++) {
        db.sent.length = 0
        await listInboxPage(db.client, company, filters({}))
        const [sent] = db.sent.splice(0)
        const [row] = await db.owner.unsafe(
          `explain (analyze, format json) ${sent?.query}`,
          sent?.parameters as never[],
        )
        const [plan] = (row?.['QUERY PLAN'] ?? []) as { 'Execution Time': number }[]
        times.push(plan?.['Execution Time'] ?? Number.NaN)
      }
      return times.sort((a, b) => a - b)[3] ?? Number.NaN
    }
    const large = await timeOf(LARGE)
    const small = await timeOf(SMALL)
    console.info(`inbox first page, median execution: ${large.toFixed(3)} ms at 50,000, ${small.toFixed(3)} ms at 10`)
    // Both read one page from an index: no more than a few milliseconds apart.
    expect(large).toBeLessThan(small + 5)
  })
})
