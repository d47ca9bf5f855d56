import type { BulkStatusChange, StatusChange } from '#domain/applications-inbox.ts'
import type { Sql } from '#server/db/client.ts'
import {
  changeApplicationStatus,
  type StatusChangeOutcome,
} from '#server/features/application-status/application-status.ts'
import type { StatusTransaction } from '#server/features/application-status/status-queries.ts'
import type { LinkSigning } from '#server/features/deliveries/link-signing.ts'

/**
 * Status changes from the recruiter's desk (ADR 062), through the existing
 * status machinery (ADR 046): each applied change is one event, one e-mail to the
 * candidate in their language (unless the company turned them off) and one
 * `application.status_changed` webhook event. The event id names the desk form's key and
 * the application: the same form sent again, or twice at once, is a replay that writes
 * nothing (the machinery's advisory lock and unique event id).
 */
export type DeskDependencies = {
  sql: Sql
  links: LinkSigning
  /** The workspace's transaction with its tenant; default: a plain one (the owner's role, tests). */
  transaction?: StatusTransaction
  deliverAfterResponse?: (queued: { email: boolean; webhook: boolean }) => void
}

/** The desk's event id of one application in one form: the same form again is the same event. */
export function deskEventId(formKey: string, applicationId: string): string {
  return `desk:${formKey}:${applicationId}`
}

/** One application's change; `gone` also for another company's application. */
export function changeStatusFromDesk(
  deps: DeskDependencies,
  companyId: string,
  applicationId: string,
  change: StatusChange,
): Promise<StatusChangeOutcome> {
  return changeApplicationStatus(
    deps,
    {
      applicationId,
      status: change.status,
      occurredAt: new Date(),
      source: 'recruiter',
      eventId: deskEventId(change.formKey, applicationId),
      message: change.message ?? null,
    },
    companyId,
    { transaction: deps.transaction },
  )
}

export type BulkOutcome = Record<StatusChangeOutcome['status'], number>

/**
 * The same change for each selected application, one transaction each (one e-mail each,
 * queued in its own transaction): what one refuses does not undo the others. Counted by
 * outcome, for the page's message.
 */
export async function changeStatusInBulk(
  deps: DeskDependencies,
  companyId: string,
  change: BulkStatusChange,
): Promise<BulkOutcome> {
  const counts: BulkOutcome = { applied: 0, recorded: 0, replay: 0, gone: 0, settled: 0, unavailable: 0 }
  const queued = { email: false, webhook: false }
  const collect = (one: { email: boolean; webhook: boolean }) => {
    queued.email ||= one.email
    queued.webhook ||= one.webhook
  }
  // One after the other: the request has one connection (ADR 050).
  for (const id of change.ids) {
    const outcome = await changeStatusFromDesk({ ...deps, deliverAfterResponse: collect }, companyId, id, change)
    counts[outcome.status] += 1
  }
  // One delivery run after the response for the whole selection, not one per e-mail.
  if (queued.email || queued.webhook) deps.deliverAfterResponse?.(queued)
  return counts
}
