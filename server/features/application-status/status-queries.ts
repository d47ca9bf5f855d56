import type postgres from 'postgres'
import type { ApplicationStatus, CompanyStatus, StatusSource } from '#domain/application-status.ts'
import type { Locale } from '#domain/locale.ts'
import type { Sql } from '../../db/client.ts'
import { getCompanyWith } from '../../db/queries/company-with.ts'
import { queueWebhookEvent } from '../deliveries/webhook-deliveries.ts'

/**
 * An application's status history (ADR 046): one row per event, never an overwrite. The
 * current status is the last applied event's; an event older than the last applied one
 * is recorded but not applied.
 */

/** An application as its status page and its status e-mails name it: no candidate data. */
export type StatusApplication = {
  id: string
  companyId: string
  companySlug: string
  companyName: string
  jobId: string
  jobTitle: string
  locale: Locale
  createdAt: Date
  retainUntil: Date
  notifyCandidates: boolean
  applicationsEmail: string | null
  hasWebhook: boolean
}

export type StatusEvent = { status: ApplicationStatus; occurredAt: Date; source: StatusSource; message: string | null }

const applicationColumns = (sql: postgres.ISql) => sql`
  a.id, a.company_id as "companyId", c.slug as "companySlug", c.name as "companyName", a.job_id as "jobId",
  j.title as "jobTitle", a.locale, a.created_at as "createdAt", a.retain_until as "retainUntil",
  c.notify_candidates as "notifyCandidates", c.applications_email as "applicationsEmail",
  c.applications_webhook_url is not null as "hasWebhook"
`

/** The application, or null once it is gone (withdrawn, purged) or was never one. */
export async function findStatusApplication(sql: postgres.ISql, id: string): Promise<StatusApplication | null> {
  const [row] = await statusApplicationQuery(sql, id)
  return row ?? null
}

function statusApplicationQuery(sql: postgres.ISql, id: string) {
  return sql<StatusApplication[]>`
    select ${applicationColumns(sql)}
    from applications a join jobs j on j.id = a.job_id join companies c on c.id = a.company_id
    where a.id = ${id}
  `
}

/** The applied events, oldest first: the candidate's timeline. */
export function appliedStatusEventsQuery(sql: Sql, applicationId: string) {
  return sql<StatusEvent[]>`
    select status, occurred_at as "occurredAt", source, message
    from application_status_events
    where application_id = ${applicationId} and applied
    order by occurred_at, recorded_at
  `
}

/**
 * A status page's company, application (null once gone) and applied events, in one
 * statement (ADR 050); null when no company has the slug.
 */
export async function getStatusPage(sql: Sql, slug: string, applicationId: string) {
  const read = await getCompanyWith(sql, slug, {
    application: { query: statusApplicationQuery(sql, applicationId), dates: ['createdAt', 'retainUntil'] },
    events: { query: appliedStatusEventsQuery(sql, applicationId), dates: ['occurredAt'] },
  })
  return read && { company: read.company, application: read.application[0] ?? null, events: read.events }
}

/**
 * The company of an application and the secret its ATS signs with (its webhook secret), in
 * one statement: an unknown application costs the same round trip as a known one.
 */
export async function applicationSigner(
  sql: Sql,
  applicationId: string,
): Promise<{ companyId: string; secret: string | null } | null> {
  const [row] = await sql<{ companyId: string; secret: string | null }[]>`
    select a.company_id as "companyId", c.applications_webhook_secret as secret
    from applications a join companies c on c.id = a.company_id
    where a.id = ${applicationId}
  `
  return row ?? null
}

export type NewStatusEvent = {
  applicationId: string
  status: CompanyStatus
  occurredAt: Date
  source: Exclude<StatusSource, 'candidate'>
  /** The ATS's id (unique per company), or the recruiter form's: the same again is a replay. */
  eventId: string
  message: string | null
}

/** What an applied change sends: the candidate's e-mail (null: notifications off) and the webhook's data. */
export type StatusNotices = {
  email: { dedupeKey: string; subject: string; htmlBody: string; textBody: string } | null
  webhookData: Record<string, unknown> | null
}

export type RecordOutcome =
  | { status: 'applied' | 'recorded'; application: StatusApplication }
  /** This company already has an event with this id: nothing written. */
  | { status: 'replay' }
  /** No such application (withdrawn, purged, never), or not the expected company's. */
  | { status: 'gone' }
  /** The caller's condition (`stillDue`) no longer held once the application was locked: nothing written. */
  | { status: 'settled' }

/**
 * Runs the change's statements in one transaction: by default a plain one on the client;
 * the workspace opens its own, with the tenant its row-level security reads.
 */
export type StatusTransaction = <T>(work: (tx: postgres.TransactionSql) => Promise<T>) => Promise<T>

export type RecordOptions = {
  transaction?: StatusTransaction
  /** Checked under the application's lock, before anything is written (a closing answer: not answered since). */
  stillDue?: (application: StatusApplication, tx: postgres.TransactionSql) => Promise<boolean>
}

/**
 * Records one event and, when it is applied, queues its notices, in one transaction. The
 * application's events are written one at a time (an advisory lock on its id), so two
 * deliveries of one event at once write one row, and "older than the last applied" is
 * decided on what is committed. The unique (company, event id) stays the last guard.
 */
export async function recordStatusEvent(
  sql: Sql,
  event: NewStatusEvent,
  expectedCompanyId: string | null,
  // Given the transaction: what it reads goes through it (the request has one connection, ADR 050).
  composeNotices: (application: StatusApplication, tx: postgres.TransactionSql) => Promise<StatusNotices>,
  { transaction = (work) => sql.begin(work) as never, stillDue }: RecordOptions = {},
): Promise<RecordOutcome> {
  return transaction<RecordOutcome>(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtextextended(${`application-status:${event.applicationId}`}, 0))`
    const application = await findStatusApplication(tx, event.applicationId)
    if (!application || (expectedCompanyId !== null && application.companyId !== expectedCompanyId)) {
      return { status: 'gone' }
    }
    const [known] = await tx`
      select 1 from application_status_events where company_id = ${application.companyId} and event_id = ${event.eventId}
    `
    if (known) return { status: 'replay' }
    if (stillDue && !(await stillDue(application, tx))) return { status: 'settled' }
    const [inserted] = await tx<{ applied: boolean }[]>`
      insert into application_status_events (application_id, company_id, status, occurred_at, source, event_id, message, applied)
      select ${application.id}, ${application.companyId}, ${event.status}, ${event.occurredAt}, ${event.source},
        ${event.eventId}, ${event.message},
        ${event.occurredAt} >= coalesce(max(occurred_at), '-infinity')
      from application_status_events where application_id = ${application.id} and applied
      on conflict (company_id, event_id) do nothing
      returning applied
    `
    if (!inserted) return { status: 'replay' }
    if (!inserted.applied) return { status: 'recorded', application }
    const notices = await composeNotices(application, tx)
    if (notices.email) {
      const { dedupeKey, subject, htmlBody, textBody } = notices.email
      await tx`select queue_candidate_email(${application.id}, ${dedupeKey}, ${subject}, ${htmlBody}, ${textBody})`
    }
    if (notices.webhookData) {
      await queueWebhookEvent(tx, {
        companyId: application.companyId,
        applicationId: application.id,
        eventType: 'application.status_changed',
        data: notices.webhookData,
      })
    }
    return { status: 'applied', application }
  })
}
