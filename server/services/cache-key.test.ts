import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { JOB_ALERT_SENT_PARAM } from '#domain/job-alert.ts'
import { JOB_FILTER_NAMES } from '#domain/job-list.ts'
import { publicPageQuery } from '../middleware/page-cache.ts'
import {
  COMPANY_SPACE_QUERY,
  CRAWL_FILE_QUERY,
  canonicalUrl,
  JOB_DETAIL_QUERY,
  JOB_LIST_QUERY,
  junkValueRedirect,
  LANDING_QUERY,
  UNCACHED_PAGE_QUERY,
} from './cache-key.ts'

const ROOT = resolve(import.meta.dirname, '../..')
const job = 'b0000000-0000-4000-8000-000000000001'

describe('cache keys', () => {
  it('keep only the parameters the page reads, sorted, empty ones dropped', () => {
    const url = 'https://site.test/fr/lumen/jobs?utm_source=x&q=data&_vike=1&contract=CDI&demo=&q=ops#top'
    expect(canonicalUrl(url, JOB_LIST_QUERY).href).toBe('https://site.test/fr/lumen/jobs?contract=CDI&q=data&q=ops')
    expect(canonicalUrl('https://site.test/fr/?junk=1', LANDING_QUERY).href).toBe('https://site.test/fr/')
  })

  it('name the parameters of each kind of public page', () => {
    expect(publicPageQuery('/fr/')).toBe(LANDING_QUERY)
    expect(publicPageQuery('/en/lumen')).toBe(COMPANY_SPACE_QUERY)
    expect(publicPageQuery('/fr/lumen/jobs')).toBe(JOB_LIST_QUERY)
    expect(publicPageQuery(`/fr/lumen/jobs/${job}`)).toBe(JOB_DETAIL_QUERY)
    expect(publicPageQuery(`/fr/lumen/jobs/${job}/apply`)).toBeUndefined()
    // A company's feeds are the route table's, cached by their route (not twice, as a page).
    for (const feed of ['feed.rss', 'feed.json', 'feed.xml', 'feed.2.xml', 'feed-index.xml']) {
      expect(publicPageQuery(`/fr/lumen/jobs/${feed}`), feed).toBeUndefined()
    }
    expect(publicPageQuery(`/fr/lumen/jobs/${job}/apply/confirmation`)).toBeUndefined()
    expect(publicPageQuery('/en/lumen/privacy')).toBe(COMPANY_SPACE_QUERY)
    expect(publicPageQuery('/fr/lumen/terms')).toBe(COMPANY_SPACE_QUERY)
    // The accessibility statements (ADR 048): a company space's, and the platform's.
    expect(publicPageQuery('/en/lumen/accessibility')).toBe(COMPANY_SPACE_QUERY)
    expect(publicPageQuery('/fr/accessibility')).toBe(COMPANY_SPACE_QUERY)
    // A candidate's own pages (ADR 025).
    expect(publicPageQuery('/fr/lumen/withdraw')).toBeUndefined()
    expect(publicPageQuery('/fr/lumen/withdraw/done')).toBeUndefined()
  })

  it('cover every query parameter the pages read (a new one must be added to its constant)', () => {
    const known = new Set([...LANDING_QUERY, ...COMPANY_SPACE_QUERY, ...JOB_LIST_QUERY, ...JOB_DETAIL_QUERY])
    // Never public, so never in a key: each page reading one stays out of the cache.
    for (const name of UNCACHED_PAGE_QUERY) {
      expect(known.has(name), name).toBe(false)
      known.add(name)
    }
    const read = new Set<string>()
    for (const file of sources(join(ROOT, 'pages')).concat(sources(join(ROOT, 'domain')))) {
      const text = readFileSync(file, 'utf8')
      // `urlParsed.search.demo`, `search.get('q')`, `searchParams.get('page')`
      for (const match of text.matchAll(/urlParsed\.search\.(\w+)|search(?:Params)?\.get\(['"](\w+)['"]\)/g)) {
        read.add(match[1] ?? match[2] ?? '')
      }
    }
    expect(read.size).toBeGreaterThan(0)
    // The job list reads its filters by name from a list (domain/job-list.ts).
    expect(JOB_LIST_QUERY).toEqual(expect.arrayContaining([...JOB_FILTER_NAMES, 'page']))
    // ...and the job alert form's notice by its constant (domain/job-alert.ts).
    expect(JOB_LIST_QUERY).toContain(JOB_ALERT_SENT_PARAM.name)
    expect([...read].filter((name) => !known.has(name))).toEqual([])
    expect(CRAWL_FILE_QUERY).toEqual(['before'])
  })
})

describe('junk values of the parameters a page reads', () => {
  const list = 'https://site.test/fr/lumen/jobs'
  const detail = `https://site.test/fr/lumen/jobs/${job}`

  it.each([
    [`${list}?page=abc`, `${list}`],
    [`${list}?page=0&q=data`, `${list}?q=data`],
    [`${list}?page=02`, `${list}`],
    [`${list}?page=1&contract=CDI`, `${list}?contract=CDI`],
    [`${list}?page=2&page=3`, `${list}?page=2`],
    [`${list}?page=99999999999999999999`, `${list}`],
    [`${list}?alert=${'x'.repeat(40)}`, `${list}`],
    [`${list}?q=%20data%20&utm_source=x`, `${list}?q=data`],
    [`${list}?city=Lyon%00`, `${list}?city=Lyon`],
    [`${list}?q=${'a'.repeat(150)}`, `${list}?q=${'a'.repeat(100)}`],
    [`${list}?contract=CDI&contract=CDD`, `${list}?contract=CDI`],
    ['https://site.test/fr/lumen?demo=nope', 'https://site.test/fr/lumen'],
    [`${detail}?save=yes`, detail],
    [`${detail}?saved=2&fbclid=abc`, detail],
  ])('%s redirects to %s', (url, target) => {
    const query = publicPageQuery(new URL(url).pathname) ?? []
    expect(junkValueRedirect(url, query)?.href).toBe(target)
  })

  it.each([
    `${list}`,
    `${list}?page=2`,
    `${list}?q=data&contract=CDI&city=Lyon&remote=Hybride&page=7&alert=sent`,
    `${list}?q=&contract=&city=&remote=`,
    `${list}?utm_source=x&fbclid=y`,
    'https://site.test/en/lumen/team?demo=photo',
    `${detail}?save=1`,
    `${detail}?saved=1`,
  ])('%s is read as it is written: no redirect', (url) => {
    const query = publicPageQuery(new URL(url).pathname) ?? []
    expect(junkValueRedirect(url, query)).toBeNull()
  })

  it('a redirect is to a URL the site writes (no second redirect), for any junk (property)', () => {
    const value = fc.oneof(fc.string(), fc.constantFrom('1', '2', 'sent', 'fleurs', '0', '-1'))
    const name = fc.constantFrom(...JOB_LIST_QUERY, 'utm_source')
    fc.assert(
      fc.property(fc.array(fc.tuple(name, value), { maxLength: 6 }), (pairs) => {
        const url = `${list}?${new URLSearchParams(pairs)}`
        const target = junkValueRedirect(url, JOB_LIST_QUERY)
        if (target) expect(junkValueRedirect(target.href, JOB_LIST_QUERY)).toBeNull()
      }),
      { seed: 27 },
    )
  })
})

function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'))
    .map((name) => join(dir, name))
}
