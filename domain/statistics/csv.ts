import { conversion, type JobFigures } from './figures.ts'

/**
 * A cell of a CSV opened in a spreadsheet: quoted when it must be (RFC 4180), and a text
 * that starts like a formula (= + - @, or a tab or carriage return before one) prefixed
 * with an apostrophe, so that a job title such as `=HYPERLINK(…)` stays text (OWASP's
 * CSV injection advice).
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return ''
  if (typeof value === 'number') return String(value)
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvLine(cells: readonly (string | number | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`
}

/**
 * The per-job table as CSV: a header line (the page's own column names), then one line per
 * job, its status as the page names it.
 */
export function jobsCsv(
  headers: readonly string[],
  jobs: readonly JobFigures[],
  statusLabel: (status: string) => string = (status) => status,
): string {
  const lines = jobs.map((job) => {
    const rate = conversion(job)
    return csvLine([
      job.title,
      statusLabel(job.status),
      job.views,
      job.visitors,
      job.formViews,
      job.applications,
      rate === null ? null : Math.round(rate * 10_000) / 10_000,
    ])
  })
  // A byte order mark: spreadsheets then read the file as UTF-8 (accents in titles).
  return `\uFEFF${csvLine(headers)}${lines.join('')}`
}
