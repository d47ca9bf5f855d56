import { describe, expect, test } from 'vitest'
import { companyPaths } from './paths.ts'
import { companyOrigin, jobPublicUrlsOnPrimaryHost, platformOnly, publicUrl, siteOfPath } from './public-urls.ts'
import { urlSetEntries } from './sitemap.ts'

const origins = { platform: 'https://jobs.talentsite.example', companyHosts: { acme: 'careers.acme.example' } }
const JOB = '3f1c2b9e-8d7a-4c6b-9e5f-0a1b2c3d4e5f'

describe('publicUrl', () => {
  test('a company on its own domain: its pages there, without the slug', () => {
    expect(publicUrl(origins, 'fr', companyPaths.job('acme', JOB))).toBe(`https://careers.acme.example/fr/jobs/${JOB}`)
    expect(publicUrl(origins, 'en', companyPaths.home('acme'))).toBe('https://careers.acme.example/en/')
    expect(publicUrl(origins, 'fr', companyPaths.withdraw('acme'), '?token=a.b')).toBe(
      'https://careers.acme.example/fr/withdraw?token=a.b',
    )
  })

  test('every other page on the platform, with the slug', () => {
    expect(publicUrl(origins, 'fr', companyPaths.jobs('other'))).toBe('https://jobs.talentsite.example/fr/other/jobs')
    expect(publicUrl(origins, 'en', '/')).toBe('https://jobs.talentsite.example/en/')
    expect(publicUrl(platformOnly('http://localhost:3000'), 'fr', companyPaths.team('acme'))).toBe(
      'http://localhost:3000/fr/acme/team',
    )
  })

  test("a slug that names an object's own property is no company's host", () => {
    for (const slug of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(siteOfPath(origins, `/${slug}/jobs`)).toEqual({ origin: origins.platform, path: `/${slug}/jobs` })
    }
  })

  test('the fr and en URLs of a job on its primary host', () => {
    expect(jobPublicUrlsOnPrimaryHost(origins, 'acme', JOB)).toEqual({
      fr: `https://careers.acme.example/fr/jobs/${JOB}`,
      en: `https://careers.acme.example/en/jobs/${JOB}`,
    })
  })
})

describe('companyOrigin', () => {
  test('https in production, whatever the platform serves', () => {
    expect(companyOrigin('https://jobs.talentsite.example', 'careers.acme.example')).toBe(
      'https://careers.acme.example',
    )
  })

  test("the platform's scheme and port when it is this machine", () => {
    expect(companyOrigin('http://localhost:3000', 'jobs.acme.localhost')).toBe('http://jobs.acme.localhost:3000')
    expect(companyOrigin('http://127.0.0.1', 'jobs.acme.localhost')).toBe('http://jobs.acme.localhost')
  })
})

describe('sitemap entries through publicUrl', () => {
  test('a company on its own domain is listed there, each language naming the other', () => {
    const xml = urlSetEntries(origins, { path: companyPaths.job('acme', JOB), lastmod: null })
    expect(xml).toContain(`<loc>https://careers.acme.example/fr/jobs/${JOB}</loc>`)
    expect(xml).toContain(`hreflang="en" href="https://careers.acme.example/en/jobs/${JOB}"`)
    expect(xml).not.toContain('talentsite')
    expect(urlSetEntries(origins, { path: '/other/jobs', lastmod: null })).toContain(
      '<loc>https://jobs.talentsite.example/fr/other/jobs</loc>',
    )
  })
})
