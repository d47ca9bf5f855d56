import { describe, expect, it } from 'vitest'
import { slugOfPath } from './renamed-companies.ts'

const JOB = 'b0000000-0000-4000-8000-000000000001'

describe('slugOfPath: the company slug an address names, and the address under another', () => {
  it('reads every page, feed and sitemap file of a company space', () => {
    const cases: [string, string][] = [
      ['/fr/old-co', '/fr/new-co'],
      ['/en/old-co/companie', '/en/new-co/companie'],
      ['/fr/old-co/jobs', '/fr/new-co/jobs'],
      [`/en/old-co/jobs/${JOB}`, `/en/new-co/jobs/${JOB}`],
      [`/fr/old-co/jobs/${JOB}/apply`, `/fr/new-co/jobs/${JOB}/apply`],
      ['/fr/old-co/jobs/feed.rss', '/fr/new-co/jobs/feed.rss'],
      ['/en/old-co/withdraw', '/en/new-co/withdraw'],
      ['/sitemaps/company-old-co.xml', '/sitemaps/company-new-co.xml'],
      ['/sitemaps/company-old-co.3.xml', '/sitemaps/company-new-co.3.xml'],
      ['/share-cards/company/old-co.png', '/share-cards/company/new-co.png'],
    ]
    for (const [path, moved] of cases) {
      const address = slugOfPath(path)
      expect(address?.slug, path).toBe('old-co')
      expect(address?.under('new-co'), path).toBe(moved)
    }
  })

  it('names no company in the other addresses', () => {
    for (const path of [
      '/',
      '/fr/',
      '/robots.txt',
      '/sitemap.xml',
      '/sitemaps/pages.xml',
      '/fr/Not_A_Slug',
      '/api/x',
    ]) {
      expect(slugOfPath(path), path).toBeNull()
    }
  })
})
