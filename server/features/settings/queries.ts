import type { TransactionSql } from 'postgres'
import type { PlanId } from '#domain/plans.ts'
import type { ClosingAnswerSettings, DeliverySettings } from '#domain/workspace-settings.ts'

/**
 * The settings page's reads and writes (ADR 070), each in the caller's
 * transaction of the workspace's role under the owner's company (row-level security:
 * another company's rows are not there to read or change).
 */

export type CompanySettings = {
  applicationsEmail: string | null
  notifyCandidates: boolean
  closingAnswerDelayDays: number
  closingAnswerFr: string | null
  closingAnswerEn: string | null
  webhookUrl: string | null
  plan: PlanId
}

export async function readCompanySettings(tx: TransactionSql, companyId: string): Promise<CompanySettings | null> {
  const [row] = await tx<CompanySettings[]>`
    select applications_email as "applicationsEmail", notify_candidates as "notifyCandidates",
      closing_answer_delay_days as "closingAnswerDelayDays", closing_answer_fr as "closingAnswerFr",
      closing_answer_en as "closingAnswerEn", applications_webhook_url as "webhookUrl", plan
    from companies where id = ${companyId}
  `
  return row ?? null
}

/** Whether the company's row was there to change. */
export async function saveDeliverySettings(tx: TransactionSql, companyId: string, settings: DeliverySettings) {
  const changed = await tx`
    update companies
    set applications_email = ${settings.applicationsEmail ?? null}, notify_candidates = ${settings.notifyCandidates}
    where id = ${companyId}
  `
  return changed.count === 1
}

export async function saveClosingAnswerSettings(
  tx: TransactionSql,
  companyId: string,
  settings: ClosingAnswerSettings,
) {
  const changed = await tx`
    update companies
    set closing_answer_delay_days = ${settings.delayDays}, closing_answer_fr = ${settings.textFr ?? null},
      closing_answer_en = ${settings.textEn ?? null}
    where id = ${companyId}
  `
  return changed.count === 1
}

export type DeliveryLine = {
  id: string
  eventType: string
  status: 'pending' | 'sent' | 'failed'
  attempts: number
  /** The receiver's HTTP status at the last attempt; null when none answered. */
  lastStatus: number | null
  lastDurationMs: number | null
  lastError: string | null
  createdAt: Date
  deliveredAt: Date | null
  /** When an owner last asked for it again ("redeliver"); null if never. */
  redeliveredAt: Date | null
}

/** How many deliveries the page lists. */
export const DELIVERIES_SHOWN = 50

/** The company's last deliveries, newest first (webhook_deliveries_company_recent_idx). */
export function recentDeliveries(tx: TransactionSql, companyId: string): Promise<DeliveryLine[]> {
  return tx<DeliveryLine[]>`
    select id, event_type as "eventType", status, attempts, last_status as "lastStatus",
      last_duration_ms as "lastDurationMs", last_error as "lastError", created_at as "createdAt",
      delivered_at as "deliveredAt", redelivered_at as "redeliveredAt"
    from webhook_deliveries where company_id = ${companyId}
    order by created_at desc, id desc
    limit ${DELIVERIES_SHOWN}
  `
}

/** What "redeliver" did: queued again, already done by this form, still pending, or no such delivery. */
export type RedeliveryOutcome = 'queued' | 'replay' | 'pending' | null

export async function redeliver(tx: TransactionSql, deliveryId: string, formKey: string): Promise<RedeliveryOutcome> {
  const [row] = await tx<
    { outcome: RedeliveryOutcome }[]
  >`select redeliver_webhook(${deliveryId}, ${formKey}) as outcome`
  return row?.outcome ?? null
}
