/**
 * The ALTCHA challenge the Worker hands out (server/features/application-risk/challenge.ts)
 * and its solution as the form posts it: the same shapes on both sides.
 */
export type ProofChallenge = {
  algorithm: 'SHA-256'
  challenge: string
  maxnumber: number
  salt: string
  signature: string
}

/** The form's hidden field the solution goes in, and where challenges are asked for. */
export const PROOF_FIELD = 'altcha'
export const CHALLENGE_PATH = '/api/apply-challenge'

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('')

/**
 * Finds the number whose SHA-256 after the salt is the challenge, counting up from 0: on
 * average half of `maxnumber` hashes. Null when none is (a challenge that is not ALTCHA's).
 */
export async function solveChallenge(challenge: ProofChallenge): Promise<number | null> {
  const encoder = new TextEncoder()
  for (let number = 0; number <= challenge.maxnumber; number++) {
    const digest = await crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${number}`))
    if (hex(digest) === challenge.challenge) return number
  }
  return null
}

/** The field's value: base64 of the challenge and its number, as ALTCHA's widget sends it. */
export function encodeSolution(challenge: ProofChallenge, number: number): string {
  const { algorithm, salt, signature } = challenge
  return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }))
}
