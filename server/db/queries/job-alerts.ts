import type { JobAlertCriteria } from '#domain/job-alert.ts'
import type { Locale } from '#domain/locale.ts'
import type { OutboxEmail } from '../../features/deliveries/email-outbox.ts'
import type { Queryable, Sql } from '../client.ts'
import { getCompanyWith } from './company-with.ts'
import { withStrangerEmail } from './stranger-email-cap.ts'
import { visibleJob } from './visible-jobs.ts'

/**
 * Job alerts (ADR 026, supabase/migrations/*_baseline_alerts_and_emails.sql): subscription
 * with its confirmation e-mail, confirmation, unsubscription, the digest run's reads and
 * writes, and expiry.
 * Times are the database's clock: a Worker's Date only moves on I/O.
 */

/** A client, or the transaction of one (its statements take either). */

/** An outbox e-mail of an alert, with its extra headers (List-Unsubscribe). */
export type AlertEmail = OutboxEmail & { dedupeKey: string; headers: Record<string, string> }

export type SubscribeOutcome = 'created' | 'resent' | 'unchanged' | 'capped'

/**
 * The alert of this company, address and criteria (compared as the list compares them),
 * written with its confirmation e-mail in one transaction. An existing unconfirmed alert
 * gets its confirmation again once `resendAfterSeconds` have passed since the last one;
 * a confirmed one, nothing. Concurrent identical requests meet on the unique index: one
 * inserts, the others wait for it and then find its row, whose confirmation is recent.
 * Every confirmation, first or re-sent, takes one of the address's e-mails of the day
 * (server/db/queries/stranger-email-cap.ts, ADR 039): once they are spent, nothing is
 * written and the outcome is 'capped'; an unchanged alert gives its e-mail back.
 */
export async function subscribeJobAlert(
  sql: Sql,
  alert: { companyId: string; email: string; locale: Locale; criteria: JobAlertCriteria },
  limits: { resendAfterSeconds: number },
  confirmationEmail: (row: { id: string; confirmationSentAt: Date }) => Promise<AlertEmail>,
): Promise<SubscribeOutcome> {
  const { companyId, email, locale, criteria } = alert
  return withStrangerEmail(
    sql,
    email,
    async (tx): Promise<Exclude<SubscribeOutcome, 'capped'>> => {
      const [created] = await tx<{ id: string; confirmationSentAt: Date }[]>`
      insert into job_alerts (company_id, email, locale, q, contract, city, remote)
      values (${companyId}, ${email}, ${locale}, ${criteria.q}, ${criteria.contract}, ${criteria.city}, ${criteria.remote})
      on conflict do nothing
      returning id, confirmation_sent_at as "confirmationSentAt"
    `
      const [resent] = created
        ? [created]
        : await tx<{ id: string; confirmationSentAt: Date }[]>`
          update job_alerts set confirmation_sent_at = now()
          where ${sameAlert(tx, alert)} and confirmed_at is null
            and confirmation_sent_at <= now() - ${limits.resendAfterSeconds} * interval '1 second'
          returning id, confirmation_sent_at as "confirmationSentAt"
        `
      const row = created ?? resent
      // Neither written nor due again: it exists, confirmed or confirmed recently.
      if (!row) return 'unchanged'
      await insertAlertEmails(tx, 'alert_confirmation', [{ alertId: row.id, email: await confirmationEmail(row) }])
      return created ? 'created' : 'resent'
    },
    (outcome) => outcome !== 'unchanged',
  )
}

/** The alert of this company, address and criteria: the unique index's expressions. */
function sameAlert(
  sql: Queryable,
  { companyId, email, criteria }: { companyId: string; email: string; criteria: JobAlertCriteria },
) {
  return sql`
    company_id = ${companyId} and lower(email) = lower(${email})
    and public.job_search_key(q) = public.job_search_key(${criteria.q})
    and public.job_search_key(contract) = public.job_search_key(${criteria.contract})
    and public.job_search_key(city) = public.job_search_key(${criteria.city})
    and public.job_search_key(remote) = public.job_search_key(${criteria.remote})
  `
}

/** Outbox rows of alerts; a dedupe key already queued is skipped (a retried run). */
export async function insertAlertEmails(
  sql: Queryable,
  kind: 'alert_confirmation' | 'alert_digest',
  emails: { alertId: string; email: AlertEmail }[],
): Promise<void> {
  if (emails.length === 0) return
  const rows = emails.map(({ alertId, email }) => ({
    kind,
    job_alert_id: alertId,
    dedupe_key: email.dedupeKey,
    to_address: email.toAddress,
    subject: email.subject,
    html_body: email.htmlBody,
    text_body: email.textBody,
    locale: email.locale,
    headers: sql.json(email.headers),
  }))
  await sql`
    insert into email_outbox ${sql(rows, 'kind', 'job_alert_id', 'dedupe_key', 'to_address', 'subject', 'html_body', 'text_body', 'locale', 'headers')}
    on conflict (dedupe_key) do nothing
  `
}

/** An alert as its pages show it, with its company. */
export type JobAlert = {
  id: string
  companyId: string
  locale: Locale
  criteria: JobAlertCriteria
  confirmed: boolean
}

export function jobAlertQuery(sql: Sql, id: string) {
  return sql<(Omit<JobAlert, 'criteria'> & JobAlertCriteria)[]>`
    select id, company_id as "companyId", locale, q, contract, city, remote, confirmed_at is not null as confirmed
    from job_alerts where id = ${id}
  `
}

export function toJobAlert({
  q,
  contract,
  city,
  remote,
  ...alert
}: Omit<JobAlert, 'criteria'> & JobAlertCriteria): JobAlert {
  return { ...alert, criteria: { q, contract, city, remote } }
}

/** An alert link's page: the company and the alert (null once gone), in one statement (ADR 050). */
export async function getJobAlertPage(sql: Sql, slug: string, id: string) {
  const read = await getCompanyWith(sql, slug, { alert: { query: jobAlertQuery(sql, id), dates: [] } })
  const [alert] = read?.alert ?? []
  return read && { company: read.company, alert: alert ? toJobAlert(alert) : null }
}

/**
 * Confirms the alert (double opt-in) of the company whose path the link was opened under:
 * its first digest is due a day later. Idempotent: an alert confirmed before stays as it
 * was. False when it no longer exists (expired, unsubscribed) or is another company's (a
 * link moved under another company's path does nothing).
 */
export async function confirmJobAlert(sql: Sql, id: string, companySlug: string): Promise<boolean> {
  const rows = await sql`
    with alert as (
      select a.id, a.confirmed_at from job_alerts a join companies c on c.id = a.company_id
      where a.id = ${id} and c.slug = ${companySlug}
    ), confirmed as (
      update job_alerts set confirmed_at = now(), next_digest_at = now() + interval '1 day'
      where id in (select id from alert where confirmed_at is null)
      returning id
    )
    select id from alert
  `
  return rows.length > 0
}

/**
 * Deletes the alert of the company whose path the link was opened under: its address,
 * criteria, e-mails and sent offers go with it (cascades). Another company's is left.
 */
export async function deleteJobAlert(sql: Sql, id: string, companySlug: string): Promise<void> {
  await sql`
    delete from job_alerts a using companies c
    where a.id = ${id} and c.id = a.company_id and c.slug = ${companySlug}
  `
}

/**
 * Unconfirmed alerts whose last confirmation e-mail is older than the period: deleted, in
 * batches. The ids as an array: each is then deleted through the primary key, never by
 * scanning the table to join them.
 */
export async function deleteUnconfirmedJobAlerts(sql: Sql, periodDays: number, limit: number): Promise<number> {
  const rows = await sql`
    delete from job_alerts where id = any(array(
      select id from job_alerts
      where confirmed_at is null and confirmation_sent_at < now() - ${periodDays} * interval '1 day'
      order by confirmation_sent_at
      limit ${limit}
    ))
    returning id
  `
  return rows.length
}

/** A due alert and one of its new matching offers (none: `jobId` null). */
export type DueDigestRow = {
  alertId: string
  email: string
  locale: Locale
  q: string
  contract: string
  city: string
  remote: string
  companySlug: string
  companyName: string
  jobId: string | null
  title: string | null
  contractType: string | null
  jobCity: string | null
  countryCode: string | null
  jobRemote: string | null
}

/**
 * Takes up to `limit` due alerts (locked until the transaction ends; another run skips
 * them) with, for each, up to `jobsPerAlert` of its company's visible offers published
 * (jobs.published_at, ADR 035) since it was subscribed and within `lookbackDays` of its
 * last run, that match its criteria with the job list's
 * rules (job_search_key on both sides; `q` a substring of the title) and that it never
 * sent. Each alert reads its company's offers of that window from the list's index.
 */
export async function takeDueDigests(
  sql: Queryable,
  { limit, jobsPerAlert, lookbackDays }: { limit: number; jobsPerAlert: number; lookbackDays: number },
): Promise<DueDigestRow[]> {
  return sql<DueDigestRow[]>`
    with due as (
      select id, company_id, email, locale, q, contract, city, remote, consented_at, confirmed_at, last_checked_at,
        next_digest_at
      from job_alerts
      where next_digest_at is not null and next_digest_at <= now()
      order by next_digest_at
      limit ${limit}
      for update skip locked
    )
    select a.id as "alertId", a.email, a.locale, a.q, a.contract, a.city, a.remote,
      c.slug as "companySlug", c.name as "companyName", j.id as "jobId", j.title, j.contract_type as "contractType",
      j.city as "jobCity", j.country_code as "countryCode", j.remote as "jobRemote"
    from due a
    join companies c on c.id = a.company_id
    left join lateral (
      select j.id, j.title, j.contract_type, j.city, j.country_code, j.remote, j.published_at
      from jobs j
      where j.company_id = a.company_id and j.workspace_id = c.workspace_id and ${visibleJob(sql, 'j')}
        and j.published_at > greatest(a.consented_at,
          coalesce(a.last_checked_at, a.confirmed_at) - ${lookbackDays} * interval '1 day')
        and j.published_at <= now()
        and (a.q = '' or strpos(public.job_search_key(j.title), public.job_search_key(a.q)) > 0)
        and (a.contract = '' or public.job_search_key(j.contract_type) = public.job_search_key(a.contract))
        and (a.city = '' or public.job_search_key(j.city) = public.job_search_key(a.city))
        and (a.remote = '' or public.job_search_key(j.remote) = public.job_search_key(a.remote))
        and not exists (select from job_alert_sent_jobs s where s.alert_id = a.id and s.job_id = j.id)
      order by j.published_at desc, j.id
      limit ${jobsPerAlert}
    ) j on true
    order by a.next_digest_at, a.id, j.published_at desc, j.id
  `
}

/**
 * After a run looked at `alertIds`: the offers e-mailed are recorded, each alert is due
 * again a day later, and records that can no longer match (older than the next run's
 * window) are dropped.
 */
export async function recordDigestRun(
  sql: Queryable,
  run: { alertIds: string[]; sent: { alertId: string; jobId: string }[]; lookbackDays: number },
): Promise<void> {
  if (run.alertIds.length === 0) return
  if (run.sent.length > 0) {
    const rows = run.sent.map(({ alertId, jobId }) => ({ alert_id: alertId, job_id: jobId }))
    await sql`insert into job_alert_sent_jobs ${sql(rows, 'alert_id', 'job_id')} on conflict do nothing`
  }
  await sql`
    update job_alerts set last_checked_at = now(), next_digest_at = now() + interval '1 day'
    where id in ${sql(run.alertIds)}
  `
  await sql`
    delete from job_alert_sent_jobs
    where alert_id in ${sql(run.alertIds)} and sent_at < now() - ${run.lookbackDays} * interval '1 day'
  `
}
