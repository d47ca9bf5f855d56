import { type JobAlertCriteria, jobAlertPaths } from '#domain/job-alert.ts'
import { jobListSearch } from '#domain/job-list.ts'
import type { Locale } from '#domain/locale.ts'
import { companyPaths } from '#domain/paths.ts'
import { type PublicOrigins, publicUrl } from '#domain/public-urls.ts'
import type { Sql } from '../db/client.ts'
import {
  type AlertEmail,
  type DueDigestRow,
  deleteUnconfirmedJobAlerts,
  insertAlertEmails,
  recordDigestRun,
  type SubscribeOutcome,
  subscribeJobAlert,
  takeDueDigests,
} from '../db/queries/job-alerts.ts'
import { primaryHostnames } from '../features/custom-hosts/company-hosts.ts'
import { alertConfirmationEmail, alertDigestEmail, type DigestJob } from './job-alert-emails.ts'
import { signToken } from './signed-tokens.ts'

/** The rules of job alerts (ADR 026). */
export const JOB_ALERT_RULES = {
  /** An unconfirmed alert, and its confirmation link, last this long after the last confirmation e-mail. */
  confirmationDays: 7,
  /** A repeated subscription re-sends the confirmation at most this often. */
  resendAfterSeconds: 15 * 60,
  /** How long the unsubscribe link of an e-mail works (each e-mail brings a fresh one). */
  unsubscribeLinkDays: 365,
  /** Offers published up to this long before an alert's last run still reach it (late publication of a draft). */
  lookbackDays: 7,
  /** Offers listed in one digest; the rest follow in the next ones. */
  jobsPerDigest: 20,
  /** Alerts taken per transaction, and transactions per scheduled run: the run's cost is bounded. */
  batchSize: 50,
  maxBatchesPerRun: 4,
  /** Unconfirmed alerts deleted per statement, and statements per run. */
  expiryBatch: 500,
  maxExpiryBatches: 4,
} as const

const DAY_MS = 86_400_000

/**
 * Where the links point and the key that signs them; `companyHosts`, the primary hostnames
 * of the companies on their own domain (domain/public-urls.ts), when the caller knows them.
 */
export type LinkConfig = { publicOrigin: string; linkSigningSecret: string; companyHosts?: Record<string, string> }

const originsOf = (config: LinkConfig): PublicOrigins => ({
  platform: config.publicOrigin,
  companyHosts: config.companyHosts ?? {},
})

type AlertTarget = { alertId: string; locale: Locale; companySlug: string; criteria: JobAlertCriteria }

async function unsubscribeUrl(config: LinkConfig, target: AlertTarget, now: Date): Promise<string> {
  const token = await signToken(config.linkSigningSecret, {
    purpose: 'alert-unsubscribe',
    subject: target.alertId,
    expiresAt: new Date(now.getTime() + JOB_ALERT_RULES.unsubscribeLinkDays * DAY_MS),
  })
  return publicUrl(originsOf(config), target.locale, jobAlertPaths.unsubscribe(target.companySlug, token))
}

function listUrl(config: LinkConfig, target: AlertTarget): string {
  const path = companyPaths.jobs(target.companySlug)
  return publicUrl(originsOf(config), target.locale, path, jobListSearch(target.criteria))
}

/**
 * A subscription from the job list's form: the alert, written with its confirmation
 * e-mail (signed link, valid as long as the unconfirmed alert is kept).
 */
export async function subscribeToJobAlerts(
  sql: Sql,
  config: LinkConfig,
  input: {
    locale: Locale
    company: { id: string; slug: string; name: string }
    email: string
    criteria: JobAlertCriteria
  },
): Promise<SubscribeOutcome> {
  const { locale, company, email, criteria } = input
  return subscribeJobAlert(
    sql,
    { companyId: company.id, email, locale, criteria },
    JOB_ALERT_RULES,
    async ({ id, confirmationSentAt }): Promise<AlertEmail> => {
      const target = { alertId: id, locale, companySlug: company.slug, criteria }
      const token = await signToken(config.linkSigningSecret, {
        purpose: 'alert-confirm',
        subject: id,
        expiresAt: new Date(confirmationSentAt.getTime() + JOB_ALERT_RULES.confirmationDays * DAY_MS),
      })
      const message = alertConfirmationEmail({
        locale,
        companyName: company.name,
        criteria,
        confirmUrl: publicUrl(originsOf(config), locale, jobAlertPaths.confirm(company.slug, token)),
        unsubscribeUrl: await unsubscribeUrl(config, target, confirmationSentAt),
        listUrl: listUrl(config, target),
        validDays: JOB_ALERT_RULES.confirmationDays,
      })
      return {
        ...message,
        toAddress: email,
        locale,
        dedupeKey: `alert_confirmation:${id}:${confirmationSentAt.getTime()}`,
      }
    },
  )
}

export type DigestRunResult = { alerts: number; digests: number; offers: number }

/**
 * The digests due now, in transactions of `batchSize` alerts, at most `maxBatchesPerRun`
 * of them: each takes its alerts (skipping those another run holds), queues one e-mail
 * per alert with new offers, records them and schedules each alert a day later, then
 * commits. What is left waits for the next scheduled run.
 */
export async function sendJobAlertDigests(sql: Sql, config: LinkConfig): Promise<DigestRunResult> {
  const total: DigestRunResult = { alerts: 0, digests: 0, offers: 0 }
  for (let batch = 0; batch < JOB_ALERT_RULES.maxBatchesPerRun; batch++) {
    const result = await sql.begin(async (tx) => {
      const rows = await takeDueDigests(tx, {
        limit: JOB_ALERT_RULES.batchSize,
        jobsPerAlert: JOB_ALERT_RULES.jobsPerDigest + 1,
        lookbackDays: JOB_ALERT_RULES.lookbackDays,
      })
      const alerts = groupByAlert(rows)
      // The companies on their own domain get their links there (ADR 044): one query per batch.
      const companyHosts = await primaryHostnames(tx, [...new Set(alerts.map(({ alert }) => alert.companySlug))])
      const links = { ...config, companyHosts }
      const now = new Date()
      const emails: { alertId: string; email: AlertEmail }[] = []
      const sent: { alertId: string; jobId: string }[] = []
      for (const { alert, jobs } of alerts) {
        if (jobs.length === 0) continue
        const shown = jobs.slice(0, JOB_ALERT_RULES.jobsPerDigest)
        emails.push({
          alertId: alert.alertId,
          email: await digestEmail(links, alert, shown, jobs.length > shown.length, now),
        })
        for (const job of shown) sent.push({ alertId: alert.alertId, jobId: job.id })
      }
      await insertAlertEmails(tx, 'alert_digest', emails)
      await recordDigestRun(tx, {
        alertIds: alerts.map(({ alert }) => alert.alertId),
        sent,
        lookbackDays: JOB_ALERT_RULES.lookbackDays,
      })
      return { alerts: alerts.length, digests: emails.length, offers: sent.length }
    })
    total.alerts += result.alerts
    total.digests += result.digests
    total.offers += result.offers
    if (result.alerts < JOB_ALERT_RULES.batchSize) break
  }
  return total
}

type DigestAlert = AlertTarget & { email: string; companyName: string }
/** An offer of a digest, before its link is made. */
type DigestOffer = Omit<DigestJob, 'url'> & { id: string }

function groupByAlert(rows: DueDigestRow[]): { alert: DigestAlert; jobs: DigestOffer[] }[] {
  const alerts = new Map<string, { alert: DigestAlert; jobs: DigestOffer[] }>()
  for (const row of rows) {
    let entry = alerts.get(row.alertId)
    if (!entry) {
      const { q, contract, city, remote } = row
      const alert = {
        alertId: row.alertId,
        locale: row.locale,
        companySlug: row.companySlug,
        companyName: row.companyName,
        email: row.email,
        criteria: { q, contract, city, remote },
      }
      entry = { alert, jobs: [] }
      alerts.set(row.alertId, entry)
    }
    if (row.jobId === null || row.title === null) continue
    entry.jobs.push({
      id: row.jobId,
      title: row.title,
      contractType: row.contractType,
      city: row.jobCity,
      countryCode: row.countryCode,
      remote: row.jobRemote,
    })
  }
  return [...alerts.values()]
}

async function digestEmail(
  config: LinkConfig,
  alert: DigestAlert,
  jobs: DigestOffer[],
  more: boolean,
  now: Date,
): Promise<AlertEmail> {
  const jobUrl = (id: string) => publicUrl(originsOf(config), alert.locale, companyPaths.job(alert.companySlug, id))
  const message = alertDigestEmail({
    locale: alert.locale,
    companyName: alert.companyName,
    criteria: alert.criteria,
    jobs: jobs.map((job) => ({ ...job, url: jobUrl(job.id) })),
    more,
    unsubscribeUrl: await unsubscribeUrl(config, alert, now),
    listUrl: listUrl(config, alert),
  })
  return {
    ...message,
    toAddress: alert.email,
    locale: alert.locale,
    // The newest offer listed: one digest per alert and offer, since an offer is sent once.
    dedupeKey: `alert_digest:${alert.alertId}:${jobs[0]?.id ?? ''}`,
  }
}

/** Unconfirmed alerts past their confirmation period: deleted with their e-mails (ADR 026). */
export async function expireUnconfirmedJobAlerts(sql: Sql): Promise<{ deleted: number }> {
  let deleted = 0
  for (let batch = 0; batch < JOB_ALERT_RULES.maxExpiryBatches; batch++) {
    const removed = await deleteUnconfirmedJobAlerts(sql, JOB_ALERT_RULES.confirmationDays, JOB_ALERT_RULES.expiryBatch)
    deleted += removed
    if (removed < JOB_ALERT_RULES.expiryBatch) break
  }
  return { deleted }
}

/** The scheduled run's part (server/scheduled.ts): expiry first, then the digests. */
export async function runJobAlerts(sql: Sql, config: LinkConfig) {
  const expired = await expireUnconfirmedJobAlerts(sql)
  return { expired: expired.deleted, ...(await sendJobAlertDigests(sql, config)) }
}
