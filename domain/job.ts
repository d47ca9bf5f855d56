/** Statuses a candidate may see (spec section 4); every other status is hidden. */
export const VISIBLE_JOB_STATUSES = ['published', 'open', 'active'] as const

export function isVisibleJobStatus(status: string): boolean {
  return (VISIBLE_JOB_STATUSES as readonly string[]).includes(status)
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
  createdAt: Date
  applyUrl: string | null
  city: string | null
  countryCode: string | null
  contractType: string | null
  experienceLevel: string | null
}

/** Everything the job detail shows (spec section 3). Salaries are exact decimal strings. */
export type JobDetail = JobSummary & {
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
