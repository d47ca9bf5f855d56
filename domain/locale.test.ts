import { describe, expect, it } from 'vitest'
import { localeOrDefault, negotiateLocale } from './locale.ts'

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'fr'],
    ['', 'fr'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
    ['de-DE,de;q=0.9,en;q=0.5', 'en'],
    ['de-DE', 'fr'],
    ['en;q=0.4,fr;q=0.6', 'fr'],
    ['fr;q=0,en', 'en'],
    ['EN-gb', 'en'],
    ['*', 'fr'],
  ])('%j → %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected)
  })
})

describe('localeOrDefault', () => {
  it('keeps a locale and makes anything else French', () => {
    expect(localeOrDefault('en')).toBe('en')
    expect(localeOrDefault('fr')).toBe('fr')
    for (const other of ['EN', 'de', '', undefined, null, 1, {}]) expect(localeOrDefault(other)).toBe('fr')
  })
})
