import { describe, expect, it } from 'vitest'
import { companyPaths, localizedPath, splitLocalePrefix } from './paths.ts'

describe('localizedPath', () => {
  it('puts the language first, then the path', () => {
    expect(localizedPath('fr', '/')).toBe('/fr/')
    expect(localizedPath('en', companyPaths.jobs('lumen-energie'))).toBe('/en/lumen-energie/jobs')
    expect(localizedPath('fr', 'lumen-energie')).toBe('/fr/lumen-energie')
  })
})

describe('splitLocalePrefix', () => {
  it('reads fr and en prefixes only', () => {
    expect(splitLocalePrefix('/fr/')).toEqual({ locale: 'fr', path: '/' })
    expect(splitLocalePrefix('/en')).toEqual({ locale: 'en', path: '/' })
    expect(splitLocalePrefix('/en/x/team')).toEqual({ locale: 'en', path: '/x/team' })
    expect(splitLocalePrefix('/french/x')).toBeNull()
    expect(splitLocalePrefix('/de/x')).toBeNull()
  })
})
