import { describe, expect, it } from 'vitest'
import { displayPhone } from './phone-display.ts'

describe('displayPhone', () => {
  it('formats a valid number the international way, with an E.164 link', () => {
    expect(displayPhone('+33180000000')).toEqual({ text: '+33 1 80 00 00 00', href: 'tel:+33180000000' })
    expect(displayPhone('01 80 00 00 00')).toEqual({ text: '+33 1 80 00 00 00', href: 'tel:+33180000000' })
    expect(displayPhone('+44 20 7946 0958')).toEqual({ text: '+44 20 7946 0958', href: 'tel:+442079460958' })
  })

  it('shows an unreadable number as stored, dialling only its digits', () => {
    expect(displayPhone(' 3615 ULLA ')).toEqual({ text: '3615 ULLA', href: 'tel:3615' })
    expect(displayPhone('javascript:alert(1)')).toEqual({ text: 'javascript:alert(1)', href: 'tel:1' })
  })

  it('shows nothing without a number', () => {
    expect(displayPhone(null)).toBeNull()
    expect(displayPhone('  ')).toBeNull()
    expect(displayPhone('appelez-nous')).toBeNull()
  })
})
