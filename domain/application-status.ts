/**
 * An application's statuses (ADR 046). `received` is written with the
 * application; a company sets the others from its ATS or a recruiter's link. `withdrawn`
 * is no row: the candidate's withdrawal erases the application and its history (ADR 025).
 */
export const APPLICATION_STATUSES = ['received', 'in_review', 'interview', 'offer', 'hired', 'rejected'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

/** What a company may set: everything after `received`, which only the candidate's form writes. */
export const COMPANY_STATUSES = ['in_review', 'interview', 'offer', 'hired', 'rejected'] as const
export type CompanyStatus = (typeof COMPANY_STATUSES)[number]

/** The three a recruiter sets from the links of the application's e-mail (no ATS). */
export const RECRUITER_LINK_STATUSES = [
  'in_review',
  'interview',
  'rejected',
] as const satisfies readonly CompanyStatus[]
export type RecruiterLinkStatus = (typeof RECRUITER_LINK_STATUSES)[number]

export type StatusSource = 'ats' | 'recruiter' | 'candidate' | 'system'

export function isCompanyStatus(value: unknown): value is CompanyStatus {
  return (COMPANY_STATUSES as readonly unknown[]).includes(value)
}

export function isRecruiterLinkStatus(value: unknown): value is RecruiterLinkStatus {
  return (RECRUITER_LINK_STATUSES as readonly unknown[]).includes(value)
}

/** The longest optional message a company may send the candidate with a change. */
export const STATUS_MESSAGE_MAX = 2000
