import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { RequestDatabase } from '#server/db/client.ts'
import { listSitemapCompanies } from '#server/db/queries/crawl.ts'
import { hashToken, newToken } from '#server/features/accounts/tokens.ts'
import { getCompanyByHostname, getSpaceAtSlug } from '#server/features/custom-hosts/company-domains.ts'
import { answerClosedOffers } from '#server/features/desk/closing-answers.ts'
import { eraseDeletedSpaces } from '#server/features/space-deletion/erase.ts'
import { deleteSpace, restoreSpace } from '#server/features/space-deletion/space-deletion.ts'
import { listKeys } from './cv-bucket.ts'
import { onDatabase } from './own-database.ts'
import { OWN_LINKS, setUpOwnDelivery } from './own-delivery-setup.ts'

/**
 * Deleting a space (ADR 067) as the real roles: the workspace's role deletes and restores
 * through the database's own functions (one deletion for two requests at once, the typed
 * slug checked, owners only); the public role's sitemaps and host lookup see it gone; the
 * Worker's cron answers its candidates at once and, 30 days on, erases the company and
 * everything of it, its CVs in the (emulated) R2 bucket included. Own database and companies.
 */
const DATABASE = 'career_space_deletion'
const own = setUpOwnDelivery(DATABASE)
const workspace = new RequestDatabase(onDatabase(inject('workspaceDatabaseUrl'), DATABASE))
const secondWorkspace = new RequestDatabase(onDatabase(inject('workspaceDatabaseUrl'), DATABASE))
afterAll(() => Promise.all([workspace.close(), secondWorkspace.close()]))

type Space = { id: string; slug: string; jobId: string; owner: string; recruiter: string }

/** A company of its own with an owner, a recruiter, a visible offer and a live session each. */
async function newSpace(label: string): Promise<Space> {
  const id = randomUUID()
  const slug = `${label}-${id.slice(0, 8)}`
  const sql = own.owner.sql
  await sql`insert into companies (id, slug, name, workspace_id, closing_answer_delay_days)
    values (${id}, ${slug}, ${`Espace ${label}`}, ${id}, 30)`
  const [job] = await sql<{ id: string }[]>`
    insert into jobs (company_id, workspace_id, title, status) values (${id}, ${id}, 'Offre', 'published') returning id`
  const people: string[] = []
  for (const role of ['owner', 'recruiter']) {
    const [user] = await sql<{ id: string }[]>`
      insert into users (email) values (${`${role}.${slug}@company.example`}) returning id`
    await sql`insert into company_members (company_id, user_id, role) values (${id}, ${user?.id ?? ''}, ${role})`
    await sql`insert into sessions (token_hash, user_id, company_id) values (${await hashToken(newToken())}, ${user?.id ?? ''}, ${id})`
    people.push(user?.id ?? '')
  }
  return { id, slug, jobId: job?.id ?? '', owner: people[0] ?? '', recruiter: people[1] ?? '' }
}

const tenant = (space: Space, userId = space.owner) => ({ companyId: space.id, userId })
const liveSessions = async (space: Space) =>
  (await own.owner.sql`select 1 from sessions where company_id = ${space.id} and revoked_at is null`).length
const activity = async (space: Space, action: string) =>
  (await own.owner.sql`select 1 from workspace_activity where company_id = ${space.id} and action = ${action}`).length
const notifications = (space: Space) =>
  own.owner.sql<{ action: string }[]>`
    select distinct action from search_engine_notifications where job_id = ${space.jobId} and status = 'pending'`
const backdate = (space: Space, days: number) =>
  own.owner.sql`update companies set deleted_at = now() - make_interval(days => ${days}) where id = ${space.id}`

describe('deleting a space', () => {
  let space: Space
  beforeAll(async () => {
    space = await newSpace('deleted')
  })

  it('refuses a recruiter and a mistyped slug, and changes nothing', async () => {
    expect(await deleteSpace(workspace.sql, tenant(space, space.recruiter), space.slug)).toBe('forbidden')
    expect(await deleteSpace(workspace.sql, tenant(space), `${space.slug}x`)).toBe('mismatch')
    // Another company's owner, with this company's slug typed: their own space is not this one.
    const other = await newSpace('other')
    expect(await deleteSpace(workspace.sql, tenant(other), space.slug)).toBe('mismatch')
    expect((await getSpaceAtSlug(own.worker.sql, space.slug))?.deleted).toBe(false)
    expect(await liveSessions(space)).toBe(2)
  })

  it('two requests at once delete it once: 410 for the host step, out of the sitemaps, search engines told, members signed out, logged once', async () => {
    const application = await own.apply('waiting', { id: space.jobId, slug: space.slug })
    const outcomes = await Promise.all([
      deleteSpace(workspace.sql, tenant(space), space.slug),
      deleteSpace(secondWorkspace.sql, tenant(space), space.slug),
    ])
    expect(outcomes.sort()).toEqual(['already', 'deleted'])
    expect(await getSpaceAtSlug(own.worker.sql, space.slug)).toEqual({
      deleted: true,
      primaryHostname: null,
      renamedTo: null,
    })
    expect((await listSitemapCompanies(own.worker.sql)).map((company) => company.slug)).not.toContain(space.slug)
    expect(await notifications(space)).toEqual([{ action: 'URL_DELETED' }])
    expect(await liveSessions(space)).toBe(0)
    expect(await activity(space, 'space_deleted')).toBe(1)
    // Its waiting candidate is answered by the next cron run, not after the company's 30-day delay.
    expect(await answerClosedOffers(own.worker.sql, OWN_LINKS, new Date())).toMatchObject({ answered: 1 })
    const [answered] = await own.owner.sql<
      { status: string }[]
    >`select status from applications where id = ${application.id}`
    expect(answered?.status).toBe('rejected')
  })

  it('an owner restores it within 30 days (its offers announced again), not after', async () => {
    expect(await restoreSpace(workspace.sql, tenant(space, space.recruiter))).toBe('forbidden')
    expect(await restoreSpace(workspace.sql, tenant(space))).toBe('restored')
    expect(await restoreSpace(workspace.sql, tenant(space))).toBe('live')
    expect((await getSpaceAtSlug(own.worker.sql, space.slug))?.deleted).toBe(false)
    expect(await notifications(space)).toEqual([{ action: 'URL_UPDATED' }])
    expect(await activity(space, 'space_restored')).toBe(1)
    expect(await deleteSpace(workspace.sql, tenant(space), space.slug)).toBe('deleted')
    await backdate(space, 31)
    expect(await restoreSpace(workspace.sql, tenant(space))).toBe('expired')
  })
})

describe('a space on its own domain', () => {
  it('is deleted there too: the host lookup says so, and search engines hear of its URLs on that host', async () => {
    const space = await newSpace('hosted')
    const hostname = `jobs.${space.slug}.example`
    await own.owner.sql`update companies set plan = 'enterprise' where id = ${space.id}`
    await own.owner
      .sql`insert into company_domains (hostname, company_id, is_primary) values (${hostname}, ${space.id}, true)`
    expect(await deleteSpace(workspace.sql, tenant(space), space.slug)).toBe('deleted')
    expect(await getCompanyByHostname(own.worker.sql, hostname)).toEqual({
      slug: space.slug,
      primaryHostname: hostname,
      deleted: true,
    })
    const told = await own.owner.sql<{ hostname: string | null; action: string }[]>`
      select distinct hostname, action from search_engine_notifications where job_id = ${space.jobId} and status = 'pending'`
    // Its move to the domain had queued the platform URL's removal already; none is announced any more.
    expect(told).toContainEqual({ hostname, action: 'URL_DELETED' })
    expect(told.filter((row) => row.action === 'URL_UPDATED')).toEqual([])
  })
})

describe('the cron erases a space 30 days after its deletion', () => {
  it('the company row, its offers, members, applications and CVs; a space in its window and other companies keep theirs', async () => {
    const gone = await newSpace('erased')
    const kept = await newSpace('kept')
    const goneCvs = [
      await own.apply('erased-1', { id: gone.jobId, slug: gone.slug }),
      await own.apply('erased-2', { id: gone.jobId, slug: gone.slug }),
    ]
    const keptCv = await own.apply('kept-1', { id: kept.jobId, slug: kept.slug })
    const cvKeyOf = async (id: string) =>
      (await own.owner.sql<{ key: string }[]>`select cv_key as key from applications where id = ${id}`)[0]?.key ?? ''
    const goneKeys = await Promise.all(goneCvs.map((applied) => cvKeyOf(applied.id)))
    const keptKey = await cvKeyOf(keptCv.id)
    expect(await deleteSpace(workspace.sql, tenant(gone), gone.slug)).toBe('deleted')
    expect(await deleteSpace(workspace.sql, tenant(kept), kept.slug)).toBe('deleted')
    await backdate(gone, 30)
    await backdate(kept, 29)

    const run = await eraseDeletedSpaces(own.workerSql(), own.cv.bucket)

    expect(run.spaces).toBeGreaterThanOrEqual(1)
    const count = async (table: string, column: string, id: string) =>
      (await own.owner.sql.unsafe(`select count(*)::int as n from ${table} where ${column} = $1`, [id]))[0]?.n
    for (const [table, column] of [
      ['companies', 'id'],
      ['jobs', 'company_id'],
      ['applications', 'company_id'],
      ['company_members', 'company_id'],
      ['workspace_activity', 'company_id'],
      ['closing_answers_due', 'company_id'],
    ] as const) {
      expect(await count(table, column, gone.id), table).toBe(0)
      if (table !== 'closing_answers_due') expect(await count(table, column, kept.id), table).toBeGreaterThan(0)
    }
    const stored = await listKeys(own.cv.bucket, '')
    for (const key of goneKeys) expect(stored).not.toContain(key)
    expect(stored).toContain(keptKey)
    expect(
      await own.owner.sql`select 1 from cv_objects_to_delete where cv_key in ${own.owner.sql(goneKeys)}`,
    ).toHaveLength(0)
    // Search engines heard of it at the deletion; the erasure queues nothing more.
    expect(
      await own.owner
        .sql`select 1 from search_engine_notifications where company_slug = ${gone.slug} and status = 'pending' and action = 'URL_UPDATED'`,
    ).toHaveLength(0)
  })
})
