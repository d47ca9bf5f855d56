import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shareValidators, validateAgainstXsd } from '../tests/tools/validators.ts'
import type { SitemapEntry } from './sitemap.ts'
import { buildSitemapIndex, buildUrlSet, SITEMAP_MAX_URLS } from './sitemap.ts'

const ORIGIN = 'https://careers.example.com'
const entries: SitemapEntry[] = [
  { path: '/', lastmod: null },
  { path: '/lumen-energie/companie', lastmod: new Date('2026-11-18T08:00:00.123Z') },
  // '&' is legal in a URL but must be escaped in XML.
  { path: '/lumen-energie/jobs/r&d-42', lastmod: new Date('2026-11-20T17:45:09Z') },
]
const urlSet = buildUrlSet(ORIGIN, entries)
const index = buildSitemapIndex(ORIGIN, [
  { path: '/sitemaps/pages.xml', lastmod: null },
  { path: '/sitemaps/company-lumen-energie.xml', lastmod: new Date('2026-11-20T17:45:09.500Z') },
])

function blocks(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) => match[1] ?? '')
}

function text(block: string, tag: string): string | undefined {
  return new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(block)?.[1]
}

function alternates(block: string): Record<string, string> {
  const links = block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]*)"\/>/g)
  return Object.fromEntries([...links].map(([, hreflang = '', href = '']) => [hreflang, href]))
}

describe('buildUrlSet', () => {
  const urls = blocks(urlSet, 'url')

  it('starts with the XML declaration and the sitemap and xhtml namespaces', () => {
    expect(urlSet.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true)
    expect(urlSet).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    )
  })

  it('emits one url per entry and locale, language first in every loc', () => {
    expect(urls).toHaveLength(entries.length * 2)
    expect(urls.map((url) => text(url, 'loc'))).toEqual([
      `${ORIGIN}/fr/`,
      `${ORIGIN}/en/`,
      `${ORIGIN}/fr/lumen-energie/companie`,
      `${ORIGIN}/en/lumen-energie/companie`,
      `${ORIGIN}/fr/lumen-energie/jobs/r&amp;d-42`,
      `${ORIGIN}/en/lumen-energie/jobs/r&amp;d-42`,
    ])
  })

  it('lists fr, en and x-default (the French page) as alternates of every url', () => {
    for (const url of urls) {
      const links = alternates(url)
      expect(Object.keys(links)).toEqual(['fr', 'en', 'x-default'])
      expect(links['x-default']).toBe(links.fr)
      expect(links.fr).toMatch(new RegExp(`^${ORIGIN}/fr/`))
      expect(links.en).toMatch(new RegExp(`^${ORIGIN}/en/`))
    }
    expect(alternates(urls[1] ?? '')['x-default']).toBe(`${ORIGIN}/fr/`)
    expect(alternates(urls[5] ?? '')).toEqual({
      fr: `${ORIGIN}/fr/lumen-energie/jobs/r&amp;d-42`,
      en: `${ORIGIN}/en/lumen-energie/jobs/r&amp;d-42`,
      'x-default': `${ORIGIN}/fr/lumen-energie/jobs/r&amp;d-42`,
    })
  })

  it('writes lastmod as a W3C datetime to the second, and omits it when unknown', () => {
    expect(urls.map((url) => text(url, 'lastmod'))).toEqual([
      undefined,
      undefined,
      '2026-11-18T08:00:00Z',
      '2026-11-18T08:00:00Z',
      '2026-11-20T17:45:09Z',
      '2026-11-20T17:45:09Z',
    ])
  })

  it('escapes every XML special character and never leaves a bare &', () => {
    const xml = buildUrlSet(ORIGIN, [{ path: `/a&b<c>d"e'f`, lastmod: null }], ['fr'])
    expect(text(xml, 'loc')).toBe(`${ORIGIN}/fr/a&amp;b&lt;c&gt;d&quot;e&#39;f`)
    expect(urlSet).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/)
  })

  it('honours a restricted locale list', () => {
    const xml = buildUrlSet(ORIGIN, entries, ['en'])
    expect(blocks(xml, 'url').map((url) => text(url, 'loc'))).toEqual([
      `${ORIGIN}/en/`,
      `${ORIGIN}/en/lumen-energie/companie`,
      `${ORIGIN}/en/lumen-energie/jobs/r&amp;d-42`,
    ])
    expect(alternates(blocks(xml, 'url')[0] ?? '')).toEqual({ en: `${ORIGIN}/en/`, 'x-default': `${ORIGIN}/fr/` })
  })

  it('refuses more than SITEMAP_MAX_URLS urls', () => {
    const half = Array.from({ length: SITEMAP_MAX_URLS / 2 }, (_, i) => ({ path: `/p${i}`, lastmod: null }))
    expect(() => buildUrlSet(ORIGIN, half)).not.toThrow()
    expect(() => buildUrlSet(ORIGIN, [...half, { path: '/one-more', lastmod: null }])).toThrow(RangeError)
  })
})

describe('buildSitemapIndex', () => {
  it('lists each sitemap by its absolute URL, lastmod when known', () => {
    expect(index.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true)
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const sitemaps = blocks(index, 'sitemap')
    expect(sitemaps.map((sitemap) => [text(sitemap, 'loc'), text(sitemap, 'lastmod')])).toEqual([
      [`${ORIGIN}/sitemaps/pages.xml`, undefined],
      [`${ORIGIN}/sitemaps/company-lumen-energie.xml`, '2026-11-20T17:45:09Z'],
    ])
  })
})

// The first document also loads and compiles the schemas in the JVM: seconds on a machine
// busy with the browser tests beside it (npm test's two lanes), hence the longer timeout.
describe('sitemaps.org 0.9 schemas (XSD, validated by Java)', { timeout: 60_000 }, () => {
  // One JVM for the four documents (tests/tools/Validators.java), XSD only.
  let stopValidators = () => {}
  beforeAll(async () => {
    stopValidators = await shareValidators({ html: false })
  }, 60_000)
  afterAll(() => stopValidators())

  it('accepts the urlset, xhtml alternates included', async () => {
    const result = await validateAgainstXsd('sitemap', urlSet)
    expect(result.output).toBe('OK')
    expect(result.valid).toBe(true)
  })

  it('accepts the sitemap index', async () => {
    const result = await validateAgainstXsd('siteindex', index)
    expect(result.output).toBe('OK')
    expect(result.valid).toBe(true)
  })

  it('reports a url without loc as invalid', async () => {
    const withoutLoc = urlSet.replace(/<loc>[^<]*<\/loc>/, '')
    const result = await validateAgainstXsd('sitemap', withoutLoc)
    expect(result.valid).toBe(false)
    expect(result.output).toMatch(/^INVALID \d+:\d+ cvc-complex-type/)
  })

  it('reports a lastmod that is not a W3C datetime as invalid', async () => {
    const yesterday = index.replace('2026-11-20T17:45:09Z', 'yesterday')
    const result = await validateAgainstXsd('siteindex', yesterday)
    expect(result.valid).toBe(false)
    expect(result.output).toContain("'yesterday'")
  })
})
