import type { Sql } from '../db/client.ts'
import { companiesWithUndescribedJobs, expireClosedJobs } from '../db/queries/job-upkeep.ts'

/** Companies named per run: a bounded log line count, whatever the number of companies. */
const WARNING_LIMIT = 100

/**
 * The cron's care of jobs (ADR 035): jobs past their closing date are marked 'expired', so
 * the counts the triggers keep drop them too; and each company with visible jobs that have
 * no description is told, one line each: slug and count, never anyone's data.
 */
export async function upkeepJobs(sql: Sql): Promise<{ expired: number; companiesWithUndescribedJobs: number }> {
  const expired = await expireClosedJobs(sql)
  const companies = await companiesWithUndescribedJobs(sql, WARNING_LIMIT)
  for (const { slug, jobs } of companies) {
    console.warn(
      `jobs without description: company ${slug} has ${jobs} visible job(s) without a description; they carry no JobPosting and stay out of the XML feed until described`,
    )
  }
  return { expired, companiesWithUndescribedJobs: companies.length }
}
