import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isPlainPersonName } from './person-name.ts'

/**
 * Candidates' names: one line, no URL, e-mail address or phone number, since a
 * name goes out in the confirmation e-mail to whatever address the form was given.
 */
describe('isPlainPersonName', () => {
  it.each([
    'Camille',
    'Jean-Pierre',
    "N'Diaye",
    'O’Connor',
    'J.-P. Martin',
    'A. Dupont',
    'Zoë Ångström',
    'Nguyễn Thị Minh',
    'Мария',
    '李小龙',
    'مريم',
    'de la Fontaine',
  ])('accepts %j', (name) => {
    expect(isPlainPersonName(name)).toBe(true)
  })

  it.each([
    ['a line break', 'Camille\nCliquez ici pour réclamer votre prix'],
    ['a carriage return', 'Camille\r\nMartin'],
    ['a Unicode line separator', 'Camille\u2028Martin'],
    ['a paragraph separator', 'Camille\u2029Martin'],
    ['a tab', 'Camille\tMartin'],
    ['a vertical tab', 'Camille\u000bMartin'],
    ['a phone number', 'Appelez le 06 12 34 56 78'],
    ['an international phone number', 'Camille +33612345678'],
    ['digits of another script', 'Camille ٠٦١٢٣٤٥٦٧٨'],
    ['full-width digits', 'Camille ０６１２'],
    ['a URL', 'https://evil.example'],
    ['a URL without scheme', 'Camille www.evil.example'],
    ['a host name', 'Camille evil.example'],
    ['an e-mail address', 'camille@evil.example'],
    ['an IP address', 'Camille 10.0.0.1'],
  ])('refuses %s', (_label, name) => {
    expect(isPlainPersonName(name)).toBe(false)
  })

  it('refuses any name with a line break, a digit, an @ or a slash anywhere (property)', () => {
    const letters = fc.string({ unit: fc.constantFrom(...'abcdéè ÀZ-’'), maxLength: 20 })
    const forbidden = fc.constantFrom('\n', '\r', '\u2028', '\u0085', '\f', '0', '7', '٣', '@', '/', ':', '+')
    fc.assert(
      fc.property(letters, forbidden, letters, (before, bad, after) => {
        expect(isPlainPersonName(`${before}${bad}${after}`)).toBe(false)
      }),
      { seed: 27 },
    )
  })

  it('accepts any one line of letters, spaces, hyphens and apostrophes (property)', () => {
    const name = fc.string({ unit: fc.constantFrom(..."abcxyzéèçÀÉÑßøØ -’'"), minLength: 1, maxLength: 40 })
    fc.assert(
      fc.property(name, (value) => {
        expect(isPlainPersonName(value)).toBe(true)
      }),
      { seed: 27 },
    )
  })
})
