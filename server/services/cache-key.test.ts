import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
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
    expect(publicPageQuery(`/fr/lumen/jobs/${job}/apply/confirmation`)).toBeUndefined()
    expect(publicPageQuery('/en/lumen/privacy')).toBe(COMPANY_SPACE_QUERY)
    expect(publicPageQuery('/fr/lumen/terms')).toBe(COMPANY_SPACE_QUERY)
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

function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'))
    .map((name) => join(dir, name))
}
