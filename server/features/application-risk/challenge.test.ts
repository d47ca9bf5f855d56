import { describe, expect, it } from 'vitest'
import {
  encodeSolution,
  type ProofChallenge,
  solveChallenge,
} from '../../../components/widgets/application-form/proof-of-work.ts'
import { CHALLENGE_LIFETIME_SECONDS, CHALLENGE_MAX_NUMBER, checkSolution, createChallenge } from './challenge.ts'

const SECRET = 'a-test-link-signing-secret-of-32-chars!'
const now = new Date('2026-11-29T10:00:00Z')

async function solved(secret = SECRET, at = now) {
  const challenge = (await createChallenge(secret, at)) as ProofChallenge
  const number = await solveChallenge(challenge)
  if (number === null) throw new Error('unsolvable')
  return { challenge, number, payload: encodeSolution(challenge, number) }
}

describe('the proof of work (ALTCHA protocol, ADR 077)', () => {
  it('hands out a signed, expiring challenge the form’s solver answers', async () => {
    const { challenge, number, payload } = await solved()
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: CHALLENGE_MAX_NUMBER })
    expect(challenge.salt).toMatch(/^[0-9a-f]{24}\?expires=\d+$/)
    expect(number).toBeGreaterThanOrEqual(0)
    expect(number).toBeLessThanOrEqual(CHALLENGE_MAX_NUMBER)
    const check = await checkSolution(SECRET, payload, now)
    expect(check).toMatchObject({ status: 'solved', signature: challenge.signature })
    if (check.status === 'solved') {
      expect(check.expiresAt.getTime()).toBe(
        Math.floor(now.getTime() / 1000) * 1000 + CHALLENGE_LIFETIME_SECONDS * 1000,
      )
    }
  })

  it('refuses another site’s challenge, a wrong number, an edited salt and garbage as foreign', async () => {
    const foreign = await solved('another-sites-secret-of-32-characters')
    expect(await checkSolution(SECRET, foreign.payload, now)).toEqual({ status: 'foreign' })
    const { challenge, number } = await solved()
    const wrong = encodeSolution(challenge, number === 0 ? 1 : number - 1)
    expect(await checkSolution(SECRET, wrong, now)).toEqual({ status: 'foreign' })
    const later = { ...challenge, salt: challenge.salt.replace(/\d+$/, '9999999999') }
    expect(await checkSolution(SECRET, encodeSolution(later, number), now)).toEqual({ status: 'foreign' })
    for (const garbage of ['x', btoa('{}'), btoa('[1]'), 'a'.repeat(5000), 42]) {
      expect(await checkSolution(SECRET, garbage, now)).toEqual({ status: 'foreign' })
    }
  })

  it('says absent when no script ran, expired once its time is past', async () => {
    expect(await checkSolution(SECRET, undefined, now)).toEqual({ status: 'absent' })
    expect(await checkSolution(SECRET, '', now)).toEqual({ status: 'absent' })
    const { payload } = await solved()
    const after = new Date(now.getTime() + (CHALLENGE_LIFETIME_SECONDS + 1) * 1000)
    expect(await checkSolution(SECRET, payload, after)).toEqual({ status: 'expired' })
  })
})
