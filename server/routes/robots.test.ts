import robotsParser from 'robots-parser'
import { describe, expect, test } from 'vitest'
import { robotsTxt } from './robots.ts'

// robots.txt read by a parser that follows Google's rules (longest match, `*`, `$`), the
// one Lighthouse uses: every public page of a company is open whatever its slug, the
// private paths of every company are closed.
const ORIGIN = 'https://careers.example'
const robots = robotsParser(`${ORIGIN}/robots.txt`, robotsTxt(ORIGIN))
const allowed = (path: string) => robots.isAllowed(`${ORIGIN}${path}`, 'Googlebot')

const JOB = 'b0000000-0000-4000-8000-000000000001'
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.abc.def'

/** Slugs that begin with, or are, the name of a private path. */
const SLUGS = ['withdraw', 'withdrawal-partners', 'withdraw2', 'alerts', 'alerts-co', 'api', 'apply', 'confirmation']

const publicPaths = (locale: string, slug: string) => [
  `/${locale}/${slug}`,
  `/${locale}/${slug}/companie`,
  `/${locale}/${slug}/team`,
  `/${locale}/${slug}/jobs`,
  `/${locale}/${slug}/jobs?page=2`,
  `/${locale}/${slug}/jobs/${JOB}`,
  `/${locale}/${slug}/jobs/${JOB}/apply`,
  `/${locale}/${slug}/jobs/feed.rss`,
  `/${locale}/${slug}/privacy`,
]

const privatePaths = (locale: string, slug: string) => [
  `/${locale}/${slug}/jobs/${JOB}/apply/confirmation`,
  `/${locale}/${slug}/jobs/${JOB}/apply/confirmation?ref=x`,
  `/${locale}/${slug}/withdraw`,
  `/${locale}/${slug}/withdraw?token=${TOKEN}`,
  `/${locale}/${slug}/withdraw/done`,
  `/${locale}/${slug}/alerts/confirm/${TOKEN}`,
  `/${locale}/${slug}/alerts/unsubscribe/${TOKEN}`,
]

describe('robots.txt', () => {
  for (const locale of ['fr', 'en']) {
    test(`every public page is open, whatever the company's slug (${locale})`, () => {
      for (const slug of [...SLUGS, 'lumen-energie']) {
        for (const path of publicPaths(locale, slug)) expect(allowed(path), path).toBe(true)
      }
    })

    test(`every private path is closed, whatever the company's slug (${locale})`, () => {
      for (const slug of [...SLUGS, 'lumen-energie']) {
        for (const path of privatePaths(locale, slug)) expect(allowed(path), path).toBe(false)
      }
    })
  }

  test('the landing pages, sitemaps and feeds are open; the endpoints closed; the sitemap named', () => {
    for (const path of ['/', '/fr/', '/en/', '/sitemap.xml', '/sitemaps/company-api.xml']) {
      expect(allowed(path), path).toBe(true)
    }
    for (const path of ['/api/save-job', `/api/cv/${TOKEN}`]) expect(allowed(path), path).toBe(false)
    expect(robots.getSitemaps()).toEqual([`${ORIGIN}/sitemap.xml`])
  })
})

// A company's own host (ADR 044): its paths have no company segment, `/fr/` is its home.
describe("robots.txt of a company's own host", () => {
  const HOST = 'https://carrieres.acme.example'
  const own = robotsParser(`${HOST}/robots.txt`, robotsTxt(HOST, { companyInPath: false }))
  const ownAllowed = (path: string) => own.isAllowed(`${HOST}${path}`, 'Googlebot')

  test('its public pages are open, its private paths closed, its own sitemap named', () => {
    for (const locale of ['fr', 'en']) {
      const withSlug = publicPaths(locale, 'x').map((path) => path.replace(`/${locale}/x`, `/${locale}`))
      for (const path of [`/${locale}/`, ...withSlug]) expect(ownAllowed(path), path).toBe(true)
      const closed = privatePaths(locale, 'x').map((path) => path.replace(`/${locale}/x`, `/${locale}`))
      for (const path of closed) expect(ownAllowed(path), path).toBe(false)
    }
    expect(own.getSitemaps()).toEqual([`${HOST}/sitemap.xml`])
  })
})
