import { CHALLENGE_PATH, encodeSolution, type ProofChallenge } from './proof-of-work.ts'

/** Fetched again when the one in hand is older than this (the Worker's last 2 hours). */
const CHALLENGE_REFRESH_MS = 90 * 60 * 1000
/** At submit, how long to wait for a proof still being solved before sending without it. */
const SUBMIT_WAIT_MS = 3_000

const proofs = new WeakMap<HTMLInputElement, { solved: Promise<void>; at: number }>()

/**
 * The proof of work (ADR 077), started when the candidate first touches the form: a
 * challenge from the site (no cookie, no other site), solved in a worker, its solution put
 * in the form's hidden field. Nothing is asked of the candidate; when anything fails the
 * form is sent without it, as without JavaScript (the company sees it "not verified").
 */
export function startProofOfWork(field: HTMLInputElement): void {
  const current = proofs.get(field)
  if (current && Date.now() - current.at < CHALLENGE_REFRESH_MS) return
  // The worker's module loads while the challenge is on its way.
  let worker: Worker
  try {
    worker = new Worker(new URL('./proof-of-work.worker.ts', import.meta.url), {
      type: 'module',
      name: 'proof-of-work',
    })
  } catch {
    return // No worker here: the form goes unproven, as without JavaScript.
  }
  const solved = fetch(CHALLENGE_PATH, { headers: { Accept: 'application/json' }, credentials: 'omit' })
    .then((response) => (response.ok ? (response.json() as Promise<ProofChallenge>) : Promise.reject()))
    .then((challenge) => solveIn(worker, challenge))
    .then((value) => {
      field.value = value
    })
    .catch(() => undefined)
    .finally(() => worker.terminate())
  proofs.set(field, { solved, at: Date.now() })
}

/** Waits, a few seconds at most, for the proof being solved (a fresh one when it is old). */
export function proofReady(field: HTMLInputElement): Promise<void> {
  startProofOfWork(field)
  const wait = new Promise<void>((resolve) => setTimeout(resolve, SUBMIT_WAIT_MS))
  return Promise.race([proofs.get(field)?.solved ?? Promise.resolve(), wait])
}

function solveIn(worker: Worker, challenge: ProofChallenge): Promise<string> {
  return new Promise((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<{ number: number | null }>) => {
      if (data.number === null) reject(new Error('no solution'))
      else resolve(encodeSolution(challenge, data.number))
    }
    worker.onerror = () => reject(new Error('worker failed'))
    worker.postMessage(challenge)
  })
}
