/**
 * The proof of work's cost (ADR 077): N challenges made as the Worker makes them, solved as
 * the form's Web Worker solves them (the same module, WebCrypto's SHA-256), one after the
 * other on this machine's CPU. Prints the median, the 95th percentile and the worst, in ms.
 * It is not the bench's mobile CPU profile: divide by the slowdown factor of the phone
 * profile (tests/e2e) for a phone's figure. Usage: node scripts/bench-proof-of-work.ts [N]
 */
import { performance } from 'node:perf_hooks'
import { type ProofChallenge, solveChallenge } from '../components/widgets/application-form/proof-of-work.ts'
import { createChallenge } from '../server/features/application-risk/challenge.ts'

const runs = Number(process.argv[2] ?? 50)
const times: number[] = []
for (let run = 0; run < runs; run++) {
  const challenge = (await createChallenge('bench-secret-of-at-least-32-characters')) as ProofChallenge
  const start = performance.now()
  if ((await solveChallenge(challenge)) === null) throw new Error('a challenge had no solution')
  times.push(performance.now() - start)
}
times.sort((a, b) => a - b)
const at = (share: number) => (times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0).toFixed(1)
console.info(`proof of work, ${runs} challenges: median ${at(0.5)} ms, p95 ${at(0.95)} ms, worst ${at(1)} ms`)
