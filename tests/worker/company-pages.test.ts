import { describe, expect, SEED, test } from './fixtures.ts'
import { get } from './http.ts'

// The company pages' metadata as crawlers read it. The pages in a browser: tests/e2e/company-pages.spec.ts.

describe('company layout', () => {
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
