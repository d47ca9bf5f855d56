import { describe, expect, it } from 'vitest'
import { itReturns } from '../tests/tools/function-cases.ts'
import { companyPaths, localizedPath, splitLocalePrefix } from './paths.ts'

describe('localizedPath', () => {
  it('puts the language first, then the path', () => {
    expect(localizedPath('fr', '/')).toBe('/fr/')
    expect(localizedPath('en', companyPaths.jobs('lumen-energie'))).toBe('/en/lumen-energie/jobs')
    expect(localizedPath('fr', 'lumen-energie')).toBe('/fr/lumen-energie')
  })
})

describe('splitLocalePrefix', () => {
  itReturns(splitLocalePrefix, [
    // Prefixes other than fr and en: none.
    ['/french/x', null],
    ['/de/x', null],
    // fr and en.
    ['/fr/', { locale: 'fr', path: '/' }],
    ['/en', { locale: 'en', path: '/' }],
    ['/en/x/team', { locale: 'en', path: '/x/team' }],
  ])
})
