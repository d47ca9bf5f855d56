import type { TransactionSql } from 'postgres'
import { type AnswerFigures, readAnswerFigures } from '#server/features/desk/answer-statistics.ts'

/** The period of the home's figures: the applications received in the last 90 days. */
export const HOME_FIGURES_DAYS = 90

/**
 * "Answered within 30 days" and the median time to a first answer, overall, for the
 * workspace's home (every plan): what the company promises its candidates, at a glance.
 */
export async function homeAnswerFigures(
  tx: TransactionSql,
  companyId: string,
  now = new Date(),
): Promise<AnswerFigures> {
  const from = new Date(now.getTime() - HOME_FIGURES_DAYS * 24 * 3_600_000)
  return (await readAnswerFigures(tx, companyId, { from, to: now }, now)).overall
}
