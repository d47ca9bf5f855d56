import { describe, expect, it } from 'vitest'
import { signToken } from '../../services/signed-tokens.ts'
import {
  checkApplicationStatusToken,
  checkRecruiterStatusToken,
  recruiterStatusUrl,
} from './application-status-link.ts'

const LINKS = { origin: 'https://jobs.example', secret: 'status-link-test-secret-of-32-chars!!' }
const application = {
  id: '0f6a1b2c-3d4e-4f50-8a9b-0c1d2e3f4a5b',
  createdAt: new Date('2026-11-26T10:00:00Z'),
  retainUntil: new Date('2028-11-26T10:00:00Z'),
  companySlug: 'lumen-energie',
}
const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? ''

describe('a recruiter’s status link (ADR 046)', () => {
  it('names one application and one status, for 30 days, and opens nothing else', async () => {
    const url = await recruiterStatusUrl(LINKS, 'fr', application, 'interview')
    expect(url.startsWith('https://jobs.example/fr/lumen-energie/application/decision?token=')).toBe(true)
    const token = tokenOf(url)
    expect(await checkRecruiterStatusToken(LINKS.secret, token, new Date('2026-12-01'))).toEqual({
      ok: true,
      applicationId: application.id,
      status: 'interview',
    })
    expect(await checkRecruiterStatusToken(LINKS.secret, token, new Date('2026-12-27'))).toEqual({
      ok: false,
      reason: 'expired',
    })
    // Not the candidate's page, and a status a link may not set is refused even when signed.
    expect((await checkApplicationStatusToken(LINKS.secret, token)).ok).toBe(false)
    const hired = await signToken(LINKS.secret, {
      purpose: 'recruiter-status',
      subject: `${application.id}:hired`,
      expiresAt: new Date('2030-01-01'),
    })
    expect(await checkRecruiterStatusToken(LINKS.secret, hired)).toEqual({ ok: false, reason: 'invalid' })
  })
})
