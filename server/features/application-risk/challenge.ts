import { parseShapedJson } from '#server/shaped-json.ts'
import { keyedHash, sameHex, toHex } from './keyed-hash.ts'

/**
 * The application form's proof of work, on the ALTCHA protocol: the Worker hands out a
 * challenge (the SHA-256 of a random salt followed by a secret number up to `maxnumber`),
 * signs it with HMAC so that only its own challenges are accepted, and gives it an expiry
 * in the salt (`?expires=`, Unix seconds). The form's script finds the number in a Web
 * Worker while the candidate types and posts it back in the `altcha` field: base64 of
 * `{algorithm, challenge, number, salt, signature}`. Each solution is good for one form
 * (server/features/application-risk/risk-queries.ts, `spendChallenge`).
 */
export const CHALLENGE_FIELD = 'altcha'
export const CHALLENGE_ALGORITHM = 'SHA-256'
/**
 * The secret number's range: on average half of it in hashes. WebCrypto's digest costs
 * about 10-20 µs a call (its async round trip, not the hash), so 5,000 is 25-50 ms on a
 * laptop and within the 300 ms goal on a phone 4-6 times slower, solved while the candidate
 * types (scripts/bench-proof-of-work.ts). The proof's worth is less the work than that a
 * script of ours ran and that each solution serves one form.
 */
export const CHALLENGE_MAX_NUMBER = 5_000
/** Long enough for a slow candidate; the form's script fetches a fresh one when older. */
export const CHALLENGE_LIFETIME_SECONDS = 2 * 60 * 60

export type Challenge = {
  algorithm: typeof CHALLENGE_ALGORITHM
  challenge: string
  maxnumber: number
  salt: string
  signature: string
}

const sha256Hex = async (text: string) => toHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))

const randomHex = (bytes: number) => toHex(crypto.getRandomValues(new Uint8Array(bytes)))

export async function createChallenge(secret: string, now: Date = new Date()): Promise<Challenge> {
  const expires = Math.floor(now.getTime() / 1000) + CHALLENGE_LIFETIME_SECONDS
  const salt = `${randomHex(12)}?expires=${expires}`
  const number = (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % (CHALLENGE_MAX_NUMBER + 1)
  const challenge = await sha256Hex(`${salt}${number}`)
  const signature = await keyedHash(secret, 'apply-challenge', challenge)
  return { algorithm: CHALLENGE_ALGORITHM, challenge, maxnumber: CHALLENGE_MAX_NUMBER, salt, signature }
}

export type SolutionCheck =
  /** Ours, solved and in date: to be used once (`spendChallenge`). */
  | { status: 'solved'; signature: string; expiresAt: Date }
  /** Ours and solved, but past its expiry: a signal, not a refusal (a form left open). */
  | { status: 'expired' }
  /** No solution sent: no script ran. */
  | { status: 'absent' }
  /** Not a solution of one of our challenges (made up, another site's, or a wrong number). */
  | { status: 'foreign' }

type Solution = { algorithm: string; challenge: string; number: number; salt: string; signature: string }

function parseSolution(value: string): Solution | null {
  return parseShapedJson<Solution>(
    () => atob(value),
    (parsed) =>
      typeof parsed.algorithm === 'string' &&
      typeof parsed.challenge === 'string' &&
      typeof parsed.salt === 'string' &&
      typeof parsed.signature === 'string' &&
      Number.isSafeInteger(parsed.number),
  )
}

/** Checks a posted solution: signature first (no hash computed for a stranger's), then the work. */
export async function checkSolution(secret: string, value: unknown, now: Date = new Date()): Promise<SolutionCheck> {
  if (value === undefined || value === '') return { status: 'absent' }
  const solution = typeof value === 'string' && value.length <= 2_000 ? parseSolution(value) : null
  if (!solution || solution.algorithm !== CHALLENGE_ALGORITHM) return { status: 'foreign' }
  const expected = await keyedHash(secret, 'apply-challenge', solution.challenge)
  if (!/^[0-9a-f]{64}$/.test(solution.signature) || !sameHex(solution.signature, expected)) {
    return { status: 'foreign' }
  }
  const inRange = solution.number >= 0 && solution.number <= CHALLENGE_MAX_NUMBER
  if (!inRange || (await sha256Hex(`${solution.salt}${solution.number}`)) !== solution.challenge) {
    return { status: 'foreign' }
  }
  const expires = Number(/[?&]expires=(\d{1,12})$/.exec(solution.salt)?.[1] ?? 0)
  if (expires * 1000 <= now.getTime()) return { status: 'expired' }
  return { status: 'solved', signature: solution.signature, expiresAt: new Date(expires * 1000) }
}
