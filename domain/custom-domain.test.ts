import { describe, expect, it } from 'vitest'
import { CUSTOM_DOMAIN_ERROR, customDomainSchema } from './custom-domain.ts'

const schema = customDomainSchema('talentsite.example')
const parse = (hostname: unknown) => schema.safeParse({ hostname })
const errorOf = (hostname: unknown) => parse(hostname).error?.issues[0]?.message

describe('the custom domain form', () => {
  it('takes a hostname as the Host header will carry it: trimmed, lower-cased, without scheme, path or final dot', () => {
    expect(parse(' https://Carrieres.Acme.fr/fr/jobs?x=1 ').data).toEqual({ hostname: 'carrieres.acme.fr' })
    expect(parse('jobs.acme.co.uk.').data).toEqual({ hostname: 'jobs.acme.co.uk' })
    expect(parse('acme-jobs.fr').data).toEqual({ hostname: 'acme-jobs.fr' })
  })

  it('refuses what no DNS or certificate authority would have: no dot, odd characters, IPs, reserved names', () => {
    for (const bad of [
      'acme',
      'carrières.acme.fr',
      'a_b.acme.fr',
      '-x.acme.fr',
      '10.0.0.1',
      'jobs.acme.localhost',
      'jobs.acme.test',
      'acme.example',
      'jobs.acme.fr:8080',
      `${'a'.repeat(64)}.acme.fr`,
      '',
      42,
    ])
      expect(errorOf(bad), String(bad)).toBe(CUSTOM_DOMAIN_ERROR.form)
  })

  it('refuses the platform’s own host and any name under it', () => {
    expect(errorOf('talentsite.example')).toBe(CUSTOM_DOMAIN_ERROR.form) // reserved TLD first
    const real = customDomainSchema('talentsite.fr')
    expect(real.safeParse({ hostname: 'TalentSite.fr' }).error?.issues[0]?.message).toBe(CUSTOM_DOMAIN_ERROR.platform)
    expect(real.safeParse({ hostname: 'acme.talentsite.fr' }).error?.issues[0]?.message).toBe(
      CUSTOM_DOMAIN_ERROR.platform,
    )
    expect(real.safeParse({ hostname: 'nottalentsite.fr' }).success).toBe(true)
  })
})
