import { RequestDatabase } from './db/client.ts'
import { redactFinishedEmails } from './db/queries/email-outbox.ts'
import { readConfig } from './env.ts'
import { warnCompaniesWithoutDelivery } from './services/company-delivery.ts'
import { reconcileCvObjects } from './services/cv-reconciliation.ts'
import { deliverDueEmails, purgeExpiredApplications } from './services/email-delivery.ts'
import { runJobAlerts } from './services/job-alerts.ts'
import { queueWeeklyStatistics } from './services/statistics-email.ts'
import { deliverDueWebhooks } from './services/webhook-delivery.ts'

/** The cron runs every 5 minutes (wrangler.toml): one run an hour starts in this window. */
const RECONCILE_IN_FIRST_MINUTES = 5

/**
 * Cron trigger (wrangler.toml [triggers]): delivers the due outbox e-mails and webhook
 * events, warns about companies without delivery, purges the
 * applications past their retention date and, hourly, reconciles CV objects with rows.
 * One client per run, ended at the end: a scheduled run has no request whose end would
 * close its sockets.
 */
export async function runScheduledTasks(controller: ScheduledController, env: Env): Promise<void> {
  const db = new RequestDatabase(env.HYPERDRIVE.connectionString)
  const resend = readConfig(env).email
  const failures: string[] = []
  // Each task runs even if another failed; messages only, never addresses or bodies.
  const run = async (name: string, task: () => Promise<unknown>) => {
    try {
      console.info(name, await task())
    } catch (error) {
      failures.push(`${name}: ${error instanceof Error ? error.message : 'unknown'}`)
    }
  }
  try {
    // Job alerts first: the digests it queues leave with this run's delivery.
    await run('job alerts', () => runJobAlerts(db.sql, readConfig(env)))
    // Monday mornings: each Pro company's weekly statistics (ADR 043), sent by this run's delivery.
    await run('weekly statistics', () => {
      const config = readConfig(env)
      const links = { origin: config.publicOrigin, secret: config.linkSigningSecret }
      return queueWeeklyStatistics(db.sql, links, new Date(controller.scheduledTime))
    })
    await run('outbox delivery', async () =>
      resend ? deliverDueEmails(db.sql, resend) : 'not configured (RESEND_API_KEY unset)',
    )
    // Companies' ATS (ADR 024), and the companies whose applications go nowhere.
    await run('webhook delivery', () => deliverDueWebhooks(db.sql))
    await run('delivery warnings', () => warnCompaniesWithoutDelivery(db.sql))
    await run('retention purge', () => purgeExpiredApplications(db.sql, env.CV_BUCKET))
    // Once an hour (the first run of each hour): it lists days of CV keys.
    if (new Date(controller.scheduledTime).getUTCMinutes() < RECONCILE_IN_FIRST_MINUTES) {
      await run('CV reconciliation', () => reconcileCvObjects(db.sql, env.CV_BUCKET))
    }
    // Finished e-mails keep no address or message past their audit period (ADR 013).
    await run('outbox redaction', () => redactFinishedEmails(db.sql))
  } finally {
    await db.close().catch(() => {})
  }
  // Failing the run makes it visible in the cron's status and logs.
  if (failures.length > 0) throw new Error(`Scheduled tasks failed: ${failures.join('; ')}`)
}
