import { describe, expect, it } from 'vitest'
import { companyPaths, localizedPath, pagePathname, splitLocalePrefix } from './paths.ts'

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

describe('pagePathname', () => {
  it('names the page of a Vike client-navigation request, and leaves other paths alone', () => {
    expect(pagePathname('/fr/lumen-energie/jobs/index.pageContext.json')).toBe('/fr/lumen-energie/jobs')
    expect(pagePathname('/index.pageContext.json')).toBe('/')
    expect(pagePathname('/fr/lumen-energie')).toBe('/fr/lumen-energie')
    expect(pagePathname('/fr/x.pageContext.json')).toBe('/fr/x.pageContext.json')
  })
})
