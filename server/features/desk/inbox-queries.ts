import type { RiskLevel, RiskSignal } from '#domain/application-risk.ts'
import type { ApplicationStatus } from '#domain/application-status.ts'
import { INBOX_PAGE_SIZE, type InboxFilters, inboxCursor } from '#domain/applications-inbox.ts'
import { foldText } from '#domain/fold-text.ts'
import type { Locale } from '#domain/locale.ts'
import type { Queryable } from '#server/db/client.ts'

/**
 * The recruiter's inbox (ADR 062): a company's applications, newest first, read
 * from the index of the way in (the whole inbox, a status, an offer, both) so that a page
 * reads its own rows and one more, at 50,000 applications as at 10
 * (tests/integration/desk-inbox-plans.test.ts). Every query names its company: under the
 * workspace's role its row-level security says the same, and the index needs it.
 */

export type InboxRow = {
  id: string
  jobId: string
  jobTitle: string
  firstName: string
  lastName: string
  email: string
  status: ApplicationStatus
  createdAt: Date
  retainUntil: Date
  /** How likely it comes from a bot (ADR 077). */
  riskLevel: RiskLevel
  riskSignals: RiskSignal[]
}

export type InboxPage = { rows: InboxRow[]; next: string | null }

/**
 * An application's place in the newest-first order, as a page's key: its creation time in
 * microseconds (PostgreSQL's precision; a Date's milliseconds would repeat or skip rows)
 * and its id. Read from `a`, the applications' alias of the queries here.
 */
export const keyColumns = (sql: Queryable) =>
  sql`(extract(epoch from a.created_at) * 1000000)::bigint::text as created_micros`

/** The (created_at, id) of a key, to compare a row's with. */
export const keyValue = (sql: Queryable, key: { micros: string; id: string }) =>
  sql`(timestamptz 'epoch' + ${key.micros}::bigint * interval '1 microsecond', ${key.id}::uuid)`

/** `%`, `_` and `\` typed in the search box are searched as themselves, not as LIKE wildcards. */
function likeContains(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/** The conditions of the filters but the page's key, each on an indexed column or expression. */
function matching(sql: Queryable, companyId: string, filters: Omit<InboxFilters, 'after'>) {
  const words = (filters.q ?? []).map((word) => likeContains(foldText(word)))
  const search = words.reduce(
    (conditions, word) =>
      sql`${conditions} and public.applicant_search_key(a.first_name, a.last_name, a.email)
        like '%' || public.job_search_key(${word}) || '%'`,
    sql``,
  )
  return sql`
    a.company_id = ${companyId}
    ${filters.job ? sql`and a.job_id = ${filters.job}` : sql``}
    ${filters.status ? sql`and a.status = ${filters.status}` : sql``}
    ${filters.from ? sql`and a.created_at >= ${filters.from}::date::timestamp at time zone 'Europe/Paris'` : sql``}
    ${filters.to ? sql`and a.created_at < (${filters.to}::date + 1)::timestamp at time zone 'Europe/Paris'` : sql``}
    ${search}
  `
}

/** A page of the inbox and the key of the next one (null: this is the last). */
export async function listInboxPage(
  sql: Queryable,
  companyId: string,
  filters: InboxFilters,
  pageSize = INBOX_PAGE_SIZE,
): Promise<InboxPage> {
  const after = filters.after
  const rows = await sql<(InboxRow & { createdMicros: string })[]>`
    select a.id, a.job_id, j.title as job_title, a.first_name, a.last_name, a.email, a.status, a.created_at,
      a.retain_until, a.risk_level, to_jsonb(a.risk_signals) as risk_signals, ${keyColumns(sql)}
    from applications a join jobs j on j.id = a.job_id
    where ${matching(sql, companyId, filters)}
      ${after ? sql`and (a.created_at, a.id) < ${keyValue(sql, after)}` : sql``}
    order by a.created_at desc, a.id desc
    limit ${pageSize + 1}
  `
  const last = rows.length > pageSize ? rows[pageSize - 1] : undefined
  return {
    rows: rows.slice(0, pageSize).map(({ createdMicros: _, ...row }) => row),
    next: last ? inboxCursor(last) : null,
  }
}

/** The company's offers that have applications, for the inbox's offer filter, newest first. */
export function listInboxOffers(sql: Queryable, companyId: string) {
  return sql<{ id: string; title: string; status: string }[]>`
    select j.id, j.title, j.status from jobs j
    where j.company_id = ${companyId} and exists (select from applications a where a.job_id = j.id)
    order by j.created_at desc, j.id desc
    limit 500
  `
}

export type ApplicationDetails = InboxRow & {
  companyId: string
  phoneE164: string
  coverLetter: string
  cvKey: string
  cvFileName: string
  cvSizeBytes: number
  locale: Locale
  answeredAt: Date | null
  /** The form required both; the date is the application's (consent given by sending it). */
  consentRetention: boolean
  consentTerms: boolean
}

export type TimelineEvent = {
  status: ApplicationStatus
  occurredAt: Date
  source: 'ats' | 'recruiter' | 'candidate' | 'system'
  message: string | null
  applied: boolean
}

export type Note = { id: string; authorId: string | null; body: string; createdAt: Date }

/**
 * One application with everything the desk shows of it: the candidate's details and
 * letter, consents, CV, status timeline (applied and not: the desk sees what an ATS sent
 * out of order) and the members' notes; null when the company has no such application.
 */
export async function getApplicationDetails(
  sql: Queryable,
  companyId: string,
  applicationId: string,
): Promise<{ application: ApplicationDetails; timeline: TimelineEvent[]; notes: Note[] } | null> {
  const [application] = await sql<ApplicationDetails[]>`
    select a.id, a.company_id, a.job_id, j.title as job_title, a.first_name, a.last_name, a.email, a.phone_e164,
      a.cover_letter, a.cv_key, a.cv_file_name, a.cv_size_bytes, a.locale, a.status, a.created_at, a.answered_at,
      a.retain_until, a.consent_retention, a.consent_terms, a.risk_level, to_jsonb(a.risk_signals) as risk_signals
    from applications a join jobs j on j.id = a.job_id
    where a.id = ${applicationId} and a.company_id = ${companyId}
  `
  if (!application) return null
  const timeline = await sql<TimelineEvent[]>`
    select status, occurred_at, source, message, applied from application_status_events
    where application_id = ${applicationId}
    order by occurred_at, recorded_at
  `
  const notes = await listNotes(sql, companyId, applicationId)
  return { application, timeline, notes }
}

export function listNotes(sql: Queryable, companyId: string, applicationId: string) {
  return sql<Note[]>`
    select id, author_id, body, created_at from application_notes
    where application_id = ${applicationId} and company_id = ${companyId}
    order by created_at, id
  `
}

/**
 * Adds a member's note; the same form key again (a retry, two clicks at once) adds
 * nothing. False when the company has no such application.
 */
export async function addNote(
  sql: Queryable,
  note: { companyId: string; applicationId: string; authorId: string | null; body: string; formKey: string },
): Promise<boolean> {
  const rows = await sql`
    insert into application_notes (application_id, company_id, author_id, body, form_key)
    select a.id, a.company_id, ${note.authorId}, ${note.body}, ${note.formKey}
    from applications a where a.id = ${note.applicationId} and a.company_id = ${note.companyId}
    on conflict (company_id, form_key) do nothing
    returning 1
  `
  if (rows.length > 0) return true
  const [known] =
    await sql`select 1 from applications where id = ${note.applicationId} and company_id = ${note.companyId}`
  return known !== undefined
}
