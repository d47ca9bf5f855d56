import { describe, expect, it } from 'vitest'
import { frenchRegionOf, streetAddressOf } from './postal-address.ts'

describe('streetAddressOf', () => {
  it('drops the postcode and city the address repeats', () => {
    expect(streetAddressOf('18 rue de la Roquette, 75011 Paris', '75011', 'Paris')).toBe('18 rue de la Roquette')
    expect(streetAddressOf('2 quai de la Fosse 44000 NANTES', '44000', 'Nantes')).toBe('2 quai de la Fosse')
    expect(streetAddressOf('5 place Bellecour, Lyon', null, 'Lyon')).toBe('5 place Bellecour')
    expect(streetAddressOf('12 avenue Foch, 69006', '69006', 'Lyon')).toBe('12 avenue Foch')
    expect(streetAddressOf('1 rue du Général, Saint-Étienne 42000', '42000', 'Saint-Etienne')).toBe('1 rue du Général')
  })

  it('keeps an address that does not repeat them, and never returns an empty street', () => {
    expect(streetAddressOf('18 rue de la Roquette', '75011', 'Paris')).toBe('18 rue de la Roquette')
    expect(streetAddressOf('Paris', '75011', 'Paris')).toBe('Paris')
    expect(streetAddressOf('  ', '75011', 'Paris')).toBeUndefined()
    expect(streetAddressOf(null, '75011', 'Paris')).toBeUndefined()
    // A city inside the street name is not its tail.
    expect(streetAddressOf('3 rue de Paris, 92100 Boulogne', '92100', 'Boulogne-Billancourt')).toBe(
      '3 rue de Paris, 92100 Boulogne',
    )
    // Characters that mean something in a regular expression are plain text here.
    expect(streetAddressOf('1 rue (bis), 75001 Paris (1er)', '75001', 'Paris (1er)')).toBe('1 rue (bis)')
  })
})

describe('frenchRegionOf', () => {
  it('reads the region from the département of a French postcode', () => {
    expect(frenchRegionOf('75011', 'FR')).toBe('Île-de-France')
    expect(frenchRegionOf('44000', 'FR')).toBe('Pays de la Loire')
    expect(frenchRegionOf('06000', 'FR')).toBe("Provence-Alpes-Côte d'Azur")
    expect(frenchRegionOf('20000', 'FR')).toBe('Corse')
    expect(frenchRegionOf('97400', 'FR')).toBe('La Réunion')
    expect(frenchRegionOf(' 69006 ', 'FR')).toBe('Auvergne-Rhône-Alpes')
  })

  it('knows all 95 metropolitan départements, and nothing else', () => {
    const departments = Array.from({ length: 95 }, (_, index) => String(index + 1).padStart(2, '0'))
    for (const department of departments) expect(frenchRegionOf(`${department}100`, 'FR')).toBeDefined()
    expect(frenchRegionOf('98000', 'FR')).toBeUndefined() // Monaco
    expect(frenchRegionOf('00100', 'FR')).toBeUndefined()
    expect(frenchRegionOf('75011', 'BE')).toBeUndefined()
    expect(frenchRegionOf('7501', 'FR')).toBeUndefined()
    expect(frenchRegionOf(null, 'FR')).toBeUndefined()
  })
})
