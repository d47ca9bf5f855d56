import { describe, expect, it } from 'vitest'
import { signToken } from '../services/signed-tokens.ts'
import { loggablePath } from './loggable-path.ts'

describe('loggablePath', () => {
  it('keeps no signed token, whole or cut, wherever it is in the path (a trailing slash, a prefix added)', async () => {
    const token = await signToken('a-secret-of-at-least-thirty-two-characters', {
      purpose: 'cv-download',
      subject: '3f0b8c9e-1d2a-4c5b-8e7f-000000000001',
      expiresAt: new Date('2026-12-01T00:00:00Z'),
    })
    for (const path of [`/api/cv/${token}/`, `/fr/api/cv/${token}`, `/fr/lumen/alerts/confirm/${token}/x`]) {
      const logged = loggablePath(path)
      expect(logged).not.toContain(token.split('.')[0])
      expect(logged).not.toContain(token.split('.')[1])
      expect(logged).toContain('[token]')
    }
    expect(loggablePath(`/api/cv/${token.slice(0, 50)}/`)).toBe('/api/cv/[token]/')
  })

  it('keeps slugs, ids and ordinary segments, so that a 404 still says where', () => {
    const path = '/fr/lumen-energie/jobs/b0000000-0000-4000-8000-000000000001/apply'
    expect(loggablePath(path)).toBe(path)
  })
})
