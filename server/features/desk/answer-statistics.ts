import type { Queryable } from '#server/db/client.ts'

/**
 * How well a company answers its candidates: per offer and overall, the share
 * of applications answered within 30 days (any status change by a member, the ATS or a
 * closing answer: `answered_at`) and the median time to the first answer. An application
 * younger than 30 days and not answered yet is not counted: it may still be answered in time.
 */
export type AnswerFigures = {
  /** Applications counted: answered, or received 30 days ago or more. */
  counted: number
  answeredWithin30Days: number
  /** answeredWithin30Days / counted; null when nothing is counted. */
  share: number | null
  /** Median seconds from receipt to first answer, over the answered ones; null when none. */
  medianSeconds: number | null
}

export type OfferAnswerFigures = AnswerFigures & { jobId: string; title: string }

type Row = {
  jobId: string | null
  title: string | null
  counted: number
  answered: number
  medianSeconds: number | null
}

/**
 * The figures of the applications received in [from, to): one statement on the company's
 * inbox index, whose included columns (offer, first answer) it reads without the table.
 */
export async function readAnswerFigures(
  sql: Queryable,
  companyId: string,
  range: { from: Date; to: Date },
  now: Date,
): Promise<{ overall: AnswerFigures; offers: OfferAnswerFigures[] }> {
  const rows = await sql<Row[]>`
    select a.job_id, j.title,
      count(*) filter (where a.answered_at is not null or a.created_at <= ${now}::timestamptz - interval '30 days')::int
        as counted,
      count(*) filter (where a.answered_at <= a.created_at + interval '30 days')::int as answered,
      percentile_cont(0.5) within group (order by extract(epoch from a.answered_at - a.created_at))::float8
        as median_seconds
    from applications a join jobs j on j.id = a.job_id
    where a.company_id = ${companyId} and a.created_at >= ${range.from} and a.created_at < ${range.to}
    group by grouping sets ((a.job_id, j.title), ())
    order by a.job_id nulls first
  `
  const figures = (row: Row | undefined): AnswerFigures => ({
    counted: row?.counted ?? 0,
    answeredWithin30Days: row?.answered ?? 0,
    share: row?.counted ? row.answered / row.counted : null,
    medianSeconds: row?.medianSeconds ?? null,
  })
  const [overall, ...offers] = rows
  return {
    overall: figures(overall?.jobId === null ? overall : undefined),
    offers: offers.map((row) => ({ jobId: row.jobId ?? '', title: row.title ?? '', ...figures(row) })),
  }
}
