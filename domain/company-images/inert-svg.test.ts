import { describe, expect, test } from 'vitest'
import { imageContentType } from './content-type.ts'
import { inertSvg } from './inert-svg.ts'

const LOGO = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Created with Inkscape -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
  xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" inkscape:version="1.3">
  <metadata><rdf:RDF><cc:Work/></rdf:RDF></metadata>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#0a0"/></linearGradient></defs>
  <rect width="10" height="10" style="fill:url(#g)" data-x="1"/>
  <use xlink:href="#g"/>
  <text x="1" y="8">A &amp; B</text>
</svg>`

describe('an SVG logo made inert', () => {
  test('keeps the drawing, drops the editors’ leftovers and unknown attributes', () => {
    const result = inertSvg(LOGO)
    expect(result.ok).toBe(true)
    const svg = result.ok ? result.svg : ''
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" xmlns:xlink="http:\/\/www.w3.org\/1999\/xlink" viewBox="0 0 10 10">/,
    )
    expect(svg).toContain('<rect width="10" height="10" style="fill:url(#g)"/>')
    expect(svg).toContain('<use xlink:href="#g"/>')
    expect(svg).toContain('A &amp; B')
    expect(svg).not.toMatch(/metadata|inkscape|rdf|data-x|<!--|<\?xml/)
  })

  test.each([
    ['<svg><script>alert(1)</script></svg>', '<script>'],
    ['<svg onload="alert(1)"/>', 'onload'],
    ['<svg><rect OnClick="x()"/></svg>', 'OnClick'],
    ['<svg><foreignObject><div/></foreignObject></svg>', '<foreignObject>'],
    ['<svg><style>rect{fill:url(https://x.example/a)}</style></svg>', '<style>'],
    ['<svg><image href="https://x.example/a.png"/></svg>', '<image>'],
    ['<svg><a href="javascript:alert(1)"><rect/></a></svg>', '<a>'],
    ['<svg><use href="https://x.example/s.svg#a"/></svg>', 'href='],
    ['<svg><use xlink:href="data:image/svg+xml,&lt;svg/>"/></svg>', 'xlink:href='],
    ['<svg><rect style="fill:url(https://x.example/p)"/></svg>', 'url()'],
    ['<svg><rect fill="url( \'//x.example/p\')"/></svg>', 'url()'],
    ['<svg><rect style="background:u\\72l(x)"/></svg>', 'style='],
    ['<!DOCTYPE svg [<!ENTITY x "y">]><svg>&x;</svg>', 'markup'],
    ['<svg>&x;</svg>', 'entity'],
    ['<svg><set attributeName="href" to="javascript:x"/></svg>', '<set>'],
    ['<svg><animate attributeName="href"/></svg>', '<animate>'],
    ['<svg><SCRIPT/></svg>', '<SCRIPT>'],
    ['<svg xmlns="http://www.w3.org/1999/xhtml"><rect/></svg>', 'not an SVG'],
    ['<svg/><script/>', 'outside'],
    ['<html><svg/></html>', 'outside'],
    ['<svg><rect></svg>', 'out of place'],
    ['<svg><![CDATA[x]]></svg>', 'markup'],
  ])('refuses %s', (svg, reason) => {
    const result = inertSvg(svg)
    expect(result.ok).toBe(false)
    expect(result.ok ? '' : result.reason).toContain(reason)
  })

  test('what it writes is inert again, unchanged', () => {
    const once = inertSvg(LOGO)
    const twice = once.ok ? inertSvg(once.svg) : once
    expect(twice).toEqual(once)
  })
})

describe('an upload’s type, from its bytes', () => {
  const bytes = (...values: number[]) => new Uint8Array(values)
  test.each([
    [bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
    [bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg'],
    [new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '), 'image/webp'],
    [new TextEncoder().encode('\uFEFF<?xml version="1.0"?>\n<!-- a -->\n<svg viewBox="0 0 1 1"/>'), 'image/svg+xml'],
    [new TextEncoder().encode('%PDF-1.7'), null],
    [new TextEncoder().encode('GIF89a'), null],
    [new TextEncoder().encode('<html><svg/></html>'), null],
    [new TextEncoder().encode('RIFF\0\0\0\0WAVE'), null],
    [bytes(0xff, 0xd8), null],
  ])('%#', (content, type) => {
    expect(imageContentType(content)).toBe(type)
  })
})
