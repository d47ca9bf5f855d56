import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { getSitemapCompany, listSitemapCompanies } from '#server/db/queries/crawl.ts'
import { getCompanyByHostname, getPrimaryHostnames } from '#server/features/custom-hosts/company-domains.ts'
import { INSUFFICIENT_PRIVILEGE, setUpWorkerRoleDatabase } from './worker-role-database.ts'

/**
 * Companies' own domains (ADR 044): the table's rules, written as an operator
 * would (the owner, Supabase's editor), and its queries run as the Worker's role.
 */
const database = setUpWorkerRoleDatabase('company_domains')

async function createCompany(plan: 'starter' | 'pro' | 'enterprise') {
  const slug = `domains-${randomUUID().slice(0, 8)}`
  const [company] = await database.owner<{ id: string }[]>`
    insert into companies (slug, name, workspace_id, plan) values (${slug}, 'Domaine', gen_random_uuid(), ${plan})
    returning id`
  return { id: company?.id ?? '', slug }
}

const addDomain = (companyId: string, hostname: string, primary = false) =>
  database.owner`insert into company_domains (hostname, company_id, is_primary) values (${hostname}, ${companyId}, ${primary})`

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { code?: string; message?: string }) => ({ code: error.code, message: error.message }),
  )

describe('company_domains rules', () => {
  it('only Enterprise companies have domains; one leaves Enterprise only without them', async () => {
    for (const plan of ['starter', 'pro'] as const) {
      const company = await createCompany(plan)
      expect(await rejection(addDomain(company.id, `${company.slug}.example`))).toEqual({
        code: '23514',
        message:
          'Only Enterprise companies may have their own domain. (Seules les entreprises Enterprise peuvent avoir leur propre domaine.)',
      })
    }
    const company = await createCompany('enterprise')
    await addDomain(company.id, `${company.slug}.example`, true)
    const downgrade = await rejection(database.owner`update companies set plan = 'pro' where id = ${company.id}`)
    expect(downgrade?.code).toBe('23514')
    await database.owner`delete from company_domains where company_id = ${company.id}`
    await database.owner`update companies set plan = 'pro' where id = ${company.id}`
  })

  it('one primary hostname per company; hostnames as the Host header carries them, lower-case without a port', async () => {
    const company = await createCompany('enterprise')
    await addDomain(company.id, `a.${company.slug}.example`, true)
    expect((await rejection(addDomain(company.id, `b.${company.slug}.example`, true)))?.code).toBe('23505')
    for (const hostname of [
      'Jobs.Example',
      'jobs.example:443',
      'jobs.example.',
      'localhost',
      'jobs..example',
      'jo_bs.example',
    ]) {
      expect((await rejection(addDomain(company.id, hostname)))?.code, hostname).toBe('23514')
    }
    // A hostname names one company only.
    const other = await createCompany('enterprise')
    expect((await rejection(addDomain(other.id, `a.${company.slug}.example`)))?.code).toBe('23505')
  })

  it('the Worker reads domains and never writes them', async () => {
    const company = await createCompany('enterprise')
    const refused = await rejection(
      database.worker
        .sql`insert into company_domains (hostname, company_id) values (${`${company.slug}.example`}, ${company.id})`,
    )
    expect(refused?.code).toBe(INSUFFICIENT_PRIVILEGE)
  })
})

describe('company domain queries, as the Worker', () => {
  it('a hostname names its company and its primary hostname; another company or an unknown name, nothing', async () => {
    const company = await createCompany('enterprise')
    const primary = `jobs.${company.slug}.example`
    const other = `${company.slug}.example`
    await addDomain(company.id, other)
    await addDomain(company.id, primary, true)
    const expected = { slug: company.slug, primaryHostname: primary, deleted: false }
    expect(await getCompanyByHostname(database.worker.sql, primary)).toEqual(expected)
    expect(await getCompanyByHostname(database.worker.sql, other)).toEqual(expected)
    expect(await getCompanyByHostname(database.worker.sql, `unknown.${company.slug}.example`)).toBeNull()

    // Without a primary one, its oldest hostname stands for it.
    const unmarked = await createCompany('enterprise')
    await addDomain(unmarked.id, `first.${unmarked.slug}.example`)
    await addDomain(unmarked.id, `second.${unmarked.slug}.example`)
    expect(await getCompanyByHostname(database.worker.sql, `second.${unmarked.slug}.example`)).toEqual({
      slug: unmarked.slug,
      primaryHostname: `first.${unmarked.slug}.example`,
      deleted: false,
    })

    const platformOnly = await createCompany('enterprise')
    expect(
      await getPrimaryHostnames(database.worker.sql, [
        company.slug,
        unmarked.slug,
        platformOnly.slug,
        'no-such-company',
      ]),
    ).toEqual({ [company.slug]: primary, [unmarked.slug]: `first.${unmarked.slug}.example` })
    expect(await getPrimaryHostnames(database.worker.sql, [])).toEqual({})
  })

  it("the platform's sitemap index leaves out a company on its own domain", async () => {
    const company = await createCompany('enterprise')
    const slugs = async () => (await listSitemapCompanies(database.worker.sql)).map((row) => row.slug)
    expect(await slugs()).toContain(company.slug)
    expect((await getSitemapCompany(database.worker.sql, company.slug))?.hasOwnDomain).toBe(false)
    await addDomain(company.id, `${company.slug}.example`, true)
    expect(await slugs()).not.toContain(company.slug)
    expect((await getSitemapCompany(database.worker.sql, company.slug))?.hasOwnDomain).toBe(true)
  })
})
