/**
 * Application status (ADR 046): an insert-only history per application, set by the
 * company's ATS through its signed call or by a recruiter's e-mailed link once confirmed by
 * a POST, shown on the candidate's private page (signed link) and e-mailed to the candidate.
 */
export { applicationStatusApi } from './application-status-api.ts'
export { recruiterStatus } from './recruiter-status.ts'
