import { describe, expect, it } from 'vitest'
import { stateOf } from './cloudflare.ts'

const hostname = (status: string, ssl: string, extra: object = {}) => ({
  id: 'id',
  hostname: 'carrieres.acme.fr',
  status,
  ssl: { status: ssl },
  ...extra,
})

describe('stateOf: Cloudflare’s hostname and certificate states as the workspace shows them', () => {
  it('is active only when both the hostname and its certificate are', () => {
    expect(stateOf(hostname('active', 'active'))).toEqual({ status: 'active', reasons: [] })
    expect(stateOf(hostname('active_redeploying', 'active')).status).toBe('active')
    expect(stateOf(hostname('active', 'pending_deployment')).status).toBe('pending')
    expect(stateOf(hostname('pending', 'active')).status).toBe('pending')
  })

  it('is pending while Cloudflare keeps trying, with what it says stands in the way', () => {
    const found = hostname('pending', 'pending_validation', {
      verification_errors: ['custom hostname does not CNAME to this zone.'],
      ssl: { status: 'pending_validation', validation_errors: [{ message: 'DCV token not found.' }] },
    })
    expect(stateOf(found)).toEqual({
      status: 'pending',
      reasons: ['custom hostname does not CNAME to this zone.', 'DCV token not found.'],
    })
    expect(stateOf({ id: 'id', hostname: 'x.acme.fr' })).toEqual({ status: 'pending', reasons: [] })
  })

  it('is failed when the hostname or its certificate stopped for good, with a reason even when Cloudflare gives none', () => {
    expect(stateOf(hostname('blocked', 'pending_validation'))).toEqual({
      status: 'failed',
      reasons: ['hostname blocked'],
    })
    expect(stateOf(hostname('moved', 'active')).status).toBe('failed')
    expect(stateOf(hostname('pending', 'validation_timed_out'))).toEqual({
      status: 'failed',
      reasons: ['certificate validation_timed_out'],
    })
    const explained = hostname('pending', 'validation_timed_out', {
      ssl: { status: 'validation_timed_out', validation_errors: [{ message: 'CAA record prevents issuance.' }] },
    })
    expect(stateOf(explained).reasons).toEqual(['CAA record prevents issuance.'])
  })
})
