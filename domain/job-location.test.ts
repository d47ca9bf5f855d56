import { describe, expect, it } from 'vitest'
import { addressLine, isFullyRemote, locationLabel } from './job-location.ts'

describe('addressLine', () => {
  const parts = { officeAddress: null, zipCode: '75011', city: 'Paris', countryCode: 'FR' }

  it('prefers the office address', () => {
    expect(addressLine({ ...parts, officeAddress: '18 rue de la Roquette, 75011 Paris' })).toBe(
      '18 rue de la Roquette, 75011 Paris',
    )
  })

  it('builds the line from the parts that exist', () => {
    expect(addressLine(parts)).toBe('75011 Paris, FR')
    expect(addressLine({ ...parts, zipCode: null })).toBe('Paris, FR')
    expect(addressLine({ ...parts, city: null })).toBe('75011, FR')
    expect(addressLine({ ...parts, countryCode: null })).toBe('75011 Paris')
    expect(addressLine({ ...parts, zipCode: null, city: null })).toBe('FR')
    expect(addressLine({ ...parts, officeAddress: '  ', countryCode: ' ' })).toBe('75011 Paris')
  })

  it('returns null when nothing is known', () => {
    expect(addressLine({ officeAddress: null, zipCode: null, city: null, countryCode: null })).toBeNull()
  })
})

describe('locationLabel', () => {
  it('shows city and country code (spec section 2)', () => {
    expect(locationLabel({ city: 'Paris', countryCode: 'FR' })).toBe('Paris, FR')
    expect(locationLabel({ city: 'Paris', countryCode: null })).toBe('Paris')
    expect(locationLabel({ city: null, countryCode: 'FR' })).toBe('FR')
    expect(locationLabel({ city: ' ', countryCode: null })).toBeNull()
  })
})

describe('isFullyRemote', () => {
  it.each([
    'Télétravail complet',
    '100% télétravail',
    'full remote',
    'remote',
    'Full-remote',
    'télétravail total',
    'TELETRAVAIL COMPLET',
    'Fully remote',
  ])('treats %j as fully remote', (value) => {
    expect(isFullyRemote(value)).toBe(true)
  })

  it.each(['Hybride', 'Sur site', 'Télétravail partiel', 'Hybride (2 jours de télétravail)', '', null])(
    'does not treat %j as fully remote',
    (value) => {
      expect(isFullyRemote(value)).toBe(false)
    },
  )
})
