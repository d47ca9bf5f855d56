/**
 * The run parameters of property tests over HTTP. `npm test` uses a fixed seed, so every
 * run sends the same inputs and a failure replays as it was seen; `npm run test:properties`
 * (PROPERTY_SEED=random) explores new inputs, and PROPERTY_SEED=<n> replays a seed it printed.
 */
const chosen = process.env.PROPERTY_SEED ?? '20261126'
const seed = chosen === 'random' ? undefined : Number(chosen)

if (seed !== undefined && !Number.isSafeInteger(seed)) {
  throw new Error(`PROPERTY_SEED must be an integer or "random", not ${chosen}`)
}

export function propertyRuns(numRuns: number): { numRuns: number; seed?: number } {
  return seed === undefined ? { numRuns } : { numRuns, seed }
}
