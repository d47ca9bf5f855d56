import { RequestDatabase } from './db/client.ts'
import {
  deliverDueEmails,
  purgeExpiredApplications,
  redactFinishedEmails,
  resendConfigFrom,
} from './services/email-delivery.ts'

/**
 * Cron trigger (wrangler.toml [triggers]): delivers the due outbox e-mails, then purges
 * the applications past their retention date. One client per run, ended at the end: a
 * scheduled run has no request whose end would close its sockets.
 */
export async function runScheduledTasks(_controller: ScheduledController, env: Env): Promise<void> {
  const db = new RequestDatabase(env.HYPERDRIVE.connectionString)
  // A secret, set with `wrangler secret put`: not among the generated vars.
  const resend = resendConfigFrom(env as Env & { RESEND_API_KEY?: string })
  const failures: string[] = []
  try {
    // Each task runs even if the other failed; messages only, never addresses or bodies.
    try {
      const delivery = await deliverDueEmails(db.sql, resend)
      console.info('outbox delivery', resend ? delivery : 'not configured (RESEND_API_KEY unset)')
    } catch (error) {
      failures.push(`delivery: ${error instanceof Error ? error.message : 'unknown'}`)
    }
    try {
      const purge = await purgeExpiredApplications(db.sql, env.CV_BUCKET)
      console.info('retention purge', purge)
    } catch (error) {
      failures.push(`purge: ${error instanceof Error ? error.message : 'unknown'}`)
    }
    // Finished e-mails keep no address or message past their audit period (ADR 013).
    try {
      console.info('outbox redaction', await redactFinishedEmails(db.sql))
    } catch (error) {
      failures.push(`redaction: ${error instanceof Error ? error.message : 'unknown'}`)
    }
  } finally {
    await db.close().catch(() => {})
  }
  // Failing the run makes it visible in the cron's status and logs.
  if (failures.length > 0) throw new Error(`Scheduled tasks failed: ${failures.join('; ')}`)
}
