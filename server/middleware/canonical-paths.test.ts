import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { itReturns } from '../../tests/tools/function-cases.ts'
import { canonicalPath } from './canonical-paths.ts'

const JOB_ID = 'b0000000-0000-4000-8000-00000000000a'

describe('canonicalPath', () => {
  itReturns(canonicalPath, [
    // The route table, in one hop.
    ['/fr', '/fr/'],
    ['/fr/', null],
    ['/fr/lumen-energie/', '/fr/lumen-energie'],
    ['/fr//lumen-energie//jobs', '/fr/lumen-energie/jobs'],
    ['/lumen-energie', '/fr/lumen-energie'],
    // Unprefixed with a trailing slash: straight to the final path, not via /fr/lumen-energie/.
    ['/lumen-energie/', '/fr/lumen-energie'],
    ['/en/sitemap.xml', '/sitemap.xml'],
    ['/fr/sitemaps/company-x.xml', '/sitemaps/company-x.xml'],
    ['/assets/app.js', null],
    // A sitemap path never goes to /fr and back (it used to loop).
    ['/sitemap.xml/', '/sitemap.xml'],
    ['/en/sitemap.xml/', '/sitemap.xml'],
    ['/sitemap.xml/x', null],
    ['/en/sitemap.xml/x', '/sitemap.xml/x'],
    // A language prefix in capitals, or a language the site lacks: to the page itself.
    ['/FR/lumen-energie', '/fr/lumen-energie'],
    ['/En', '/en/'],
    ['/de/lumen-energie/jobs', '/fr/lumen-energie/jobs'],
    ['/robots.txt/', '/robots.txt'],
    ['/robots.txt', null],
    // The root files in capitals: to the file, not to a page under /fr that does not exist.
    ['/ROBOTS.TXT', '/robots.txt'],
    ['/Favicon.svg/', '/favicon.svg'],
    // A job has one URL: its id in lowercase.
    [`/fr/lumen-energie/jobs/${JOB_ID.toUpperCase()}`, `/fr/lumen-energie/jobs/${JOB_ID}`],
    [`/en/lumen-energie/jobs/${JOB_ID.toUpperCase()}/apply/`, `/en/lumen-energie/jobs/${JOB_ID}/apply`],
    [`/fr/lumen-energie/jobs/${JOB_ID}`, null],
  ])

  it('every target is canonical itself, and a path on this site', () => {
    const segment = fc.oneof(
      fc.constantFrom('fr', 'en', 'sitemap.xml', 'sitemaps', 'assets', '__x', '@vite', '', 'x', '..', 'FR'),
      fc.string({ maxLength: 8 }).map(encodeURIComponent),
    )
    const path = fc
      .tuple(fc.array(segment, { maxLength: 5 }), fc.boolean())
      .map(([segments, slash]) => `/${segments.join('/')}${slash ? '/' : ''}`)
    fc.assert(
      fc.property(path, (pathname) => {
        const target = canonicalPath(pathname)
        if (target === null) return
        expect(target).toMatch(/^\/(?![/\\])/)
        expect(canonicalPath(target)).toBeNull()
      }),
      { numRuns: 2_000 },
    )
  })
})
