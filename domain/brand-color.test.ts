import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  AA_CONTRAST,
  contrastRatio,
  isAccentKept,
  PAGE_COLORS,
  readableAccent,
  weakestPageContrast,
} from './brand-color.ts'

const hexColor = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((rgb) => `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`)
const channels = (hex: string) => [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16))

describe('the WCAG contrast ratio', () => {
  it('is 21:1 for black on white, 1:1 for a colour on itself, and symmetric', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#0b6e4f', '#0b6e4f')).toBe(1)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2) // the usual AA grey
    expect(contrastRatio('#ffffff', '#777777')).toBeCloseTo(4.48, 2)
  })
})

describe("a company's accent colour on its pages", () => {
  it("keeps the site's own colours: they were chosen to pass", () => {
    expect(weakestPageContrast('#0b6e4f')).toBeGreaterThanOrEqual(AA_CONTRAST)
    expect(readableAccent('#0B6E4F')).toBe('#0b6e4f')
    expect(readableAccent('#000000')).toBe('#000000')
  })

  it('keeps a colour that passes on every background, and says so', () => {
    expect(readableAccent('#1F5F99')).toBe('#1f5f99')
    expect(isAccentKept('#1F5F99')).toBe(true)
  })

  it('darkens a colour that fails, in its own hue, just enough', () => {
    // Passes on white (4.9:1) but not on the pale tint behind tabs and chips (4.3:1).
    expect(contrastRatio('#3d74ad', PAGE_COLORS.background)).toBeGreaterThan(AA_CONTRAST)
    expect(contrastRatio('#3d74ad', PAGE_COLORS.accentSoft)).toBeLessThan(AA_CONTRAST)
    const adjusted = readableAccent('#3d74ad') ?? ''
    expect(adjusted).not.toBe('#3d74ad')
    expect(weakestPageContrast(adjusted)).toBeGreaterThanOrEqual(AA_CONTRAST)
    expect(isAccentKept('#3d74ad')).toBe(false)
    // A yellow becomes an ochre, not the site's green.
    const yellow = readableAccent('#ffd43b') ?? ''
    const [r = 0, g = 0, b = 0] = channels(yellow)
    expect(r).toBeGreaterThan(b)
    expect(g).toBeGreaterThan(b)
    expect(weakestPageContrast(yellow)).toBeGreaterThanOrEqual(AA_CONTRAST)
  })

  it('passes AA on every page colour whatever was typed, keeps its hue, and is the lightest shade that passes', () => {
    fc.assert(
      fc.property(hexColor, (color) => {
        const accent = readableAccent(color)
        expect(accent).not.toBeNull()
        if (accent === null) return
        expect(weakestPageContrast(accent)).toBeGreaterThanOrEqual(AA_CONTRAST)
        if (weakestPageContrast(color) >= AA_CONTRAST) {
          expect(accent).toBe(color)
          return
        }
        // Every channel scaled by one factor (up to rounding): the hue stays.
        const [before, after] = [channels(color), channels(accent)]
        const scale = Math.max(...after) / Math.max(...before)
        for (const [index, channel] of before.entries())
          expect(Math.abs(channel * scale - (after[index] ?? 0))).toBeLessThanOrEqual(1)
        // A visibly lighter shade of it would fail.
        const lighter = `#${before
          .map((channel) =>
            Math.round(Math.min(255, channel * scale * 1.04))
              .toString(16)
              .padStart(2, '0'),
          )
          .join('')}`
        expect(weakestPageContrast(lighter)).toBeLessThan(AA_CONTRAST)
      }),
      { numRuns: 500 },
    )
  })

  it('refuses what is not #rrggbb', () => {
    for (const value of ['red', '#12345', '#1234567', 'rgb(0,0,0)', '#ggg000', '', null, undefined])
      expect(readableAccent(value)).toBeNull()
  })
})
