import type { JobDetail } from '#domain/job.ts'
import type { JobForm } from '#domain/job-form.ts'
import type { Queryable } from '#server/db/client.ts'
import { blankAsNull, byColumn, orNull } from './form-columns.ts'

// The job editor's statements. Each names the company as well as the job: run as the
// workspace's role, row-level security already keeps other companies' rows out (ADR 056), and
// the filter also makes another company's id an unknown job (404) for any caller.

/**
 * A job as the editor shows it: the job's own fields (the ones its pages show), its state and
 * its version.
 */
export type EditorJob = Omit<JobDetail, 'companyId' | 'workspaceId'> & {
  version: number
  updatedAt: Date
  updatedBy: string | null
  /** The address of the member who made the last change; null for a change from outside the workspace. */
  updatedByEmail: string | null
  /** closes_at as the day the form shows (the last day one can apply, Europe/Paris). */
  closesOn: string | null
}

export async function getEditorJob(sql: Queryable, companyId: string, jobId: string): Promise<EditorJob | null> {
  const [job] = await sql<EditorJob[]>`
    select id, status, version, updated_at, updated_by,
           (select u.email from users u where u.id = jobs.updated_by) as updated_by_email, published_at, closes_at,
           to_char((closes_at at time zone 'Europe/Paris') - interval '1 microsecond', 'YYYY-MM-DD') as closes_on,
           title, contract_type, experience_level, education_level, remote, duration, city, zip_code,
           country_code, office_address, salary_min::text, salary_max::text, salary_currency, salary_period,
           description, profile, recruitment_process, apply_url
    from jobs where id = ${jobId} and company_id = ${companyId}`
  return job ?? null
}

/** The form's fields as the job stores them and its pages show them (a blank field is null). */
export function jobFieldsOf(form: JobForm) {
  return {
    title: form.title,
    countryCode: form.countryCode,
    salaryCurrency: form.salaryCurrency,
    ...orNull(form, ['contractType', 'experienceLevel', 'educationLevel', 'remote', 'duration', 'city', 'zipCode']),
    ...orNull(form, ['officeAddress', 'salaryMin', 'salaryMax', 'salaryPeriod', 'applyUrl']),
    ...blankAsNull(form, ['description', 'profile', 'recruitmentProcess']),
  }
}

/** The same keyed by column (a blank field clears its column). */
const columnsOf = (form: JobForm) => byColumn(jobFieldsOf(form))

/** The closing instant of a closing day: the midnight after it, in Paris (ADR 035). */
function closingInstant(sql: Queryable, closesOn: string | undefined) {
  return closesOn === undefined
    ? sql`null::timestamptz`
    : sql`((${closesOn}::date + 1)::timestamp at time zone 'Europe/Paris')`
}

/** A new job of the company, in `status`; its id. */
export async function insertJob(
  sql: Queryable,
  company: { id: string; workspaceId: string },
  form: JobForm,
  status: string,
): Promise<{ id: string; version: number }> {
  const row = { company_id: company.id, workspace_id: company.workspaceId, status, ...columnsOf(form) }
  const columns = Object.keys(row)
  // One statement: the row read from JSON as a jobs record, with its closing instant beside it.
  const [job] = await sql<{ id: string; version: number }[]>`
    insert into jobs (${sql(columns)}, closes_at)
    select ${sql(columns)}, ${closingInstant(sql, form.closesOn)}
    from json_populate_record(null::jobs, ${sql.json(row)}::json)
    returning id, version`
  if (!job) throw new Error('insert returned no row')
  return job
}

/**
 * The form's fields and `status` written over the version the form was read at; null when
 * the row is at another version (or is not the company's): the caller tells which.
 */
export async function updateJobAtVersion(
  sql: Queryable,
  companyId: string,
  jobId: string,
  expectedVersion: number,
  form: JobForm,
  status: string,
): Promise<{ version: number; status: string } | null> {
  const [job] = await sql<{ version: number; status: string }[]>`
    update jobs set ${sql({ status, ...columnsOf(form) })}, closes_at = ${closingInstant(sql, form.closesOn)}
    where id = ${jobId} and company_id = ${companyId} and version = ${expectedVersion}
    returning version, status`
  return job ?? null
}

/** The closing instant of a closing day, as the database computes it (the preview shows it). */
export async function closingInstantOf(sql: Queryable, closesOn: string | undefined): Promise<Date | null> {
  if (closesOn === undefined) return null
  const [row] = await sql<{ at: Date }[]>`select ${closingInstant(sql, closesOn)} as at`
  return row?.at ?? null
}

/** Whether the closing day is over (a job cannot be made visible then). */
export async function isClosingDayPast(sql: Queryable, closesOn: string | undefined): Promise<boolean> {
  if (closesOn === undefined) return false
  const [row] = await sql<{ past: boolean }[]>`select ${closingInstant(sql, closesOn)} <= now() as past`
  return row?.past ?? false
}

/** The company's plan and how many visible offers it allows (null: no limit), from the database (ADR 041). */
export async function getPlanLimit(
  sql: Queryable,
  companyId: string,
): Promise<{ plan: string; limit: number | null; visible: number }> {
  const [row] = await sql<{ plan: string; limit: number | null; visible: number | null }[]>`
    select c.plan, public.plan_visible_job_limit(c.plan) as limit, s.visible_jobs as visible
    from companies c left join company_job_stats s on s.company_id = c.id
    where c.id = ${companyId}`
  return { plan: row?.plan ?? 'starter', limit: row?.limit ?? null, visible: row?.visible ?? 0 }
}

/** The refusal ADR 041's trigger raises when a statement would pass the plan's limit. */
export function isPlanLimitRefusal(error: unknown): boolean {
  const { code, constraint_name: constraint } = (error ?? {}) as { code?: unknown; constraint_name?: unknown }
  return code === '23514' && constraint === 'plan_visible_job_limit'
}

/** A row of the editor's list of offers. */
export type EditorJobRow = {
  id: string
  title: string
  status: string
  publishedAt: Date | null
  closesAt: Date | null
  updatedAt: Date
  applications: number
  /** Views of its page over the last 30 days (Paris days, today included); null where the plan counts none. */
  views: number | null
}

/** The days of views the offers' list shows. */
export const EDITOR_VIEWS_DAYS = 30

export const EDITOR_LIST_SIZE = 50

/**
 * The company's offers, last changed first, a page of 50 after the cursor (keyset: the
 * previous page's last change and id, on jobs_editor_list_idx); applications counted per
 * listed offer on their index, and, when `withViews` (the plans that count visits), its views
 * of the last 30 days from stats_daily_job_views_idx.
 */
export async function listEditorJobs(
  sql: Queryable,
  companyId: string,
  after: { updatedAt: Date; id: string } | null,
  withViews: boolean,
): Promise<EditorJobRow[]> {
  const views = withViews
    ? sql`(select coalesce(sum(s.views), 0)::int from stats_daily s
           where s.job_id = j.id and s.day > (now() at time zone 'Europe/Paris')::date - ${EDITOR_VIEWS_DAYS}::int)`
    : sql`null::int`
  return sql<EditorJobRow[]>`
    select j.id, j.title, j.status, j.published_at, j.closes_at, j.updated_at,
           (select count(*)::int from applications a where a.job_id = j.id) as applications, ${views} as views
    from jobs j
    where j.company_id = ${companyId}
      ${after ? sql`and (j.updated_at, j.id) < (${after.updatedAt}, ${after.id})` : sql``}
    order by j.updated_at desc, j.id desc
    limit ${EDITOR_LIST_SIZE}`
}
