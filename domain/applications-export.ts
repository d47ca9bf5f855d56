import { msg } from '@lingui/core/macro'
import type { ApplicationStatus } from './application-status.ts'
import { STATUS_LABELS } from './application-status-labels.ts'
import { getI18n } from './i18n.ts'
import type { Locale } from './locale.ts'
import { csvLine } from './statistics/csv.ts'

/**
 * An offer's applications as a CSV for a spreadsheet: who, how to reach them,
 * where they stand and when; never the CV or the letter. Cells that start like a formula
 * are neutralised and the file starts with a byte order mark (csvLine, as the statistics'
 * export), so Excel reads the accents as UTF-8.
 */
export type ExportedApplication = {
  firstName: string
  lastName: string
  email: string
  phoneE164: string
  status: ApplicationStatus
  createdAt: Date
  answeredAt: Date | null
  retainUntil: Date
}

const HEADERS = [
  msg`Prénom`,
  msg`Nom`,
  msg`E-mail`,
  msg`Téléphone`,
  msg`Statut`,
  msg`Reçue le`,
  msg`Première réponse le`,
  msg`Conservée jusqu'au`,
]

/** A date and time as spreadsheets read it (2026-11-29 10:15), in the site's time zone. */
export function spreadsheetDateTime(date: Date): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date)
}

export function applicationsCsvHeader(locale: Locale): string {
  const i18n = getI18n(locale)
  return `\uFEFF${csvLine(HEADERS.map((header) => i18n._(header)))}`
}

export function applicationsCsvLines(locale: Locale, rows: readonly ExportedApplication[]): string {
  const i18n = getI18n(locale)
  return rows
    .map((row) =>
      csvLine([
        row.firstName,
        row.lastName,
        row.email,
        row.phoneE164,
        i18n._(STATUS_LABELS[row.status]),
        spreadsheetDateTime(row.createdAt),
        row.answeredAt ? spreadsheetDateTime(row.answeredAt) : null,
        spreadsheetDateTime(row.retainUntil),
      ]),
    )
    .join('')
}
