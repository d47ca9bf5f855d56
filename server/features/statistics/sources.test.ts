import { describe, expect, it } from 'vitest'
import { normaliseSourceValue, referrerSource, visitSource } from './sources.ts'

const page = (query = '') => new URL(`https://jobs.example/fr/lumen-energie/jobs${query}`)

describe('visit sources', () => {
  it('names search engines, networks and job boards by their group, whatever the subdomain or country', () => {
    expect(referrerSource('https://www.google.fr/', 'jobs.example')).toMatchObject({
      source: 'google',
      medium: 'search',
    })
    expect(referrerSource('https://www.google.co.uk/search', 'jobs.example').source).toBe('google')
    expect(referrerSource('https://duckduckgo.com/', 'jobs.example').source).toBe('duckduckgo')
    expect(referrerSource('https://www.linkedin.com/feed/', 'jobs.example')).toMatchObject({
      source: 'linkedin',
      medium: 'social',
    })
    expect(referrerSource('https://t.co/abc', 'jobs.example').source).toBe('x')
    expect(referrerSource('https://fr.indeed.com/viewjob', 'jobs.example')).toMatchObject({
      source: 'indeed',
      medium: 'job-board',
    })
    expect(referrerSource('https://www.welcometothejungle.com/fr', 'jobs.example').source).toBe('welcometothejungle')
  })

  it('keeps any other site as its host, and the site itself as no source', () => {
    expect(referrerSource('https://www.lumen-energie.fr/carrieres', 'jobs.example')).toEqual({
      source: 'lumen-energie.fr',
      medium: 'referral',
      campaign: '',
    })
    expect(referrerSource('https://jobs.example/fr/lumen-energie', 'jobs.example').source).toBe('')
    expect(referrerSource('not a url', 'jobs.example').source).toBe('')
    expect(referrerSource('android-app://com.google.android.gm/', 'jobs.example').source).toBe('')
    // A host that merely starts like a known one is not that site.
    expect(referrerSource('https://x.example.org/', 'jobs.example').source).toBe('x.example.org')
  })

  it('prefers utm parameters, normalised, and fills what they leave out from the referrer', () => {
    expect(visitSource(page('?utm_source=LinkedIn%20Ads&utm_medium=CPC&utm_campaign=Été 2026'), null)).toEqual({
      source: 'linkedin-ads',
      medium: 'cpc',
      campaign: 'ete-2026',
    })
    expect(visitSource(page('?utm_campaign=spring'), 'https://www.google.com/')).toEqual({
      source: 'google',
      medium: 'search',
      campaign: 'spring',
    })
    expect(visitSource(page(), null)).toEqual({ source: '', medium: '', campaign: '' })
  })

  it('bounds a value in length and characters', () => {
    expect(normaliseSourceValue(`  <script>${'a'.repeat(100)}  `)).toBe(`script${'a'.repeat(58)}`)
    expect(normaliseSourceValue('"; drop table x; --')).toBe('drop-table-x')
    expect(normaliseSourceValue('   ')).toBe('')
  })
})
