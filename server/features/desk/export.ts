import { applicationsCsvHeader, applicationsCsvLines, type ExportedApplication } from '#domain/applications-export.ts'
import type { Locale } from '#domain/locale.ts'
import type { Queryable } from '#server/db/client.ts'
import { keyColumns, keyValue } from './inbox-queries.ts'

/** Rows read per statement: an offer of any size is read in bounded batches, oldest first. */
const EXPORT_BATCH = 500

/**
 * The CSV of one of the company's offers: every application, oldest first, read
 * by keyset batches on the offer's index; null when the company has no such offer. The
 * columns never include the CV or the letter.
 */
export async function exportOfferApplications(
  sql: Queryable,
  companyId: string,
  jobId: string,
  locale: Locale,
): Promise<{ title: string; csv: string } | null> {
  const [job] = await sql<{ title: string }[]>`
    select title from jobs where id = ${jobId} and company_id = ${companyId}
  `
  if (!job) return null
  let csv = applicationsCsvHeader(locale)
  let after: { micros: string; id: string } | null = null
  for (;;) {
    type Row = ExportedApplication & { id: string; createdMicros: string }
    const rows: Row[] = await sql<Row[]>`
      select a.id, a.first_name, a.last_name, a.email, a.phone_e164, a.status, a.created_at, a.answered_at,
        a.retain_until, ${keyColumns(sql)}
      from applications a
      where a.job_id = ${jobId} and a.company_id = ${companyId}
        ${after ? sql`and (a.created_at, a.id) > ${keyValue(sql, after)}` : sql``}
      order by a.created_at, a.id
      limit ${EXPORT_BATCH}
    `
    csv += applicationsCsvLines(locale, rows)
    const last = rows.at(-1)
    if (!last || rows.length < EXPORT_BATCH) break
    after = { micros: last.createdMicros, id: last.id }
  }
  return { title: job.title, csv }
}
