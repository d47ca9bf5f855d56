import { describe, expect, it } from 'vitest'
import { companyShareImage, isRasterImageUrl, type SharedCompany, siteShareImage } from './share-image.ts'

const ORIGIN = 'https://emplois.example'
const company: SharedCompany = {
  slug: 'lumen-energie',
  name: 'Lumen Énergie',
  logoUrl: '/demo/lumen-logo.svg',
  coverImageUrl: '/demo/lumen-cover.svg',
  accentColor: '#1f5f99',
}

describe('companyShareImage', () => {
  it('draws a card when the cover and logo are SVG, which link previews do not show', () => {
    const image = companyShareImage(company, ORIGIN)
    expect(image.kind).toBe('card')
    expect(image.url).toMatch(/^https:\/\/emplois\.example\/share-cards\/company\/lumen-energie\.png\?v=[0-9a-z]+$/)
    expect(image.size).toEqual({ width: 1200, height: 630 })
  })

  it('uses a raster cover first, then a raster logo, as absolute URLs', () => {
    const cover = 'https://storage.example/covers/lumen.JPG'
    expect(companyShareImage({ ...company, coverImageUrl: cover }, ORIGIN)).toEqual({ url: cover, kind: 'cover' })
    expect(companyShareImage({ ...company, logoUrl: '/demo/logo.png?w=400' }, ORIGIN)).toEqual({
      url: `${ORIGIN}/demo/logo.png?w=400`,
      kind: 'logo',
    })
    expect(companyShareImage({ ...company, coverImageUrl: '/x.webp', logoUrl: null }, ORIGIN).kind).toBe('card')
  })

  it('never takes an address a page could not use (other schemes, other sites written as paths)', () => {
    for (const bad of ['javascript:alert(1)//x.png', '//evil.example/x.png', 'data:image/png;base64,AAAA'])
      expect(companyShareImage({ ...company, coverImageUrl: bad, logoUrl: null }, ORIGIN).kind).toBe('card')
  })

  it("changes the card's address when what it shows changes, and only then", () => {
    const url = companyShareImage(company, ORIGIN).url
    expect(companyShareImage({ ...company }, ORIGIN).url).toBe(url)
    expect(companyShareImage({ ...company, coverImageUrl: null }, ORIGIN).url).toBe(url)
    for (const change of [{ name: 'Lumen' }, { accentColor: '#000000' }, { logoUrl: '/demo/other.svg' }])
      expect(companyShareImage({ ...company, ...change }, ORIGIN).url).not.toBe(url)
  })
})

describe('siteShareImage', () => {
  it("is the site's card, named by the provider", () => {
    const image = siteShareImage('Talentsite', ORIGIN)
    expect(image.url).toMatch(/^https:\/\/emplois\.example\/share-cards\/site\.png\?v=[0-9a-z]+$/)
    expect(image.kind).toBe('card')
    expect(siteShareImage('Autre', ORIGIN).url).not.toBe(image.url)
  })
})

describe('isRasterImageUrl', () => {
  it('reads the extension of the path, not of the query', () => {
    expect(isRasterImageUrl('https://a.example/x.png')).toBe(true)
    expect(isRasterImageUrl('https://a.example/x.jpeg')).toBe(true)
    expect(isRasterImageUrl('https://a.example/x.svg?format=.png')).toBe(false)
    expect(isRasterImageUrl('not a url')).toBe(false)
  })
})
