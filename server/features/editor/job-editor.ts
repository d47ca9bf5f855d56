import type postgres from 'postgres'
import { isEndedJobStatus, isVisibleJobStatus } from '#domain/job.ts'
import { JOB_FORM_ERROR, type JobForm, type JobIntent } from '#domain/job-form.ts'
import { isPayRequired } from '#domain/pay-transparency.ts'
import {
  getEditorJob,
  getPlanLimit,
  insertJob,
  isClosingDayPast,
  isPlanLimitRefusal,
  updateJobAtVersion,
} from './job-queries.ts'

// What the job editor's buttons do: `save`, `publish`, `unpublish`, `close`,
// `reopen`, `duplicate`, each on the form as typed. Every write but a duplicate applies to the
// version the form was read at: a second member's save over a change they did not see is
// refused with who made it and when, and changes nothing (ADR 065). Visibility stays the
// database's to enforce: Starter's limit is its trigger's refusal (ADR 041), read back here as
// the plan and its limit.

/** Who edits: the session's company (and its workspace) and member (null outside a session, e.g. scripts). */
export type EditorActor = { companyId: string; workspaceId: string; userId: string | null }

export type JobIntentResult =
  | { kind: 'saved'; jobId: string; status: string; version: number; created: boolean; visible: boolean }
  | { kind: 'invalid'; fieldErrors: Partial<Record<keyof JobForm, string[]>> }
  | { kind: 'conflict'; version: number; updatedAt: Date; updatedBy: string | null; updatedByEmail: string | null }
  | { kind: 'plan-limit'; plan: string; limit: number }
  | { kind: 'not-found' }

/** The status a job moves to: each button changes only the states it names, and leaves the others. */
export function nextJobStatus(status: string, intent: JobIntent): string {
  const visible = isVisibleJobStatus(status)
  if (intent === 'publish') return visible ? status : 'published'
  if (intent === 'reopen') return isEndedJobStatus(status) ? 'published' : status
  if (intent === 'unpublish') return visible ? 'draft' : status
  if (intent === 'close') return visible ? 'closed' : status
  return status
}

/** Why a job may not become or stay visible as typed: the pay where the law asks for it, a closing day gone. */
async function visibilityRefusal(
  tx: postgres.TransactionSql,
  form: JobForm,
  becomesVisible: boolean,
): Promise<JobIntentResult | null> {
  if (isPayRequired(form.countryCode) && form.salaryMin === undefined) {
    return { kind: 'invalid', fieldErrors: { salaryMin: [JOB_FORM_ERROR.payRequired] } }
  }
  if (becomesVisible && (await isClosingDayPast(tx, form.closesOn))) {
    return { kind: 'invalid', fieldErrors: { closesOn: [JOB_FORM_ERROR.closingPast] } }
  }
  return null
}

/** `write` in a savepoint: Starter's limit refusal rolls back only it, and is answered with the plan. */
async function withinPlan<T>(
  tx: postgres.TransactionSql,
  companyId: string,
  write: (sql: postgres.TransactionSql) => Promise<T>,
): Promise<T | { kind: 'plan-limit'; plan: string; limit: number }> {
  try {
    // postgres.js types a savepoint's result as if arrays of promises were unwrapped; `write` returns neither.
    return (await tx.savepoint((savepoint) => write(savepoint))) as T
  } catch (error) {
    if (!isPlanLimitRefusal(error)) throw error
    const { plan, limit } = await getPlanLimit(tx, companyId)
    return { kind: 'plan-limit', plan, limit: limit ?? 0 }
  }
}

/**
 * The intent of the editor's form on a job (`jobId`), or on a new one (null), inside the
 * caller's transaction (the workspace's, with its tenant set).
 */
export async function applyJobIntent(
  tx: postgres.TransactionSql,
  actor: EditorActor,
  jobId: string | null,
  form: JobForm,
): Promise<JobIntentResult> {
  // A preview writes no job (server/features/editor/previews.ts keeps it).
  if (form.intent === 'preview') return { kind: 'invalid', fieldErrors: { intent: [JOB_FORM_ERROR.intent] } }
  const company = { id: actor.companyId, workspaceId: actor.workspaceId }
  if (jobId === null || form.intent === 'duplicate') {
    if (jobId !== null && (await getEditorJob(tx, actor.companyId, jobId)) === null) return { kind: 'not-found' }
    const status = jobId === null && form.intent === 'publish' ? 'published' : 'draft'
    const visible = isVisibleJobStatus(status)
    const refusal = visible ? await visibilityRefusal(tx, form, true) : null
    if (refusal) return refusal
    const created = await withinPlan(tx, actor.companyId, (sql) => insertJob(sql, company, form, status))
    if ('kind' in created) return created
    return { kind: 'saved', jobId: created.id, status, version: created.version, created: true, visible }
  }

  const current = await getEditorJob(tx, actor.companyId, jobId)
  if (current === null) return { kind: 'not-found' }
  if (form.version === undefined) return { kind: 'invalid', fieldErrors: { version: [JOB_FORM_ERROR.version] } }
  const status = nextJobStatus(current.status, form.intent)
  const visible = isVisibleJobStatus(status)
  if (visible) {
    const refusal = await visibilityRefusal(tx, form, !isVisibleJobStatus(current.status))
    if (refusal) return refusal
  }
  const updated = await withinPlan(tx, actor.companyId, (sql) =>
    updateJobAtVersion(sql, actor.companyId, jobId, form.version ?? 0, form, status),
  )
  if (updated !== null && 'kind' in updated) return updated
  if (updated === null) {
    const now = await getEditorJob(tx, actor.companyId, jobId)
    if (now === null) return { kind: 'not-found' }
    const { version, updatedAt, updatedBy, updatedByEmail } = now
    return { kind: 'conflict', version, updatedAt, updatedBy, updatedByEmail }
  }
  return { kind: 'saved', jobId, status: updated.status, version: updated.version, created: false, visible }
}
