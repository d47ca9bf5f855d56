import { describe, expect, it } from 'vitest'
import {
  encodeSolution,
  type ProofChallenge,
  solveChallenge,
} from '../../../components/widgets/application-form/proof-of-work.ts'
import { createChallenge } from './challenge.ts'
import { emailDomainSuffixes } from './disposable-email.ts'
import { signFormShown } from './form-shown.server.ts'
import { assessApplication, clientHash, requestSignals } from './signals.ts'

const SECRET = 'a-test-link-signing-secret-of-32-chars!'
const identity = {
  jobId: 'b0000000-0000-4000-8000-000000000001',
  idempotencyKey: '0f6a1b2c-3d4e-4f50-8a9b-0c1d2e3f4a5b',
}
const shown = new Date('2026-11-29T10:00:00Z')
const later = new Date(shown.getTime() + 60_000)
const none = { sameCv: 0, samePhone: 0, clientCompanies: 1, disposableDomain: false }

async function proof() {
  const challenge = (await createChallenge(SECRET, shown)) as ProofChallenge
  return encodeSolution(challenge, (await solveChallenge(challenge)) ?? -1)
}

describe('the signals of a request (ADR 077)', () => {
  it('a person’s form, with its script: no signal', async () => {
    const form = { shownAt: await signFormShown(SECRET, identity, shown), altcha: await proof(), website: '' }
    const { signals, challenge } = await requestSignals(SECRET, form, identity, later)
    expect(signals).toEqual([])
    expect(challenge.status).toBe('solved')
    expect(assessApplication(signals, none)).toEqual({ level: 'low', signals: [] })
  })

  it('without JavaScript: not verified, medium, nothing more', async () => {
    const form = { shownAt: await signFormShown(SECRET, identity, shown), altcha: '', website: '' }
    const { signals } = await requestSignals(SECRET, form, identity, later)
    expect(assessApplication(signals, none)).toEqual({
      level: 'medium',
      signals: ['not-verified'],
    })
  })

  it('a plain HTTP post, a filled honeypot, a post within 3 s: high', async () => {
    const plain = await requestSignals(SECRET, {}, identity, later)
    expect(assessApplication(plain.signals, none).signals).toEqual(['form-not-shown', 'not-verified'])
    expect(assessApplication(plain.signals, none).level).toBe('high')
    const shownAt = await signFormShown(SECRET, identity, shown)
    const honeypot = await requestSignals(SECRET, { shownAt, altcha: await proof(), website: 'x' }, identity, later)
    expect(assessApplication(honeypot.signals, none).level).toBe('high')
    const fast = await requestSignals(SECRET, { shownAt }, identity, new Date(shown.getTime() + 800))
    expect(assessApplication(fast.signals, none)).toEqual({
      level: 'high',
      signals: ['fast-submit', 'not-verified'],
    })
  })

  it('counts past their thresholds, and a throwaway domain (the database’s answer), add their signals', () => {
    const below = { sameCv: 4, samePhone: 4, clientCompanies: 2, disposableDomain: false }
    expect(assessApplication([], below).signals).toEqual([])
    const past = { sameCv: 5, samePhone: 5, clientCompanies: 3, disposableDomain: true }
    expect(assessApplication([], past)).toEqual({
      level: 'high',
      signals: ['same-cv', 'same-phone', 'disposable-email', 'address-burst'],
    })
  })
})

describe('throwaway e-mail domains', () => {
  it('are asked of the database as the address’s domain and the domains it is under, never a top-level domain alone', () => {
    expect(emailDomainSuffixes('x@eu.mailinator.com')).toEqual(['eu.mailinator.com', 'mailinator.com'])
    expect(emailDomainSuffixes('x@YOPMAIL.COM.')).toEqual(['yopmail.com'])
    expect(emailDomainSuffixes('x@com')).toEqual([])
    expect(emailDomainSuffixes('weird@"quoted@"@gmail.com')).toEqual(['gmail.com'])
  })
})

describe('the client’s hash', () => {
  it('is keyed and changes with the day: nothing to read back or follow', async () => {
    const today = await clientKeyHash('apply:192.0.2.1', shown)
    expect(today).toMatch(/^[0-9a-f]{64}$/)
    expect(await clientKeyHash('apply:192.0.2.1', later)).toBe(today)
    expect(await clientKeyHash('apply:192.0.2.1', new Date(shown.getTime() + 86_400_000))).not.toBe(today)
    expect(await clientKeyHash('apply:192.0.2.2', shown)).not.toBe(today)
  })
})

const clientKeyHash = (key: string, at: Date) => clientHash(SECRET, key, at)
