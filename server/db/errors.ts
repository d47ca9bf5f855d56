/**
 * SQLSTATE classes after which the same statement may succeed later: connection lost
 * (08), transaction rollback such as a deadlock (40), resources (53), lock not available
 * (55), operator intervention such as a statement timeout or a shutdown (57), system (58).
 */
const TRANSIENT_CLASSES = new Set(['08', '40', '53', '55', '57', '58'])

/**
 * Whether a database failure is an outage rather than a refusal of the data: errors
 * without an SQLSTATE (no connection, socket closed, connect timeout) and the classes
 * above. A constraint or type error is not: retrying the same data fails again.
 */
export function isTransientDatabaseError(error: unknown): boolean {
  // The server's own errors carry a severity and a five-character SQLSTATE (postgres.js
  // copies the error message's fields); the client's connection errors do not.
  const { severity, code } = (error ?? {}) as { severity?: unknown; code?: unknown }
  const isServerError = typeof severity === 'string' && typeof code === 'string' && code.length === 5
  return !isServerError || TRANSIENT_CLASSES.has(code.slice(0, 2))
}

/** A failure's code for the logs: an SQLSTATE or a client error code, never its message. */
export function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code === 'string' && /^[A-Za-z0-9_]{1,40}$/.test(code)) return code
  return error instanceof Error ? error.name : 'unknown'
}
