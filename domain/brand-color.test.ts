import { describe, expect, it } from 'vitest'
import { contrastWithWhite, readableAccent } from './brand-color.ts'

describe('readableAccent', () => {
  it('keeps dark enough colours', () => {
    expect(readableAccent('#1F5F99')).toBe('#1f5f99')
    expect(readableAccent('#000000')).toBe('#000000')
  })
  it('refuses colours white text cannot be read on, and malformed values', () => {
    expect(readableAccent('#ffd43b')).toBeNull()
    expect(readableAccent('#777777')).toBeNull() // 4.48:1, just under AA
    expect(readableAccent('red')).toBeNull()
    expect(readableAccent('#12345')).toBeNull()
    expect(readableAccent(null)).toBeNull()
  })
  it('computes WCAG contrast', () => {
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 0)
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1, 5)
  })
})
