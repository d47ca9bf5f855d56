import { randomUUID } from 'node:crypto'
import postgres from 'postgres'
import { afterAll, describe, expect, inject, it } from 'vitest'

/**
 * What the database queues for the search engines (ADR 045), whoever writes: the owner
 * writes here as Supabase's editor or an ATS sync would. Each test has a company of its
 * own (the database is shared with other files), whose rows alone it reads.
 */
const owner = postgres(inject('databaseUrl'), { max: 2, onnotice: () => {} })
const created: string[] = []
afterAll(async () => {
  await owner`delete from companies where id = any(${created})`
  await owner.end()
})

const run = randomUUID().slice(0, 8)

async function company(name: string, plan = 'starter'): Promise<{ id: string; slug: string }> {
  const slug = `${name}-${run}`
  const [row] = await owner<{ id: string }[]>`
    insert into companies (slug, name, workspace_id, plan) values (${slug}, 'Indexed Co', gen_random_uuid(), ${plan})
    returning id
  `
  if (!row) throw new Error('no company')
  created.push(row.id)
  return { id: row.id, slug }
}

async function job(companyId: string, fields: { status: string; closesAt?: Date | null; title?: string }) {
  const [row] = await owner<{ id: string }[]>`
    insert into jobs (company_id, workspace_id, title, status, closes_at)
    select id, workspace_id, ${fields.title ?? 'Technicienne'}, ${fields.status}, ${fields.closesAt ?? null}
    from companies where id = ${companyId}
    returning id
  `
  if (!row) throw new Error('no job')
  return row.id
}

type Queued = { engine: string; locale: string; action: string; priority: number; host: string | null; slug: string }

/** The pending rows of these jobs, in a stable order. */
async function queued(...jobIds: string[]): Promise<Queued[]> {
  return owner<Queued[]>`
    select engine, locale, action, priority, hostname as host, company_slug as slug
    from search_engine_notifications where job_id = any(${jobIds}) and status = 'pending'
    order by coalesce(hostname, ''), engine, locale
  `
}

/** What one URL change queues: both engines, both languages. */
const fourRows = (row: Omit<Queued, 'engine' | 'locale'>): Queued[] =>
  ['google', 'indexnow'].flatMap((engine) => ['en', 'fr'].map((locale) => ({ engine, locale, ...row })))

/**
 * What a URL on a host the site no longer serves queues: Google's URL_DELETED only. IndexNow
 * would fetch its key file from that host, which no longer reaches the site.
 */
const googleOnly = (row: Omit<Queued, 'engine' | 'locale'>): Queued[] =>
  fourRows(row).filter((queuedRow) => queuedRow.engine === 'google')

const forget = (...jobIds: string[]) => owner`delete from search_engine_notifications where job_id = any(${jobIds})`

describe('jobs queue notifications from the data', () => {
  it('queues nothing for a draft, nor for its edits', async () => {
    const { id } = await company('drafts')
    const draft = await job(id, { status: 'draft' })
    await owner`update jobs set title = 'Still a draft' where id = ${draft}`
    expect(await queued(draft)).toEqual([])
  })

  it('a published job: URL_UPDATED first in line; an edit: URL_UPDATED after; the edit stamp alone: nothing', async () => {
    const { id, slug } = await company('published')
    const published = await job(id, { status: 'published' })
    expect(await queued(published)).toEqual(fourRows({ action: 'URL_UPDATED', priority: 0, host: null, slug }))
    await forget(published)
    await owner`update jobs set updated_at = now() - interval '1 day' where id = ${published}`
    await owner`update jobs set status = 'open' where id = ${published}`
    expect(await queued(published)).toEqual([])
    await owner`update jobs set title = 'Technicienne confirmée' where id = ${published}`
    expect(await queued(published)).toEqual(fourRows({ action: 'URL_UPDATED', priority: 1, host: null, slug }))
  })

  it('a draft published by an update, then closed: one pending row per URL, URL_DELETED first in line', async () => {
    const { id, slug } = await company('closed')
    const draft = await job(id, { status: 'draft' })
    await owner`update jobs set status = 'published' where id = ${draft}`
    await owner`update jobs set title = 'Edited before it was sent' where id = ${draft}`
    // Folded: still one row per URL, new (priority 0) as it was.
    expect(await queued(draft)).toEqual(fourRows({ action: 'URL_UPDATED', priority: 0, host: null, slug }))
    await owner`update jobs set status = 'closed' where id = ${draft}`
    expect(await queued(draft)).toEqual(fourRows({ action: 'URL_DELETED', priority: 0, host: null, slug }))
  })

  it('a job deleted, and one swept to expired after its closing date, are URL_DELETED', async () => {
    const { id, slug } = await company('gone')
    const deleted = await job(id, { status: 'active' })
    const expiring = await job(id, { status: 'published', closesAt: new Date(Date.now() + 60_000) })
    await forget(deleted, expiring)
    await owner`delete from jobs where id = ${deleted}`
    expect(await queued(deleted)).toEqual(fourRows({ action: 'URL_DELETED', priority: 0, host: null, slug }))
    // Its closing date passes (written here), then the cron's sweep marks it expired.
    await owner`update jobs set closes_at = now() - interval '1 second' where id = ${expiring}`
    await forget(expiring)
    await owner`select public.expire_closed_jobs()`
    expect(await queued(expiring)).toEqual(fourRows({ action: 'URL_DELETED', priority: 0, host: null, slug }))
  })

  it('one statement changing many jobs queues them all at once', async () => {
    const { id } = await company('bulk', 'pro')
    await owner`
      insert into jobs (company_id, workspace_id, title, status)
      select id, workspace_id, 'Offre ' || n, case when n % 2 = 0 then 'published' else 'draft' end
      from companies, generate_series(1, 10) n where id = ${id}
    `
    const [counted] = await owner<{ rows: number }[]>`
      select count(*)::int as rows from search_engine_notifications n join jobs j on j.id = n.job_id
      where j.company_id = ${id}
    `
    expect(counted?.rows).toBe(5 * 4)
  })

  it('a bulk load that says career_site.search_engines = off queues nothing', async () => {
    const { id } = await company('bulk-load', 'pro')
    const ids = await owner.begin(async (tx) => {
      await tx`set local career_site.search_engines = 'off'`
      return tx<{ id: string }[]>`
        insert into jobs (company_id, workspace_id, title, status)
        select id, workspace_id, 'Offre ' || n, 'published' from companies, generate_series(1, 10) n where id = ${id}
        returning id`
    })
    expect(await queued(...ids.map((row) => row.id))).toEqual([])
  })
})

describe('companies and domains move their jobs’ URLs', () => {
  it('a primary domain added: URL_DELETED on the platform, URL_UPDATED on the domain; removed: the reverse', async () => {
    const { id, slug } = await company('domains', 'enterprise')
    const visible = await job(id, { status: 'published' })
    const draft = await job(id, { status: 'draft' })
    await forget(visible)
    const host = `jobs-${run}.example.com`
    await owner`insert into company_domains (hostname, company_id, is_primary) values (${host}, ${id}, true)`
    expect(await queued(visible, draft)).toEqual([
      ...fourRows({ action: 'URL_DELETED', priority: 0, host: null, slug }),
      ...fourRows({ action: 'URL_UPDATED', priority: 0, host, slug }),
    ])
    // A job edited now is told on the domain only.
    await forget(visible)
    await owner`update jobs set title = 'On its own domain' where id = ${visible}`
    expect(await queued(visible)).toEqual(fourRows({ action: 'URL_UPDATED', priority: 1, host, slug }))
    // A second, non-primary domain changes nothing; the primary removed: the pages move to
    // the one left (the Worker's rule: the primary, else the oldest); that one removed:
    // back on the platform.
    await forget(visible)
    const www = `www.${host}`
    await owner`insert into company_domains (hostname, company_id) values (${www}, ${id})`
    expect(await queued(visible)).toEqual([])
    await owner`delete from company_domains where hostname = ${host}`
    expect(await queued(visible)).toEqual([
      ...googleOnly({ action: 'URL_DELETED', priority: 0, host, slug }),
      ...fourRows({ action: 'URL_UPDATED', priority: 0, host: www, slug }),
    ])
    await forget(visible)
    await owner`delete from company_domains where hostname = ${www}`
    expect(await queued(visible)).toEqual([
      ...fourRows({ action: 'URL_UPDATED', priority: 0, host: null, slug }),
      ...googleOnly({ action: 'URL_DELETED', priority: 0, host: www, slug }),
    ])
  })

  it('removing a domain the pages were never on tells no search engine, alone or with the primary', async () => {
    const { id, slug } = await company('spare', 'enterprise')
    const visible = await job(id, { status: 'published' })
    const host = `spare-${run}.example.com`
    const spares = [`old.${host}`, `www.${host}`, `jobs.${host}`]
    // A spare domain older than the primary, and two added after it.
    await owner`insert into company_domains (hostname, company_id, created_at) values (${spares[0] ?? ''}, ${id}, now() - interval '1 day')`
    await owner`insert into company_domains (hostname, company_id, is_primary) values (${host}, ${id}, true)`
    await owner`insert into company_domains (hostname, company_id) values (${spares[1] ?? ''}, ${id}), (${spares[2] ?? ''}, ${id})`
    await forget(visible)
    await owner`delete from company_domains where hostname = ${spares[1] ?? ''}`
    await owner`update company_domains set hostname = ${`careers.${host}`} where hostname = ${spares[0] ?? ''}`
    expect(await queued(visible)).toEqual([])
    // Every domain at once (one statement): the pages leave the primary, for the platform.
    await owner`delete from company_domains where company_id = ${id}`
    expect(await queued(visible)).toEqual([
      ...fourRows({ action: 'URL_UPDATED', priority: 0, host: null, slug }),
      ...googleOnly({ action: 'URL_DELETED', priority: 0, host, slug }),
    ])
  })

  it('custom hostnames removed from the workspace: a spare one tells nobody; IndexNow is never told of a host no longer served', async () => {
    const { id, slug } = await company('custom', 'enterprise')
    const visible = await job(id, { status: 'published' })
    const host = `custom-${run}.example.com`
    const spare = `www.${host}`
    // Cloudflare calls the first one active, then the second: the pages move to the first only.
    await owner`insert into custom_hostnames (hostname, company_id) values (${host}, ${id}), (${spare}, ${id})`
    await owner`update custom_hostnames set status = 'active' where hostname = ${host}`
    await owner`update custom_hostnames set status = 'active' where hostname = ${spare}`
    expect(await queued(visible)).toEqual([
      ...fourRows({ action: 'URL_DELETED', priority: 0, host: null, slug }),
      ...fourRows({ action: 'URL_UPDATED', priority: 0, host, slug }),
    ])
    await forget(visible)
    // The owner removes the spare one: its pages were never there.
    await owner`delete from custom_hostnames where hostname = ${spare}`
    expect(await queued(visible)).toEqual([])
    // An edit queued for the host, not sent yet; then the host removed: IndexNow's pending
    // rows for it are set aside, Google is told the URLs are gone, the platform has them.
    await owner`update jobs set title = 'Edited before the removal' where id = ${visible}`
    expect(await queued(visible)).toEqual(fourRows({ action: 'URL_UPDATED', priority: 1, host, slug }))
    await owner`delete from custom_hostnames where hostname = ${host}`
    expect(await queued(visible)).toEqual([
      ...fourRows({ action: 'URL_UPDATED', priority: 0, host: null, slug }),
      ...googleOnly({ action: 'URL_DELETED', priority: 0, host, slug }),
    ])
    const [skipped] = await owner<{ count: number }[]>`
      select count(*)::int from search_engine_notifications
      where job_id = ${visible} and engine = 'indexnow' and hostname = ${host} and status = 'skipped'`
    expect(skipped?.count).toBe(2)
  })

  it('a first domain that is not marked primary moves the pages too: the Worker serves them there', async () => {
    const { id, slug } = await company('unmarked', 'enterprise')
    const visible = await job(id, { status: 'published' })
    await forget(visible)
    const host = `unmarked-${run}.example.com`
    await owner`insert into company_domains (hostname, company_id) values (${host}, ${id})`
    expect(await queued(visible)).toEqual([
      ...fourRows({ action: 'URL_DELETED', priority: 0, host: null, slug }),
      ...fourRows({ action: 'URL_UPDATED', priority: 0, host, slug }),
    ])
  })

  it('a company’s name, website or logo edited: its visible jobs’ URLs as edits; its colour: nothing', async () => {
    const { id, slug } = await company('edited')
    const visible = await job(id, { status: 'published' })
    const draft = await job(id, { status: 'draft' })
    await forget(visible)
    await owner`update companies set accent_color = '#123456' where id = ${id}`
    expect(await queued(visible, draft)).toEqual([])
    await owner`update companies set name = 'Indexed Co, renamed' where id = ${id}`
    expect(await queued(visible, draft)).toEqual(fourRows({ action: 'URL_UPDATED', priority: 1, host: null, slug }))
  })

  it('a company renamed: its new URLs; deleted: its visible jobs URL_DELETED', async () => {
    const { id, slug } = await company('renamed')
    const visible = await job(id, { status: 'published' })
    await forget(visible)
    await owner`update companies set slug = ${`${slug}-new`} where id = ${id}`
    expect(await queued(visible)).toEqual(
      fourRows({ action: 'URL_UPDATED', priority: 0, host: null, slug: `${slug}-new` }),
    )
    await forget(visible)
    await owner`delete from companies where id = ${id}`
    expect(await queued(visible)).toEqual(
      fourRows({ action: 'URL_DELETED', priority: 0, host: null, slug: `${slug}-new` }),
    )
    await forget(visible)
  })
})
