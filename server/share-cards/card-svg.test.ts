import { load } from 'cheerio'
import { describe, expect, it } from 'vitest'
import { readableAccent } from '#domain/brand-color.ts'
import { cardSvg, fitName } from './card-svg.ts'
import { imageType } from './logo-source.ts'

const base = { name: 'Lumen Énergie', accentColor: '#1f5f99', logo: null, footer: 'emplois.example' }

/** The card parsed as XML, as resvg reads it. */
function parse(svg: string) {
  return load(svg, { xml: true })
}

/** The name as drawn, its lines end to end without the spaces the wrapping took. */
function drawnName(svg: string): string {
  const card = parse(svg)
  return card('tspan')
    .map((_, line) => card(line).text())
    .get()
    .join('')
    .replace(/\s/g, '')
}

describe('cardSvg', () => {
  it('is a 1200×630 drawing in the company colour, with its name and initial', () => {
    const card = parse(cardSvg(base))
    expect(card('svg').attr('width')).toBe('1200')
    expect(card('svg').attr('height')).toBe('630')
    expect(card('rect').first().attr('fill')).toBe('#1f5f99')
    expect(drawnName(cardSvg(base))).toBe('LumenÉnergie')
    expect(card('text').eq(0).text()).toBe('L')
  })

  it('draws a hostile name as text: markup, quotes, entities and line breaks stay characters', () => {
    const name = `</text><image href="//e.example/x.svg"/>&amp; "q"\n\u0000É\u202e`
    const svg = cardSvg({ ...base, name })
    const card = parse(svg)
    expect(card('image')).toHaveLength(0)
    expect(svg).not.toContain('e.example/x.svg"/>')
    expect(svg).not.toContain('\u0000')
    expect(drawnName(svg)).toBe(`</text><imagehref="//e.example/x.svg"/>&amp;"q"É\u202e`)
  })

  it("draws a pale accent darkened as the pages show it, and the site's colour for no colour", () => {
    // The pages' rule (domain/brand-color.ts): darkened in its own hue until white reads on it.
    const pale = parse(cardSvg({ ...base, accentColor: '#ffd43b' }))('rect')
      .first()
      .attr('fill')
    expect(pale).toBe(readableAccent('#ffd43b'))
    expect(pale).not.toBe('#ffd43b')
    expect(
      parse(cardSvg({ ...base, accentColor: '"/><script/>' }))('rect')
        .first()
        .attr('fill'),
    ).toBe('#0b6e4f')
  })

  it('embeds the logo from its bytes, never by its address', () => {
    const logo = {
      type: 'image/svg+xml' as const,
      bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    }
    const href = parse(cardSvg({ ...base, logo }))('image').attr('href')
    expect(href).toBe(`data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`)
  })

  it('differs between companies', () => {
    expect(cardSvg({ ...base, name: 'Atelier Brique', accentColor: null })).not.toBe(cardSvg(base))
  })
})

describe('fitName', () => {
  it('keeps a short name large and on one line', () => {
    expect(fitName('Café Moka')).toEqual({ fontSize: 96, lines: ['Café Moka'] })
  })

  it('wraps a long name on at most three lines, smaller, and cuts what is left with an ellipsis', () => {
    const { fontSize, lines } = fitName('Société Coopérative de Production des Ateliers Réunis '.repeat(4).trim())
    expect(fontSize).toBe(52)
    expect(lines).toHaveLength(3)
    expect(lines.at(-1)).toMatch(/…$/)
    const unbroken = fitName('A'.repeat(200))
    expect(unbroken.lines).toHaveLength(3)
  })
})

describe('imageType', () => {
  it('reads PNG, JPEG and SVG from their bytes, and nothing else', () => {
    expect(imageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]))).toBe('image/png')
    expect(imageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
    const svg = '<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'
    expect(imageType(new TextEncoder().encode(svg))).toBe('image/svg+xml')
    expect(imageType(new TextEncoder().encode('<html><svg></svg></html>'))).toBeNull()
    expect(imageType(new TextEncoder().encode('GIF89a'))).toBeNull()
  })
})
