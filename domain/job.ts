/** Statuses a candidate may see (spec section 4); every other status is hidden. */
export const VISIBLE_JOB_STATUSES = ['published', 'open', 'active'] as const

export function isVisibleJobStatus(status: string): boolean {
  return (VISIBLE_JOB_STATUSES as readonly string[]).includes(status)
}

/**
 * A job candidates may see at `now`: a visible status, and its closing date, if any, not
 * reached (ADR 035). The SQL twin every query uses: server/db/queries/visible-jobs.ts.
 */
export function isJobVisible(job: { status: string; closesAt: Date | null }, now: Date): boolean {
  return isVisibleJobStatus(job.status) && !hasPassedClosingDate(job, now)
}

/** Its closing date is reached: the job has ended, even before the cron marks it 'expired'. */
export function hasPassedClosingDate(job: { closesAt: Date | null }, now: Date): boolean {
  return job.closesAt !== null && job.closesAt.getTime() <= now.getTime()
}

/**
 * Hidden statuses a job only reaches after being published: its URL was public once, so it
 * answers 410 Gone. Every other hidden status (a draft, anything unknown) never was, and
 * answers 404 like an unknown id: a 410 would reveal that the job exists.
 */
export const ENDED_JOB_STATUSES = ['closed', 'archived', 'expired', 'filled'] as const

export function isEndedJobStatus(status: string): boolean {
  return (ENDED_JOB_STATUSES as readonly string[]).includes(status)
}

/** A row of the job list (spec section 7, "list active jobs"). */
export type JobSummary = {
  id: string
  title: string
  status: string
  /** When it first became visible (jobs.published_at, set by the database; ADR 035). */
  publishedAt: Date
  applyUrl: string | null
  city: string | null
  countryCode: string | null
  contractType: string | null
  experienceLevel: string | null
}

/**
 * Everything the job detail shows (spec section 3). Salaries are exact decimal strings.
 * A job never published (a draft) has no publication date; no page shows one.
 */
export type JobDetail = Omit<JobSummary, 'publishedAt'> & {
  publishedAt: Date | null
  /** The company's closing date, if it set one: the job is no longer visible from then on. */
  closesAt: Date | null
  companyId: string
  workspaceId: string
  zipCode: string | null
  educationLevel: string | null
  officeAddress: string | null
  remote: string | null
  duration: string | null
  salaryMin: string | null
  salaryMax: string | null
  salaryCurrency: string
  salaryPeriod: string | null
  description: string | null
  profile: string | null
  recruitmentProcess: string | null
}
