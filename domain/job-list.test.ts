import { describe, expect, it } from 'vitest'
import {
  hasJobFilters,
  JOB_FILTER_MAX_LENGTH,
  jobListSearch,
  pageWindow,
  parseJobFilters,
  parseJobListPage,
} from './job-list.ts'

const none = { q: '', contract: '', city: '', remote: '' }

describe('parseJobFilters', () => {
  it('reads and trims q, contract, city and remote', () => {
    expect(parseJobFilters(new URLSearchParams('q=+ing%C3%A9nieur+&contract=CDI&city=Lyon&remote=Hybride'))).toEqual({
      q: 'ingénieur',
      contract: 'CDI',
      city: 'Lyon',
      remote: 'Hybride',
    })
  })

  it('uses empty strings for missing parameters', () => {
    expect(parseJobFilters(new URLSearchParams(''))).toEqual(none)
    expect(parseJobFilters(new URLSearchParams('q=&page=3'))).toEqual(none)
    expect(hasJobFilters(none)).toBe(false)
    expect(hasJobFilters({ ...none, city: 'Lyon' })).toBe(true)
  })

  it('caps each value at 100 characters', () => {
    const long = 'a'.repeat(250)
    const filters = parseJobFilters(new URLSearchParams({ q: long, contract: long, city: long, remote: long }))
    for (const value of Object.values(filters)) expect(value).toHaveLength(JOB_FILTER_MAX_LENGTH)
  })

  it('turns control characters into spaces: PostgreSQL refuses NUL in text', () => {
    const filters = parseJobFilters(new URLSearchParams('q=%00&contract=C%00DI&city=%1FLyon%0A&remote=%7F'))
    expect(filters).toEqual({ q: '', contract: 'C DI', city: 'Lyon', remote: '' })
  })
})

describe('parseJobListPage', () => {
  it('is 1 when absent or empty', () => {
    expect(parseJobListPage(new URLSearchParams(''))).toBe(1)
    expect(parseJobListPage(new URLSearchParams('page='))).toBe(1)
  })

  it('reads the numbers the list writes', () => {
    expect(parseJobListPage(new URLSearchParams('page=1'))).toBe(1)
    expect(parseJobListPage(new URLSearchParams('page=250'))).toBe(250)
    expect(parseJobListPage(new URLSearchParams('page=1000000'))).toBe(1_000_000)
  })

  it.each(['abc', '0', '-1', '2.5', '02', '1e3', ' 2', '1000001', '99999999999999999999'])('refuses %j', (raw) => {
    expect(parseJobListPage(new URLSearchParams({ page: raw }))).toBeNull()
  })
})

describe('jobListSearch', () => {
  it('leaves out empty filters and page 1', () => {
    expect(jobListSearch(none)).toBe('')
    expect(jobListSearch(none, 1)).toBe('')
    expect(jobListSearch(none, 3)).toBe('?page=3')
  })

  it('writes the filters in a fixed order, encoded', () => {
    expect(jobListSearch({ q: 'dév & co', contract: 'CDI', city: '', remote: 'Hybride' }, 2)).toBe(
      '?q=d%C3%A9v+%26+co&contract=CDI&remote=Hybride&page=2',
    )
  })
})

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(2, 3)).toEqual([1, 2, 3])
  })

  it('shows the ends and the neighbours of the current page, with gaps', () => {
    expect(pageWindow(1, 25)).toEqual([1, 2, null, 25])
    expect(pageWindow(12, 25)).toEqual([1, null, 11, 12, 13, null, 25])
    expect(pageWindow(25, 25)).toEqual([1, null, 24, 25])
    expect(pageWindow(3, 25)).toEqual([1, 2, 3, 4, null, 25])
  })
})
