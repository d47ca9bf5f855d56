/**
 * Space deletion (ADR 067): an owner deletes the company's space and may restore it for 30
 * days; meanwhile every URL of it answers 410 (the host step, server/features/custom-hosts),
 * then the cron erases it, CVs included.
 */
export { eraseDeletedSpaces } from './erase.ts'
export { runSpaceDeletionFollowups } from './followups.ts'
export { spaceDeletion } from './routes.ts'
