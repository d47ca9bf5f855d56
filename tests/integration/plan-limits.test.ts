import { randomUUID } from 'node:crypto'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PLANS, type PlanId } from '#domain/plans.ts'
import { openOwnDatabase } from './own-database.ts'

/**
 * Plans are enforced by the database itself (ADR 041): whoever writes jobs (here the
 * owner, as Supabase's editor or an ATS sync would) cannot give a Starter company a
 * fourth visible offer, one statement or many, one transaction or many at once. Own
 * database: these companies and their jobs stay out of the other files' data.
 */
const DATABASE = 'career_plan_limits'

let owner: postgres.Sql
/** Several connections, for transactions that overlap. */
let pool: postgres.Sql

beforeAll(async () => {
  const database = await openOwnDatabase(DATABASE)
  owner = database.owner
  pool = postgres(database.url, { max: 12, onnotice: () => {} })
})
afterAll(async () => {
  await pool?.end()
  await owner?.end()
})

async function createCompany(plan: PlanId): Promise<{ id: string; workspace: string; slug: string }> {
  const company = { id: randomUUID(), workspace: randomUUID(), slug: `plan-${randomUUID().slice(0, 8)}` }
  await owner`
    insert into companies (id, slug, name, workspace_id, plan)
    values (${company.id}, ${company.slug}, 'Plan', ${company.workspace}, ${plan})`
  return company
}

function insertJobs(
  sql: postgres.Sql | postgres.TransactionSql,
  company: { id: string; workspace: string },
  count: number,
  status = 'published',
) {
  return sql`
    insert into jobs (company_id, workspace_id, title, status, contract_type)
    select ${company.id}, ${company.workspace}, 'Offre ' || n, ${status}, 'CDI' from generate_series(1, ${count}) n`
}

async function visibleJobs(companyId: string): Promise<number> {
  const [row] = await owner<{ count: number }[]>`
    select count(*)::int as count from jobs where company_id = ${companyId} and status in ('published', 'open', 'active')`
  return row?.count ?? 0
}

/** The company's counter, its visible jobs (status and workspace), and its contract facet's total. */
async function countedAndShown(companyId: string): Promise<{ counted: number; shown: number; facets: number }> {
  const [row] = await owner<{ counted: number; shown: number; facets: number }[]>`
    select
      (select visible_jobs from company_job_stats where company_id = ${companyId}) as counted,
      (select count(*)::int from jobs j join companies c on c.id = j.company_id and c.workspace_id = j.workspace_id
        where j.company_id = ${companyId} and j.status in ('published', 'open', 'active')) as shown,
      (select coalesce(sum(open_count), 0)::int from company_job_facets
        where company_id = ${companyId} and facet = 'contract') as facets`
  return { counted: row?.counted ?? 0, shown: row?.shown ?? 0, facets: row?.facets ?? 0 }
}

const refusal = /The Starter plan allows at most 3 visible job offers; company "plan-[0-9a-f]{8}" would show 4/

describe('companies.plan', () => {
  it('takes the plans the landing sells, Starter by default, and nothing else', async () => {
    const [created] = await owner<{ plan: string }[]>`
      insert into companies (slug, name, workspace_id) values ('plan-default', 'Défaut', ${randomUUID()}) returning plan`
    expect(created?.plan).toBe('starter')
    await expect(
      owner`insert into companies (slug, name, workspace_id, plan) values ('plan-gold', 'Or', ${randomUUID()}, 'gold')`,
    ).rejects.toThrow(/companies_plan_known/)
  })

  it('gives each plan the same limit in the database as in domain/plans.ts', async () => {
    for (const plan of PLANS) {
      const [row] = await owner<{ limit: number | null }[]>`select plan_visible_job_limit(${plan.id}) as limit`
      expect({ plan: plan.id, limit: row?.limit }).toEqual({ plan: plan.id, limit: plan.activeJobLimit })
    }
  })

  it('demo companies: Lumen Énergie on Pro, Atelier Brique on Starter, Café Moka on Enterprise', async () => {
    const rows = await owner<{ slug: string; plan: string }[]>`
      select slug, plan from companies where slug in ('lumen-energie', 'atelier-brique', 'cafe-moka') order by slug`
    expect(rows.map((row) => [row.slug, row.plan])).toEqual([
      ['atelier-brique', 'starter'],
      ['cafe-moka', 'enterprise'],
      ['lumen-energie', 'pro'],
    ])
  })
})

describe('a Starter company shows at most 3 offers', () => {
  it('refuses a fourth visible offer, inserted or published from a draft, naming the plan and the limit', async () => {
    const company = await createCompany('starter')
    await insertJobs(owner, company, 3)
    await expect(insertJobs(owner, company, 1)).rejects.toThrow(refusal)
    const [draft] = await owner<{ id: string }[]>`
      insert into jobs (company_id, workspace_id, title, status) values (${company.id}, ${company.workspace}, 'Brouillon', 'draft')
      returning id`
    await expect(owner`update jobs set status = 'open' where id = ${draft?.id ?? ''}`).rejects.toThrow(refusal)
    // Drafts, closed and archived offers are not limited: they do not show.
    await insertJobs(owner, company, 5, 'closed')
    expect(await visibleJobs(company.id)).toBe(3)
  })

  it('refuses a statement that adds several offers past the limit, all of them', async () => {
    const company = await createCompany('starter')
    await insertJobs(owner, company, 2)
    await expect(insertJobs(owner, company, 2)).rejects.toThrow(/would show 4/)
    expect(await visibleJobs(company.id)).toBe(2)
  })

  it('lets Pro and Enterprise companies show any number', async () => {
    for (const plan of ['pro', 'enterprise'] as const) {
      const company = await createCompany(plan)
      await insertJobs(owner, company, 25)
      expect(await visibleJobs(company.id)).toBe(25)
    }
  })

  it('a company moved down to Starter keeps what it shows, and publishes again only under the limit', async () => {
    const company = await createCompany('pro')
    await insertJobs(owner, company, 5)
    await owner`update companies set plan = 'starter' where id = ${company.id}`
    expect(await visibleJobs(company.id)).toBe(5)
    // Its visible offers may still be edited, and closed.
    await owner`update jobs set title = title || ' (modifiée)' where company_id = ${company.id}`
    const rows = await owner<{ id: string }[]>`select id from jobs where company_id = ${company.id} order by id`
    const [first, second, third] = rows.map((row) => row.id) as [string, string, string]
    await owner`update jobs set status = 'closed' where id = ${first}`
    await expect(owner`update jobs set status = 'published' where id = ${first}`).rejects.toThrow(
      /The Starter plan allows at most 3 visible job offers; company "plan-[0-9a-f]{8}" would show 5/,
    )
    await owner`update jobs set status = 'closed' where id in ${owner([second, third])}`
    expect(await visibleJobs(company.id)).toBe(2)
    await owner`update jobs set status = 'published' where id = ${first}`
    expect(await visibleJobs(company.id)).toBe(3)
    await expect(owner`update jobs set status = 'published' where id = ${second}`).rejects.toThrow(refusal)
  })

  it('an offer past its closing date, not swept yet, no longer counts toward the limit (it shows nowhere)', async () => {
    const company = await createCompany('starter')
    await insertJobs(owner, company, 3)
    await owner`update jobs set closes_at = now() - interval '1 minute'
      where id = (select id from jobs where company_id = ${company.id} limit 1)`
    await insertJobs(owner, company, 1)
    await expect(insertJobs(owner, company, 1)).rejects.toThrow(
      /The Starter plan allows at most 3 visible job offers; company "plan-[0-9a-f]{8}" would show 4/,
    )
  })

  it('moving a visible offer to a Starter company at its limit is refused too', async () => {
    const full = await createCompany('starter')
    await insertJobs(owner, full, 3)
    const other = await createCompany('pro')
    await insertJobs(owner, other, 1)
    await expect(
      owner`update jobs set company_id = ${full.id}, workspace_id = ${full.workspace} where company_id = ${other.id}`,
    ).rejects.toThrow(refusal)
  })

  it("moving a company to another workspace counts that workspace's offers, and refuses them past the limit", async () => {
    const company = await createCompany('starter')
    await insertJobs(owner, company, 3)
    // Offers written under another workspace are not the company's until it moves there.
    const crowded = { ...company, workspace: randomUUID() }
    await insertJobs(owner, crowded, 5)
    await expect(
      owner`update companies set workspace_id = ${crowded.workspace} where id = ${company.id}`,
    ).rejects.toThrow(/The Starter plan allows at most 3 visible job offers; company "plan-[0-9a-f]{8}" would show 5/)
    const roomy = { ...company, workspace: randomUUID() }
    await insertJobs(owner, roomy, 2)
    await owner`update companies set workspace_id = ${roomy.workspace} where id = ${company.id}`
    expect(await countedAndShown(company.id)).toEqual({ counted: 2, shown: 2, facets: 2 })
    // The counter follows any later change: one more offer fits, a fourth does not.
    await insertJobs(owner, roomy, 1)
    await expect(insertJobs(owner, roomy, 1)).rejects.toThrow(refusal)
    expect(await countedAndShown(company.id)).toEqual({ counted: 3, shown: 3, facets: 3 })
  })

  it('a move while offers are written under the new workspace, at once: the counter stays true', async () => {
    const company = await createCompany('pro')
    const target = { ...company, workspace: randomUUID() }
    await Promise.all([
      ...Array.from({ length: 8 }, () => insertJobs(pool, target, 1)),
      pool`update companies set workspace_id = ${target.workspace} where id = ${company.id}`,
      ...Array.from({ length: 8 }, () => insertJobs(pool, target, 1)),
    ])
    expect(await countedAndShown(company.id)).toEqual({ counted: 16, shown: 16, facets: 16 })
  })

  it("a job's workspace or company changed into a Starter company at its limit is refused, and the counters follow", async () => {
    const full = await createCompany('starter')
    await insertJobs(owner, full, 3)
    await insertJobs(owner, { ...full, workspace: randomUUID() }, 1)
    await expect(
      owner`update jobs set workspace_id = ${full.workspace} where company_id = ${full.id} and workspace_id <> ${full.workspace}`,
    ).rejects.toThrow(refusal)
    const other = await createCompany('pro')
    await insertJobs(owner, other, 2)
    await owner`update jobs set company_id = ${other.id}, workspace_id = ${other.workspace}
      where id = (select id from jobs where company_id = ${full.id} and workspace_id = ${full.workspace} limit 1)`
    expect(await countedAndShown(full.id)).toEqual({ counted: 2, shown: 2, facets: 2 })
    expect(await countedAndShown(other.id)).toEqual({ counted: 3, shown: 3, facets: 3 })
  })

  for (const isolation of ['read committed', 'repeatable read', 'serializable']) {
    it(`holds when 10 transactions publish at once (${isolation}), each retried as a client would`, async () => {
      const company = await createCompany('starter')
      const publish = () =>
        pool.begin(`isolation level ${isolation}`, async (tx) => {
          // Each transaction has read before it writes, as a sync checking first would.
          await tx`select visible_jobs from company_job_stats where company_id = ${company.id}`
          await insertJobs(tx, company, 1)
        })
      const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => retrySerializationFailures(publish)))
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3)
      expect(await visibleJobs(company.id)).toBe(3)
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') expect(String(outcome.reason)).toMatch(/would show 4/)
      }
    })
  }
})

/** Runs `attempt` again after a serialization failure (40001), as clients of REPEATABLE READ must. */
async function retrySerializationFailures<T>(attempt: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await attempt()
    } catch (error) {
      if ((error as { code?: string }).code !== '40001') throw error
    }
  }
}
