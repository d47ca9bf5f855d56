import { type ProofChallenge, solveChallenge } from './proof-of-work.ts'

/**
 * The proof of work's solver (ADR 077): a dedicated worker of the site's own origin, so that
 * hashing never holds the page's main thread while the candidate types. It receives a
 * challenge and answers its number (null when none fits).
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ProofChallenge>) => void) | null
  postMessage: (answer: { number: number | null }) => void
}

scope.onmessage = ({ data }) => {
  solveChallenge(data).then(
    (number) => scope.postMessage({ number }),
    () => scope.postMessage({ number: null }),
  )
}
