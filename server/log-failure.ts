/**
 * One line for a failure the visitor does not see as a crash (a load that failed, a
 * delivery left for the cron): what failed and the error's message, never the error
 * itself, whose properties may hold a query's parameters or an address (docs/security.md).
 * `work` names what was attempted: `logFailure('company load', error)` logs
 * "company load failed: <message>".
 */
export function logFailure(work: string, error: unknown): void {
  console.error(`${work} failed`, error instanceof Error ? error.message : 'unknown error')
}
