import { randomUUID } from 'node:crypto'
import postgres from 'postgres'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { RequestDatabase } from '#server/db/client.ts'
import { getRenamedCompanySlug } from '#server/db/queries/companies.ts'
import { getSpaceAtSlug } from '#server/features/custom-hosts/company-domains.ts'

// A company's old slugs (ADR 037), kept by the database whatever renames it: the owner
// writes companies as Supabase's editor would; the Worker's role reads where a slug went.
const owner = postgres(inject('databaseUrl'), { max: 4, onnotice: () => {} })
const worker = new RequestDatabase(inject('workerDatabaseUrl'))
afterAll(async () => {
  await worker.close()
  await owner.end()
})

const run = randomUUID().slice(0, 8)
/** A slug of this run's own: the database is shared with other test files. */
const slug = (name: string) => `${name}-${run}`
const created: string[] = []

async function createCompany(companySlug: string): Promise<string> {
  const [row] = await owner<{ id: string }[]>`
    insert into companies (slug, name, workspace_id) values (${companySlug}, 'Renamed Co', gen_random_uuid())
    returning id
  `
  if (!row) throw new Error('no company')
  created.push(row.id)
  return row.id
}
const rename = (id: string, to: string) => owner`update companies set slug = ${to} where id = ${id}`
const historyOf = async (id: string) =>
  (await owner<{ slug: string }[]>`select slug from company_slug_history where company_id = ${id} order by slug`).map(
    (row) => row.slug,
  )
/** Slugs that are at once a live company's and in the history: there must never be one. */
const claimedTwice = () =>
  owner`select h.slug from company_slug_history h join companies c on c.slug = h.slug where h.slug like ${`%-${run}`}`

afterAll(async () => {
  await owner`delete from companies where id = any(${created})`
})

describe('company slug history', () => {
  it('keeps every slug a company leaves, each leading to its slug of today', async () => {
    const id = await createCompany(slug('first'))
    expect(await historyOf(id)).toEqual([])
    await rename(id, slug('second'))
    await rename(id, slug('third'))
    expect(await historyOf(id)).toEqual([slug('first'), slug('second')])
    for (const old of [slug('first'), slug('second')]) {
      expect(await getRenamedCompanySlug(worker.sql, old)).toBe(slug('third'))
    }
    // Another edit of the company keeps its history as it is.
    await owner`update companies set name = 'Renamed Co, again' where id = ${id}`
    expect(await historyOf(id)).toEqual([slug('first'), slug('second')])
    // Back to its first slug: that one is live again, out of the history.
    await rename(id, slug('first'))
    expect(await historyOf(id)).toEqual([slug('second'), slug('third')])
    expect(await getRenamedCompanySlug(worker.sql, slug('first'))).toBeNull()
    expect(await getRenamedCompanySlug(worker.sql, slug('third'))).toBe(slug('first'))
    expect(await getRenamedCompanySlug(worker.sql, slug('never-used'))).toBeNull()
    // The host step's one statement says the same of each slug (its pages and old-slug
    // redirects answer from it): the live one, an old one, and one nobody ever had.
    expect(await getSpaceAtSlug(worker.sql, slug('first'))).toEqual({
      deleted: false,
      primaryHostname: null,
      renamedTo: null,
    })
    expect(await getSpaceAtSlug(worker.sql, slug('third'))).toEqual({
      deleted: false,
      primaryHostname: null,
      renamedTo: slug('first'),
    })
    expect(await getSpaceAtSlug(worker.sql, slug('never-used'))).toBeNull()
  })

  it('gives an old slug to the company that takes it, created with it or renamed to it', async () => {
    const leaver = await createCompany(slug('taken'))
    await rename(leaver, slug('leaver'))
    const newcomer = await createCompany(slug('taken'))
    expect(await historyOf(leaver)).toEqual([])
    expect(await getRenamedCompanySlug(worker.sql, slug('taken'))).toBeNull()
    expect(newcomer).not.toBe(leaver)

    await rename(leaver, slug('leaver-again'))
    const other = await createCompany(slug('other'))
    await rename(other, slug('leaver'))
    expect(await historyOf(leaver)).toEqual([])
    // `other`'s own old slug leads to it.
    expect(await getRenamedCompanySlug(worker.sql, slug('other'))).toBe(slug('leaver'))
    expect(await claimedTwice()).toEqual([])
  })

  it('refuses a live slug written into the history by hand', async () => {
    const id = await createCompany(slug('live'))
    await expect(
      owner`insert into company_slug_history (slug, company_id) values (${slug('live')}, ${id})`,
    ).rejects.toMatchObject({ code: '23505' })
  })

  it('holds when a company takes a slug while its holder leaves it, in parallel transactions', async () => {
    const holder = await createCompany(slug('race'))
    const reserved = await owner.reserve()
    try {
      // The rename is written, not committed: the newcomer's insert waits on its row.
      await reserved`begin`
      await reserved`update companies set slug = ${slug('race-new')} where id = ${holder}`
      const newcomer = owner`
        insert into companies (slug, name, workspace_id) values (${slug('race')}, 'Newcomer', gen_random_uuid())
        returning id
      `.then((rows) => {
        for (const row of rows) created.push(row.id)
        return rows
      })
      // Wait until the insert is blocked on the rename's lock, then commit the rename.
      await expect
        .poll(
          async () =>
            (
              await owner<{ waiting: number }[]>`
                select count(*)::int as waiting from pg_stat_activity
                where wait_event_type = 'Lock' and query like '%Newcomer%'
              `
            )[0]?.waiting,
        )
        .toBe(1)
      await reserved`commit`
      expect(await newcomer).toHaveLength(1)
    } finally {
      reserved.release()
    }
    expect(await getRenamedCompanySlug(worker.sql, slug('race'))).toBeNull()
    expect(await claimedTwice()).toEqual([])
  })

  it('is the Worker role’s to read only', async () => {
    const id = await createCompany(slug('readonly'))
    for (const statement of [
      `insert into company_slug_history (slug, company_id) values ('pwned-${run}', '${id}')`,
      `update company_slug_history set company_id = '${id}'`,
      'delete from company_slug_history',
      'truncate company_slug_history',
    ]) {
      await expect(worker.sql.unsafe(statement), statement).rejects.toMatchObject({ code: '42501' })
    }
  })
})
