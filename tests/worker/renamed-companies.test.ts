import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, LOCALES, openWorkerDatabase, test } from './fixtures.ts'
import { get } from './http.ts'

/**
 * A company that changes its slug keeps its addresses (ADR 037): every page, feed and
 * sitemap file under an old slug answers 301 to the same address under the new one, in
 * one hop whatever the number of renames, and its feeds' item ids do not move. A company
 * that takes an old slug wins it. The history itself: tests/integration/company-slug-history.test.ts.
 */
const run = randomUUID().slice(0, 8)
const FIRST = `renamed-first-${run}`
const SECOND = `renamed-second-${run}`
const NOW = `renamed-now-${run}`
const JOB_ID = randomUUID()
const database = openWorkerDatabase()
let companyId = ''

afterAll(async () => {
  await database`delete from companies where slug in (${FIRST}, ${SECOND}, ${NOW})`
  await database.end()
})

/** What identifies each item of the three feeds: RSS guid, JSON Feed id, the XML feed's reference number. */
async function feedItemIds(slug: string) {
  const rss = (await get(`/en/${slug}/jobs/feed.rss`)).text
  const json = (await get(`/en/${slug}/jobs/feed.json`)).json<{ items: { id: string }[] }>()
  const xml = (await get(`/en/${slug}/jobs/feed.xml`)).text
  return {
    rss: [...rss.matchAll(/<guid[^>]*>([^<]+)<\/guid>/g)].map((match) => match[1]),
    json: json.items.map((item) => item.id),
    xml: [...xml.matchAll(/<referencenumber><!\[CDATA\[([^\]]+)\]\]><\/referencenumber>/g)].map((match) => match[1]),
  }
}

/** Every kind of address of a company space, language-less below the slug. */
const ADDRESSES = [
  '',
  '/companie',
  '/team',
  '/jobs',
  '/jobs?contract=cdi',
  `/jobs/${JOB_ID}`,
  `/jobs/${JOB_ID}/apply`,
  '/privacy',
  '/terms',
  '/jobs/feed.rss',
  '/jobs/feed.json',
  '/jobs/feed.xml',
]

describe('a renamed company', () => {
  test('answers 301 from its old slugs to its slug of today; its feeds keep their item ids', async () => {
    const [company] = await database<{ id: string }[]>`
      insert into companies (slug, name, workspace_id) values (${FIRST}, 'Renamed Co', gen_random_uuid())
      returning id
    `
    companyId = company?.id ?? ''
    await database`
      insert into jobs (id, company_id, workspace_id, title, status, contract_type, description)
      select ${JOB_ID}, id, workspace_id, 'Poste renommé', 'published', 'CDI', 'Un poste qui reste.'
      from companies where id = ${companyId}
    `
    const before = await feedItemIds(FIRST)
    expect(before.rss).toEqual([JOB_ID])
    expect(before.json).toEqual([JOB_ID])
    expect(before.xml).toEqual([JOB_ID])

    await database`update companies set slug = ${SECOND} where id = ${companyId}`
    await database`update companies set slug = ${NOW} where id = ${companyId}`

    // SECOND's addresses were never served (no cached copy): each is a 301 straight to NOW's.
    for (const locale of LOCALES) {
      for (const address of ADDRESSES) {
        const path = `/${locale}/${SECOND}${address}`
        const response = await get(path)
        expect(response.status, path).toBe(301)
        expect(response.headers.location, path).toBe(`/${locale}/${NOW}${address}`)
        expect((await get(path, { follow: true })).status, path).toBe(200)
      }
    }
    // The first slug too (an address of it no one asked for yet), in one hop.
    const job = await get(`/fr/${FIRST}/jobs/${JOB_ID}`)
    expect(job.status).toBe(301)
    expect(job.headers.location).toBe(`/fr/${NOW}/jobs/${JOB_ID}`)
    for (const old of [FIRST, SECOND]) {
      const sitemap = await get(`/sitemaps/company-${old}.xml`)
      expect(sitemap.status, old).toBe(301)
      expect(sitemap.headers.location, old).toBe(`/sitemaps/company-${NOW}.xml`)
    }
    expect((await get(`/sitemaps/company-${NOW}.xml`)).text).toContain(`/${NOW}/jobs/${JOB_ID}`)

    // Feed readers and aggregators see the same items, now linking to the new addresses.
    expect(await feedItemIds(NOW)).toEqual(before)
    expect((await get(`/en/${NOW}/jobs/feed.rss`)).text).toContain(
      `<link>http://localhost:3000/en/${NOW}/jobs/${JOB_ID}</link>`,
    )

    // Tracking tags go along (statistics read them on arrival), other parameters too.
    const tagged = await get(`/fr/${SECOND}/jobs?contract=cdi&utm_source=news&utm_campaign=mars`)
    expect(tagged.headers.location).toBe(`/fr/${NOW}/jobs?contract=cdi&utm_source=news&utm_campaign=mars`)
    const taggedJob = await get(`/en/${FIRST}/jobs/${JOB_ID}?utm_source=linkedin`)
    expect(taggedJob.headers.location).toBe(`/en/${NOW}/jobs/${JOB_ID}?utm_source=linkedin`)
    // Without a language prefix: one hop too, not one to /fr then one to the new slug.
    const unprefixed = await get(`/${SECOND}/jobs?utm_source=news`)
    expect(unprefixed.status).toBe(301)
    expect(unprefixed.headers.location).toBe(`/fr/${NOW}/jobs?utm_source=news`)
    // The share card an old page's og:image named.
    const card = await get(`/share-cards/company/${SECOND}.png`)
    expect(card.status).toBe(301)
    expect(card.headers.location).toBe(`/share-cards/company/${NOW}.png`)

    // A slug no company ever had is still not found.
    expect((await get(`/fr/never-a-company-${run}/jobs`)).status).toBe(404)
  })

  test('loses an old slug to a company that takes it', async () => {
    const taken = `renamed-taken-${run}`
    const [leaver] = await database<{ id: string }[]>`
      insert into companies (slug, name, workspace_id) values (${taken}, 'Leaver', gen_random_uuid()) returning id
    `
    try {
      await database`update companies set slug = ${`${taken}-left`} where id = ${leaver?.id ?? ''}`
      expect((await get(`/en/${taken}/team`)).status).toBe(301)
      await database`insert into companies (slug, name, workspace_id) values (${taken}, 'Newcomer', gen_random_uuid())`
      // Not /team, which the 301 above may have left in a cache: the newcomer's home.
      const home = await get(`/en/${taken}`)
      expect(home.status).toBe(200)
      expect(home.text).toContain('Newcomer')
    } finally {
      await database`delete from companies where slug in (${taken}, ${`${taken}-left`})`
    }
  })
})
