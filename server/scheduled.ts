import { RequestDatabase } from './db/client.ts'
import { expireClosedJobs } from './db/queries/job-upkeep.ts'
import { deletePastStrangerEmailCounts } from './db/queries/stranger-email-cap.ts'
import { readConfig } from './env.ts'
import { runBillingUpkeep } from './features/billing/upkeep.ts'
import {
  deliverDueEmails,
  deliverDueWebhooks,
  purgeExpiredApplications,
  redactFinishedEmails,
  warnCompaniesWithoutDelivery,
} from './features/deliveries/index.ts'
import { answerClosedOffers } from './features/desk/closing-answers.ts'
import { queueApplicationsWaiting } from './features/desk/waiting-reminder.ts'
import { refreshPendingHostnames } from './features/domains/index.ts'
import { deleteOrphanedMedia } from './features/images/index.ts'
import { deleteFinishedNotifications, notifySearchEngines } from './features/search-engines/index.ts'
import { eraseDeletedSpaces, runSpaceDeletionFollowups } from './features/space-deletion/index.ts'
import { queueWeeklyStatistics, runStatisticsTasks } from './features/statistics/index.ts'
import { reconcileCvObjects } from './services/cv-reconciliation.ts'
import { runJobAlerts } from './services/job-alerts.ts'
import { upkeepJobs } from './services/job-upkeep.ts'

/** The five-minute cron (wrangler.toml): one of its runs an hour starts in this window. */
const RECONCILE_IN_FIRST_MINUTES = 5
/**
 * The every-minute cron (wrangler.toml), the search engines' (ADR 045): a job's change
 * reaches them within a minute, whoever wrote it. It does only that and the closing-date
 * sweep that may queue some; every other task keeps the five-minute cron's cadence.
 */
export const EVERY_MINUTE_CRON = '* * * * *'
/** Search engine notifications sent, failed or set aside are kept this long for a look. */
const NOTIFICATIONS_KEPT_MS = 7 * 86_400_000

/**
 * Cron trigger (wrangler.toml [triggers]): expires the jobs past their closing date and
 * names the companies with undescribed jobs, delivers the due outbox e-mails and webhook
 * events, warns about companies without delivery, purges the applications past their
 * retention date, writes and rolls up the statistics (ADR 042) and, hourly, reconciles
 * CV objects with rows.
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
  const searchEngines = () => notifySearchEngines(db.sql, readConfig(env).searchEngines)
  try {
    if (controller.cron === EVERY_MINUTE_CRON) {
      // An idle minute: the sweep's update (jobs_closing_idx, nothing to expire) and the
      // search engines' probe of due rows, two index reads.
      await run('closing dates', () => expireClosedJobs(db.sql))
      await run('search engines', searchEngines)
    } else {
      // Jobs past their closing date leave the counters before anything reads them.
      await run('job upkeep', () => upkeepJobs(db.sql))
      // What the sweep and the other writers changed, at once (the minute cron does it too).
      await run('search engines', searchEngines)
      // Job alerts first: the digests it queues leave with this run's delivery.
      await run('job alerts', () => runJobAlerts(db.sql, readConfig(env)))
      // Monday mornings: each Pro company's weekly statistics (ADR 043), sent by this run's delivery.
      await run('weekly statistics', () => {
        const config = readConfig(env)
        const links = { origin: config.publicOrigin, secret: config.linkSigningSecret }
        return queueWeeklyStatistics(db.sql, links, new Date(controller.scheduledTime))
      })
      // Closed offers' candidates: their answers leave with this run's delivery.
      await run('closing answers', () => {
        const config = readConfig(env)
        const links = { origin: config.publicOrigin, secret: config.linkSigningSecret }
        return answerClosedOffers(db.sql, links, new Date(controller.scheduledTime))
      })
      // Monday mornings: each company's members hear of the applications waiting > 14 days.
      await run('applications waiting', () =>
        queueApplicationsWaiting(db.sql, readConfig(env).publicOrigin, new Date(controller.scheduledTime)),
      )
      await run('outbox delivery', async () =>
        resend ? deliverDueEmails(db.sql, resend) : 'not configured (RESEND_API_KEY unset)',
      )
      // Companies' ATS (ADR 024), and the companies whose applications go nowhere.
      await run('webhook delivery', () =>
        deliverDueWebhooks(db.sql, { allowedOrigins: readConfig(env).webhookTestOrigins }),
      )
      await run('delivery warnings', () => warnCompaniesWithoutDelivery(db.sql))
      await run('retention purge', () => purgeExpiredApplications(db.sql, env.CV_BUCKET))
      // Spaces deleted more than 30 days ago, their CVs included (ADR 067): a partial-index probe when none is due.
      await run('space erasure', () => eraseDeletedSpaces(db.sql, env.CV_BUCKET))
      // Deleted or restored spaces' Stripe subscriptions and Cloudflare hostnames (ADR 085), retried until done.
      await run('space deletion follow-ups', () => {
        const { billing, domains } = readConfig(env)
        return runSpaceDeletionFollowups(db.sql, { billing, domains })
      })
      // Companies' images no row names any more, once no cached page may still show them (ADR 089).
      await run('orphaned media', () => deleteOrphanedMedia(db.sql, env.MEDIA_BUCKET))
      // Yesterday's and older counters of the e-mail cap (ADR 039) no longer decide anything.
      await run('e-mail cap counters', () => deletePastStrangerEmailCounts(db.sql))
      // Once an hour (the first run of each hour): it lists days of CV keys.
      if (new Date(controller.scheduledTime).getUTCMinutes() < RECONCILE_IN_FIRST_MINUTES) {
        await run('CV reconciliation', () => reconcileCvObjects(db.sql, env.CV_BUCKET))
      }
      // This isolate's buffered counts, yesterday's salts, the 25-month rollup (ADR 042).
      await run('statistics', () => runStatisticsTasks(db.sql))
      // Finished e-mails keep no address or message past their audit period (ADR 013).
      await run('outbox redaction', () => redactFinishedEmails(db.sql))
      await run('search engine history', () => deleteFinishedNotifications(db.sql, NOTIFICATIONS_KEPT_MS))
      // Past_due companies whose grace is over go to Starter (ADR 060).
      await run('billing', () => runBillingUpkeep(db.sql))
      // Custom domains Cloudflare is still verifying (ADR 072): served once active.
      await run('custom domains', () => refreshPendingHostnames(db.sql, readConfig(env).domains))
    }
  } finally {
    await db.close().catch(() => {})
  }
  // Failing the run makes it visible in the cron's status and logs.
  if (failures.length > 0) throw new Error(`Scheduled tasks failed: ${failures.join('; ')}`)
}
