import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canonicalPath } from './canonical-paths.ts'

describe('canonicalPath', () => {
  it('applies the route table in one hop', () => {
    expect(canonicalPath('/fr')).toBe('/fr/')
    expect(canonicalPath('/fr/')).toBeNull()
    expect(canonicalPath('/fr/lumen-energie/')).toBe('/fr/lumen-energie')
    expect(canonicalPath('/fr//lumen-energie//jobs')).toBe('/fr/lumen-energie/jobs')
    expect(canonicalPath('/lumen-energie')).toBe('/fr/lumen-energie')
    // Unprefixed with a trailing slash: straight to the final path, not via /fr/lumen-energie/.
    expect(canonicalPath('/lumen-energie/')).toBe('/fr/lumen-energie')
    expect(canonicalPath('/en/sitemap.xml')).toBe('/sitemap.xml')
    expect(canonicalPath('/fr/sitemaps/company-x.xml')).toBe('/sitemaps/company-x.xml')
    expect(canonicalPath('/assets/app.js')).toBeNull()
  })

  it('never sends a sitemap path to /fr and back (it used to loop)', () => {
    expect(canonicalPath('/sitemap.xml/')).toBe('/sitemap.xml')
    expect(canonicalPath('/en/sitemap.xml/')).toBe('/sitemap.xml')
    expect(canonicalPath('/sitemap.xml/x')).toBeNull()
    expect(canonicalPath('/en/sitemap.xml/x')).toBe('/sitemap.xml/x')
  })

  it('sends a language prefix in capitals, or a language the site lacks, to the page itself', () => {
    expect(canonicalPath('/FR/lumen-energie')).toBe('/fr/lumen-energie')
    expect(canonicalPath('/En')).toBe('/en/')
    expect(canonicalPath('/de/lumen-energie/jobs')).toBe('/fr/lumen-energie/jobs')
    expect(canonicalPath('/robots.txt/')).toBe('/robots.txt')
    expect(canonicalPath('/robots.txt')).toBeNull()
  })

  it('gives a job one URL: its id in lowercase', () => {
    const id = 'b0000000-0000-4000-8000-00000000000a'
    expect(canonicalPath(`/fr/lumen-energie/jobs/${id.toUpperCase()}`)).toBe(`/fr/lumen-energie/jobs/${id}`)
    expect(canonicalPath(`/en/lumen-energie/jobs/${id.toUpperCase()}/apply/`)).toBe(
      `/en/lumen-energie/jobs/${id}/apply`,
    )
    expect(canonicalPath(`/fr/lumen-energie/jobs/${id}`)).toBeNull()
  })

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
