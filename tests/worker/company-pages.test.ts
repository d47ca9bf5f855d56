import { describe, expect, SEED, test } from './fixtures.ts'
import { parseHtml, titleOf } from './html.ts'
import { get } from './http.ts'

// The company pages' metadata as crawlers read it (the pages are HTML-only, ADR 029). The pages in a browser: tests/e2e/company-pages.spec.ts.

describe('company layout', () => {
  test('SEO: seo_pages title, canonical, hreflang and Open Graph image', async () => {
    const head = async (path: string) => parseHtml((await get(path)).text)
    let page = await head(`/en/${SEED.completeCompany}/team`)
    const origin = 'http://localhost:3000' // PUBLIC_ORIGIN in wrangler.toml
    expect(page('link[rel="canonical"]').attr('href')).toBe(`${origin}/en/${SEED.completeCompany}/team`)
    expect(page('link[hreflang="fr"]').attr('href')).toBe(`${origin}/fr/${SEED.completeCompany}/team`)
    expect(page('link[hreflang="x-default"]').attr('href')).toBe(`${origin}/fr/${SEED.completeCompany}/team`)
    // Its cover is an SVG, which link previews do not show: its card (tests/worker/share-images.test.ts).
    expect(page('meta[property="og:image"]').attr('content')).toMatch(
      new RegExp(`^${origin}/share-cards/company/${SEED.completeCompany}\\.png\\?v=`),
    )
    // seo_pages.team has no English variant: the English page uses its own text, never the French one.
    expect(titleOf(page)).toBe('The Lumen Énergie team')
    page = await head(`/fr/${SEED.completeCompany}/team`)
    expect(titleOf(page)).toBe("L'équipe Lumen Énergie")
    // seo_pages.homepage has both.
    page = await head(`/en/${SEED.completeCompany}`)
    expect(titleOf(page)).toBe('Lumen Énergie — Careers')
    expect(page('meta[name="description"]').attr('content')).toMatch(/^Join Lumen Énergie/)
    page = await head(`/fr/${SEED.completeCompany}`)
    expect(titleOf(page)).toBe('Lumen Énergie — Carrières')
    page = await head(`/en/${SEED.sparseCompany}/team`)
    expect(titleOf(page)).toBe('The Atelier Brique team')
    // No cover nor logo: its card all the same.
    expect(page('meta[property="og:image"]').attr('content')).toMatch(
      new RegExp(`^${origin}/share-cards/company/${SEED.sparseCompany}\\.png\\?v=`),
    )
  })

  test('English pages never carry French company texts in their metadata; long ones are cut at a word, with …', async () => {
    const meta = async (path: string) => {
      const html = (await get(path)).text
      return /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''
    }
    for (const section of ['', '/companie', '/team', '/jobs']) {
      const description = await meta(`/en/${SEED.completeCompany}${section}`)
      expect(description, section).not.toMatch(/ (découvrez|rejoignez|nos|notre|chez|et) /i)
    }
    const french = await meta(`/fr/${SEED.completeCompany}/companie`)
    expect(Array.from(french).length).toBeLessThanOrEqual(155)
  })
})
