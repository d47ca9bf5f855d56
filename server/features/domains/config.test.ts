import { describe, expect, it } from 'vitest'
import { domainsConfigOf, domainsVarsSchema } from './config.ts'

const vars = (overrides: Record<string, string> = {}) =>
  domainsVarsSchema.parse({
    CLOUDFLARE_API_TOKEN: 'token',
    CLOUDFLARE_ZONE_ID: '023e105f4ecef8ad9ca31a8372d0c353',
    CLOUDFLARE_FALLBACK_ORIGIN: 'Domains.Talentsite.fr',
    ...overrides,
  })

describe('Cloudflare for SaaS’s settings', () => {
  it('are off, and nothing fails, without the token, the zone or the CNAME target', () => {
    expect(domainsConfigOf(domainsVarsSchema.parse({}), false)).toBeNull()
    for (const unset of ['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ZONE_ID', 'CLOUDFLARE_FALLBACK_ORIGIN'])
      expect(domainsConfigOf(vars({ [unset]: ' ' }), false), unset).toBeNull()
  })

  it('reach Cloudflare’s API by default, the CNAME target lower-cased', () => {
    expect(domainsConfigOf(vars(), false)).toEqual({
      apiBase: 'https://api.cloudflare.com/client/v4',
      zoneId: '023e105f4ecef8ad9ca31a8372d0c353',
      token: 'token',
      cnameTarget: 'domains.talentsite.fr',
    })
  })

  it('take a plain-http API (a stand-in) only when the site itself is local, and no odd zone id', () => {
    const local = vars({ CLOUDFLARE_API_BASE: 'http://127.0.0.1:9999/client/v4/' })
    expect(domainsConfigOf(local, true)?.apiBase).toBe('http://127.0.0.1:9999/client/v4')
    expect(() => domainsConfigOf(local, false)).toThrow(/CLOUDFLARE_API_BASE/)
    expect(() => domainsConfigOf(vars({ CLOUDFLARE_ZONE_ID: '../accounts' }), false)).toThrow(/CLOUDFLARE_ZONE_ID/)
  })
})
