import { describe, expect, it } from 'vitest'
import { escapeHtml, escapeXml } from './markup-escapes.ts'

describe('markup escapes', () => {
  it('escapeHtml escapes every HTML special character', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    )
  })

  it('escapeXml escapes the same characters and drops characters XML 1.0 forbids', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    )
    expect(escapeXml('a\u0000b\u0001c\u001Fd\te\nf\rg\uFFFEh\uD800i')).toBe('abcd\te\nf\rghi')
    expect(escapeXml('emoji 😀 kept')).toBe('emoji 😀 kept')
  })
})
