import { describe, expect, it } from 'vitest'
import { LOCALISED_ROUTES, UNPREFIXED_ROUTES } from './app.ts'
import { canonicalPath } from './middleware/canonical-paths.ts'

/** Every path a route list answers, as mounted (`/api` + `/save-job`). */
function pathsOf(routes: typeof UNPREFIXED_ROUTES): string[] {
  return routes.flatMap(([mountedAt, app]) =>
    app.routes.map((route) => `${mountedAt === '/' ? '' : mountedAt}${route.path}`),
  )
}

describe('the route table', () => {
  it('mounts every localised resource under /:lang', () => {
    const paths = pathsOf(LOCALISED_ROUTES)
    expect(paths.length).toBeGreaterThan(0)
    for (const path of paths) expect(path).toMatch(/^\/:lang(\{[^}]*\})?\//)
  })

  it('lists as unprefixed only paths without a language, which the URL normalisation would move', () => {
    const paths = pathsOf(UNPREFIXED_ROUTES)
    expect(paths).toEqual(expect.arrayContaining(['/sitemap.xml', '/robots.txt', '/api/save-job', '/api/cv/:token']))
    for (const path of paths) {
      expect(path).not.toMatch(/^\/:lang\//)
      // Mounted before `canonicalPaths` on purpose: sitemaps and robots.txt are canonical
      // as they are; the API's paths are not pages and would otherwise go under /fr.
      const concrete = path.replace(/:\w+/g, 'x').replace(/\*$/, 'x')
      if (path.startsWith('/api/')) expect(canonicalPath(concrete)).toBe(`/fr${concrete}`)
      else expect(canonicalPath(concrete)).toBeNull()
    }
  })
})
