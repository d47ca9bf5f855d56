import { describe, expect, it, onTestFinished } from 'vitest'
import { FEED_FILE_TARGET_JOBS } from '#domain/feed-shards.ts'
import { RequestDatabase } from '#server/db/client.ts'
import { getFeedCompany } from '#server/db/queries/feeds.ts'
import { feeds } from '#server/routes/feeds.ts'
import { xmlFeedFile } from '#server/services/feed-files.ts'
import { xmlProblem } from '../tools/xml-well-formed.ts'
import { mountedRoute } from './mounted-route.ts'
import { setUpScaleDatabase } from './scale-database.ts'

/**
 * The aggregators' XML feed of a company with more jobs than the old 1,000-job cap, in a
 * database of its own (its jobs are closed and edited here): every visible job, once; the
 * files of a larger company together list them all; dated by the data's last change.
 */
const DATABASE = 'career_feed_files'
const ORIGIN = 'https://jobs.example'
const SITE = { publicOrigin: ORIGIN, providerName: 'Jobs Example' }
const VISIBLE = 3_000
const {
  owner,
  worker: db,
  workerUrl,
} = setUpScaleDatabase(DATABASE, {
  companies: 3,
  jobs: 3_400,
  named: [{ slug: 'big', visibleJobs: VISIBLE, hiddenJobs: 200 }],
})

const app = () => mountedRoute('/', feeds, SITE, db)
const referencesOf = (xml: string) =>
  [...xml.matchAll(/<referencenumber><!\[CDATA\[([^\]]+)\]\]><\/referencenumber>/g)].map((match) => match[1] ?? '')
const lastBuildDateOf = (xml: string) => /<lastBuildDate><!\[CDATA\[([^\]]+)\]\]>/.exec(xml)?.[1]

async function visibleIds(): Promise<string[]> {
  const rows = await owner<{ id: string }[]>`
    select j.id from jobs j join companies c on c.id = j.company_id and c.workspace_id = j.workspace_id
    where c.slug = 'big' and j.status in ('published', 'open', 'active') order by j.id`
  return rows.map((row) => row.id)
}

describe('the XML feed', () => {
  it('lists every visible job of the company once, none hidden, in a well-formed file', async () => {
    const response = await app().request('/en/big/jobs/feed.xml')
    expect(response.status).toBe(200)
    const xml = await response.text()
    expect(xmlProblem(xml)).toBeNull()
    const listed = referencesOf(xml)
    expect(listed).toHaveLength(VISIBLE)
    expect([...listed].sort()).toEqual(await visibleIds())
  })

  it('is whole for a reader slower than the statement timeout: no statement lasts the whole file', async () => {
    // The Worker role's timeout is 5 s; here 1 s, and a reader that takes 1.5 s over the file.
    await owner.unsafe(`alter role career_site_worker in database ${DATABASE} set statement_timeout = '1s'`)
    const slow = new RequestDatabase(workerUrl)
    try {
      const response = await mountedRoute('/', feeds, SITE, slow).request('/fr/big/jobs/feed.xml')
      const reader = (response.body as ReadableStream<Uint8Array>).getReader()
      const decoder = new TextDecoder()
      let xml = ''
      let pauses = 0
      let jobs = 0
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        const text = decoder.decode(value, { stream: true })
        xml += text
        jobs += text.split('</job>').length - 1
        // A slow aggregator: half a second after each thousand jobs (not a wait for a state).
        if (jobs >= (pauses + 1) * 1_000) {
          pauses++
          await new Promise((resolve) => setTimeout(resolve, 500))
        }
      }
      expect(xml.endsWith('</source>\n')).toBe(true)
      expect(referencesOf(xml)).toHaveLength(VISIBLE)
    } finally {
      await slow.close()
      await owner.unsafe(`alter role career_site_worker in database ${DATABASE} reset statement_timeout`)
    }
  })

  it('leaves out jobs without a description wherever they fall: a whole first batch, the last jobs, all of them', async () => {
    const ids = await visibleIds()
    const kept = await owner<{ id: string; description: string }[]>`
      select id, description from jobs where id in ${owner(ids)}`
    onTestFinished(async () => {
      await owner`update jobs set description = d.description
        from json_to_recordset(${JSON.stringify(kept)}::text::json) as d(id uuid, description text) where jobs.id = d.id`
    })
    // The first 260 in id order (more than a batch of 250: one batch writes nothing) and the last 3.
    const blanked = [...ids.slice(0, 260), ...ids.slice(-3)]
    await owner`update jobs set description = ${' \n '} where id in ${owner(blanked)}`
    const xml = await (await app().request('/fr/big/jobs/feed.xml')).text()
    expect(xmlProblem(xml)).toBeNull()
    expect([...referencesOf(xml)].sort()).toEqual(ids.slice(260, -3))

    // Every job blank: the file is whole and lists none.
    await owner`update jobs set description = null where id in ${owner(ids)}`
    const empty = await (await app().request('/en/big/jobs/feed.xml')).text()
    expect(xmlProblem(empty)).toBeNull()
    expect(referencesOf(empty)).toEqual([])
  })

  it('splits a company past one file into files that together list each visible job once', async () => {
    const company = await getFeedCompany(db.sql, 'big')
    if (!company) throw new Error('no company')
    // As if the company had three files' worth of jobs: three id ranges of its 3,000.
    const planned = { ...company, visibleJobs: 2 * FEED_FILE_TARGET_JOBS + 1 }
    const listed: string[] = []
    for (const file of [1, 2, 3]) {
      const response = await xmlFeedFile(db.sql, SITE, 'fr', planned, file)
      const xml = (await response?.text()) ?? ''
      expect(xmlProblem(xml), `file ${file}`).toBeNull()
      listed.push(...referencesOf(xml))
    }
    expect(await xmlFeedFile(db.sql, SITE, 'fr', planned, 4)).toBeNull()
    expect(listed).toHaveLength(VISIBLE)
    expect([...listed].sort()).toEqual(await visibleIds())
  })

  it('has an index of its files, and refuses file numbers and pages it does not have', async () => {
    const index = await app().request('/fr/big/jobs/feed-index.xml')
    expect(index.status).toBe(200)
    const locs = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(locs).toEqual([`${ORIGIN}/fr/big/jobs/feed.xml`])
    for (const path of ['/fr/big/jobs/feed.2.xml', '/fr/big/jobs/feed.1.xml', '/fr/big/jobs/feed.xml?before=x']) {
      const response = await app().request(path)
      expect(response.status, path).toBe(404)
      await response.body?.cancel()
    }
  })

  it('is dated by the last change it lists: closing the newest job moves the date forward', async () => {
    await owner`update companies set page_changed_at = '2026-01-01' where slug = 'big'`
    await owner`update company_job_stats set jobs_changed_at = '2026-01-02'
      where company_id = (select id from companies where slug = 'big')`
    const before = await app().request('/en/big/jobs/feed.xml')
    expect(before.headers.get('Last-Modified')).toBe('Fri, 02 Jan 2026 00:00:00 GMT')
    expect(lastBuildDateOf(await before.text())).toBe('Fri, 02 Jan 2026 00:00:00 GMT')

    const [closed] = await owner<{ id: string }[]>`update jobs set status = 'closed' where id = (
      select j.id from jobs j join companies c on c.id = j.company_id
      where c.slug = 'big' and j.status = 'published' order by j.created_at desc limit 1) returning id`
    onTestFinished(async () => {
      // Open again: the other tests, in any order, find every one of the 3,000.
      await owner`update jobs set status = 'published' where id = ${closed?.id ?? ''}`
    })
    const [{ now } = { now: new Date(0) }] = await owner<{ now: Date }[]>`select now()`
    for (const path of ['/en/big/jobs/feed.xml', '/en/big/jobs/feed.rss']) {
      const after = await app().request(path)
      const lastModified = Date.parse(after.headers.get('Last-Modified') ?? '')
      const xml = await after.text()
      // The close's time, to the second HTTP dates keep, not the render's nor the next newest job's.
      expect(Math.abs(lastModified - now.getTime()), path).toBeLessThan(10_000)
      expect(Date.parse(lastBuildDateOf(xml) ?? /<lastBuildDate>([^<]+)</.exec(xml)?.[1] ?? ''), path).toBe(
        lastModified,
      )
    }
  })

  it('is dated anew when a job’s closing date passes, before the cron marks it expired: validators move with the file', async () => {
    const [job] = await owner<{ id: string; closesAt: Date | null }[]>`
      select j.id, j.closes_at as "closesAt" from jobs j join companies c on c.id = j.company_id
      where c.slug = 'big' and j.status = 'published' order by j.id limit 1`
    await owner`update jobs set closes_at = now() + interval '1 hour' where id = ${job?.id ?? ''}`
    onTestFinished(async () => {
      // Its closing date as it was: the other tests, in any order, find every one of the
      // 3,000 and the dates they set.
      await owner`update jobs set closes_at = ${job?.closesAt ?? null} where id = ${job?.id ?? ''}`
    })
    // What the stats said before the date passed: nothing was written since, nobody changes its status.
    const settle = () => owner`
      update company_job_stats set jobs_changed_at = '2026-01-02'
      where company_id = (select id from companies where slug = 'big')`
    // The company's page long unchanged too (the seed's date is a moment ago, maybe after the
    // closing date below, when this test runs before the one that sets it).
    await owner`update companies set page_changed_at = '2026-01-01' where slug = 'big'`
    await settle()
    // Its validators only: that the file lists every visible job is the first test's.
    const open = await app().request('/en/big/jobs/feed.xml')
    await open.body?.cancel()

    await owner`update jobs set closes_at = date_trunc('second', now()) - interval '1 second' where id = ${job?.id ?? ''}`
    await settle()
    const [{ closesAt } = { closesAt: new Date(0) }] = await owner<{ closesAt: Date }[]>`
      select closes_at as "closesAt" from jobs where id = ${job?.id ?? ''}`
    const closed = await app().request('/en/big/jobs/feed.xml')
    const xml = await closed.text()
    expect(xml).not.toContain(job?.id ?? '')
    // The file changed, so its validators do: a client holding the old one gets the new, not a 304.
    expect(closed.headers.get('ETag')).not.toBe(open.headers.get('ETag'))
    expect(closed.headers.get('Last-Modified')).toBe(closesAt.toUTCString())
    expect(lastBuildDateOf(xml)).toBe(closesAt.toUTCString())
    const rss = await app().request('/en/big/jobs/feed.rss')
    expect(rss.headers.get('Last-Modified')).toBe(closesAt.toUTCString())
  })

  it('words contract and remote work in the feed’s language', async () => {
    const english = (await (await app().request('/en/big/jobs/feed.json')).json()) as { items: { tags?: string[] }[] }
    const tags = new Set(english.items.flatMap((item) => item.tags ?? []))
    expect(tags).toContain('Permanent contract')
    expect(tags).toContain('Hybrid')
    for (const french of ['CDI', 'Hybride', 'Sur site', 'Télétravail complet']) expect(tags).not.toContain(french)
    const xml = await (await app().request('/en/big/jobs/feed.xml')).text()
    expect(xml).toContain('<jobtype><![CDATA[Work-study]]></jobtype>')
    expect(xml).not.toContain('<jobtype><![CDATA[Alternance]]></jobtype>')
    expect(xml).toContain('<state><![CDATA[Île-de-France]]></state>')
  })
})
