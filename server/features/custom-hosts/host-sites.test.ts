import { describe, expect, test } from 'vitest'
import { appPathOnCompanyHost, classifyHost, companyHostPath } from './host-sites.ts'

const PRODUCTION = 'https://jobs.talentsite.example'
const LOCAL = 'http://localhost:3000'

describe('classifyHost', () => {
  test("the platform's host, and in development any local name of this machine on any port", () => {
    expect(classifyHost('jobs.talentsite.example', PRODUCTION)).toEqual({ kind: 'platform' })
    for (const host of ['localhost:3000', 'localhost:8911', 'localhost', '127.0.0.1:9', '[::1]:3000']) {
      expect(classifyHost(host, LOCAL)).toEqual({ kind: 'platform' })
    }
  })

  test('a well-formed hostname is looked up; with a port only in development', () => {
    expect(classifyHost('careers.acme.example', PRODUCTION)).toEqual({
      kind: 'company',
      hostname: 'careers.acme.example',
    })
    expect(classifyHost('jobs.acme.localhost:3000', LOCAL)).toEqual({
      kind: 'company',
      hostname: 'jobs.acme.localhost',
    })
    expect(classifyHost('careers.acme.example:8443', PRODUCTION)).toEqual({ kind: 'refused' })
  })

  test('anything else is refused before any lookup', () => {
    const crafted = [
      'jobs.talentsite.example:8443', // the platform's name on another port
      'localhost:3000', // a local name in production
      'careers.acme.example.', // trailing dot
      'careers..acme.example',
      '-acme.example',
      'acme',
      '10.0.0.1',
      '[::1]',
      'careers.acme.example:',
      'careers.acme.example:abc',
      'xn--caf-dma.example:99999',
      `${'a'.repeat(64)}.example`,
      'careers_acme.example',
      'careers.acme.example%2f',
    ]
    for (const host of crafted) expect(classifyHost(host, PRODUCTION), host).toEqual({ kind: 'refused' })
  })
})

describe('company host paths', () => {
  test("a company host's /{lang}/… is the company's space", () => {
    expect(appPathOnCompanyHost('/fr/', 'acme')).toBe('/fr/acme')
    expect(appPathOnCompanyHost('/en/jobs/x/apply', 'acme')).toBe('/en/acme/jobs/x/apply')
    expect(appPathOnCompanyHost('/fr/other-company', 'acme')).toBe('/fr/acme/other-company')
    for (const path of ['/', '/robots.txt', '/sitemap.xml', '/api/cv/t', '/assets/a.js', '/FR/jobs', '/french']) {
      expect(appPathOnCompanyHost(path, 'acme')).toBe(path)
    }
  })

  test("the app's paths of the company written back without its slug, others as they are", () => {
    expect(companyHostPath('/fr/acme', 'acme')).toBe('/fr/')
    expect(companyHostPath('/fr/acme?demo=1', 'acme')).toBe('/fr/?demo=1')
    expect(companyHostPath('/en/acme/jobs/x/apply/confirmation', 'acme')).toBe('/en/jobs/x/apply/confirmation')
    expect(companyHostPath('/fr/acme/jobs?q=a#list', 'acme')).toBe('/fr/jobs?q=a#list')
    for (const path of ['/fr/acme-two/jobs', '/fr/', '/assets/x.css', '/api/save-job', '//acme']) {
      expect(companyHostPath(path, 'acme')).toBe(path)
    }
  })
})
