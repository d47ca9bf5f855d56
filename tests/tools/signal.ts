/**
 * A one-shot signal between two concurrent tasks (one holds a lock until told, the other
 * waits until the lock is held): `fire()` resolves `fired`.
 */
export function signal(): { fired: Promise<void>; fire: () => void } {
  let fire = () => {}
  const fired = new Promise<void>((resolve) => {
    fire = resolve
  })
  return { fired, fire }
}
