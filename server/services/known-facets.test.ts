import { afterEach, describe, expect, it } from 'vitest'
import { JOB_FACET_OPTION_LIMIT, type JobFacets } from '../db/queries/job-list.ts'
import { forgetFacets, rememberFacets, unofferedFilters } from './known-facets.ts'

const facets = (overrides: Partial<JobFacets> = {}): JobFacets => ({
  contract: [
    { value: 'CDI', jobs: 3 },
    { value: 'Intérim', jobs: 1 },
  ],
  city: [{ value: 'Lyon', jobs: 2 }],
  remote: [{ value: 'Hybride', jobs: 1 }],
  ...overrides,
})
const search = (query: string) => new URLSearchParams(query)
const NOW = 1_000_000

afterEach(forgetFacets)

describe('filter values a company does not offer', () => {
  it('names the filters whose value is no option, case, accents and spaces aside', () => {
    rememberFacets('lumen', facets(), NOW)
    expect(unofferedFilters('lumen', search('contract=cdi&city=%20LYON%20&remote=hybride'), 30, NOW)).toEqual([])
    expect(unofferedFilters('lumen', search('contract=interim'), 30, NOW)).toEqual([])
    expect(unofferedFilters('lumen', search('contract=x7f3a9&city=Lyon&remote=zz'), 30, NOW)).toEqual([
      'contract',
      'remote',
    ])
    // The search box is free text: never judged here.
    expect(unofferedFilters('lumen', search('q=anything'), 30, NOW)).toEqual([])
  })

  it('knows nothing of a company it did not render, nor once the options are as old as a stale copy', () => {
    expect(unofferedFilters('other', search('contract=x'), 30, NOW)).toEqual([])
    rememberFacets('lumen', facets(), NOW)
    expect(unofferedFilters('lumen', search('contract=x'), 30, NOW + 29_999)).toEqual(['contract'])
    expect(unofferedFilters('lumen', search('contract=x'), 30, NOW + 30_000)).toEqual([])
  })

  it('leaves a facet cut at its option limit to the page: it is not known whole', () => {
    const cities = Array.from({ length: JOB_FACET_OPTION_LIMIT }, (_, n) => ({ value: `Ville ${n}`, jobs: 1 }))
    rememberFacets('big', facets({ city: cities }), NOW)
    expect(unofferedFilters('big', search('city=Ville+999&contract=x'), 30, NOW)).toEqual(['contract'])
  })

  it('a new render replaces what was known', () => {
    rememberFacets('lumen', facets(), NOW)
    rememberFacets('lumen', facets({ contract: [{ value: 'Stage', jobs: 1 }] }), NOW + 1000)
    expect(unofferedFilters('lumen', search('contract=stage'), 30, NOW + 1000)).toEqual([])
    expect(unofferedFilters('lumen', search('contract=CDI'), 30, NOW + 1000)).toEqual(['contract'])
  })
})
