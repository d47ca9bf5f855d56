import { describe, expect, it } from 'vitest'
import {
  choosePhoneCountry,
  INTERNATIONAL,
  initialPhoneInput,
  isBlankPhone,
  pastedPhone,
  typePhone,
} from './phone-input.ts'

describe('the phone field as the visitor types', () => {
  it('starts with France and its calling code, or a readable number sent back', () => {
    expect(initialPhoneInput(undefined)).toEqual({ text: '+33', country: 'FR' })
    expect(initialPhoneInput('+41791234567')).toEqual({ text: '+41 79 123 45 67', country: 'CH' })
    expect(initialPhoneInput('not a number')).toEqual({ text: '+33', country: 'FR' })
  })

  it('formats internationally and adds the missing "+"', () => {
    expect(typePhone('+33612345678', 'FR')).toEqual({ text: '+33 6 12 34 56 78', country: 'FR' })
    expect(typePhone('33612', 'FR')).toEqual({ text: '+33 6 12', country: 'FR' })
  })

  it('reads a number typed over the field without its "+" as the chosen country writes it at home', () => {
    // Tab selects the field's '+33': typing '0' replaces it, then the digits follow the code.
    expect(typePhone('0', 'FR')).toEqual({ text: '+33', country: 'FR' })
    expect(typePhone('06 12 34 56 78', 'FR')).toEqual({ text: '+33 6 12 34 56 78', country: 'FR' })
    expect(typePhone('020 7946 0958', 'GB')).toEqual({ text: '+44 20 7946 0958', country: 'GB' })
    // Italy keeps its leading 0 after the calling code.
    expect(typePhone('06 1234 5678', 'IT')).toEqual({ text: '+39 06 1234 5678', country: 'IT' })
    // The international call prefix, and a national number with no country chosen.
    expect(typePhone('0044 20 7946 0958', 'FR')).toEqual({ text: '+44 20 7946 0958', country: 'GB' })
    expect(typePhone('0612', INTERNATIONAL).text).toBe('+0612')
  })

  it('follows the number to its country, and says International while it is unknown', () => {
    expect(typePhone('+3', 'FR').country).toBe('FR')
    expect(typePhone('+44', 'FR').country).toBe(INTERNATIONAL)
    expect(typePhone('+44 20 7946 0958', INTERNATIONAL)).toEqual({ text: '+44 20 7946 0958', country: 'GB' })
    expect(typePhone('', 'FR').country).toBe(INTERNATIONAL)
  })

  it("gives a shared calling code's number its main country, unless the list names one of that code", () => {
    // libphonenumber's compact metadata reads a UK mobile as Guernsey's, +358 18 as Åland's.
    expect(typePhone('+44 7911 123456', 'FR')).toEqual({ text: '+44 7911 123456', country: 'GB' })
    expect(typePhone('+358 18 123456', INTERNATIONAL).country).toBe('FI')
    expect(typePhone('+44 7911 123456', 'GG').country).toBe('GG')
    // +1 and +7 are told apart by area code.
    expect(typePhone('+1 416 555 0123', 'FR').country).toBe('CA')
  })

  it("drops digits past the country's longest number", () => {
    expect(typePhone('+33 6 12 34 56 789', 'FR').text).toBe('+33 6 12 34 56 78')
  })

  it('keeps a number of the chosen country, else starts from its calling code', () => {
    const french = typePhone('+33612345678', 'FR')
    expect(choosePhoneCountry(french, 'CH')).toEqual({ text: '+41', country: 'CH' })
    expect(choosePhoneCountry(typePhone('+41 79', 'CH'), 'CH')).toEqual({ text: '+41 79', country: 'CH' })
    expect(choosePhoneCountry(french, INTERNATIONAL)).toEqual({ text: french.text, country: INTERNATIONAL })
  })

  it('takes a pasted whole international number as it is, anything else not', () => {
    expect(pastedPhone(' 0044 20 7946 0958 ')).toEqual({ text: '+44 20 7946 0958', country: 'GB' })
    expect(pastedPhone('+44 20 7946 0958')).toEqual({ text: '+44 20 7946 0958', country: 'GB' })
    expect(pastedPhone('06 12 34 56 78')).toBeNull()
    expect(pastedPhone('+44 12')).toBeNull()
  })
})

describe('isBlankPhone', () => {
  it('is blank as the field starts (the calling code alone), empty or a lone "+"', () => {
    expect(isBlankPhone(initialPhoneInput(undefined))).toBe(true)
    expect(isBlankPhone({ text: '+44', country: 'GB' })).toBe(true)
    expect(isBlankPhone({ text: '', country: INTERNATIONAL })).toBe(true)
    expect(isBlankPhone({ text: '+', country: INTERNATIONAL })).toBe(true)
  })

  it('is not blank once a digit past the calling code is typed', () => {
    expect(isBlankPhone({ text: '+33 6', country: 'FR' })).toBe(false)
    expect(isBlankPhone({ text: '+44', country: 'FR' })).toBe(false)
    expect(isBlankPhone({ text: '+3', country: INTERNATIONAL })).toBe(false)
  })
})
