import { APPLICATION_STATUSES, COMPANY_STATUSES, STATUS_MESSAGE_MAX } from './application-status.ts'
import { formText, optional } from './form-text.ts'
import { z } from './zod.ts'

/**
 * The recruiter's desk (ADR 062): the inbox's filters and the desk's forms, one
 * schema each, read by the workspace's pages and by the routes that answer their posts.
 * Each refusal carries its field's code (DESK_ERROR), which the page words in its language.
 */
export const DESK_ERROR = {
  filter: 'invalid-filter',
  status: 'invalid-status',
  message: 'invalid-message',
  selection: 'invalid-selection',
  note: 'invalid-note',
  form: 'invalid-form',
} as const
export type DeskErrorCode = (typeof DESK_ERROR)[keyof typeof DESK_ERROR]

/** Applications a page of the inbox shows. */
export const INBOX_PAGE_SIZE = 25
/** Applications one bulk change may name (a page of the inbox). */
export const BULK_SELECTION_MAX = INBOX_PAGE_SIZE * 4
/** The longest search kept, and the words of it matched (each must appear). */
export const INBOX_SEARCH_MAX = 100
export const INBOX_SEARCH_WORDS_MAX = 5
/** The longest private note. */
export const NOTE_MAX = 5000

/** A calendar day as the date input sends it. */
const day = z.iso.date({ error: DESK_ERROR.filter })

/**
 * Where the next page starts: the last row's creation time in microseconds since the epoch
 * (PostgreSQL's precision: a millisecond key would skip or repeat rows) and its id.
 */
const cursor = z
  .string({ error: DESK_ERROR.filter })
  .regex(/^\d{1,17}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, DESK_ERROR.filter)
  .transform((value) => {
    const [micros = '', id = ''] = value.split('_')
    return { micros, id }
  })

/** The inbox's URL parameters: `job`, `status`, `from`, `to` (days, inclusive), `q`, `after`. */
export const inboxFiltersSchema = z
  .object({
    job: optional(z.uuid({ error: DESK_ERROR.filter })),
    status: optional(z.enum(APPLICATION_STATUSES, { error: DESK_ERROR.filter })),
    from: optional(day),
    to: optional(day),
    q: optional(
      formText(INBOX_SEARCH_MAX, DESK_ERROR.filter)
        .transform((value) => value.trim().split(/\s+/).slice(0, INBOX_SEARCH_WORDS_MAX))
        .refine((words) => words.every((word) => word.length >= 2), DESK_ERROR.filter),
    ),
    after: optional(cursor),
  })
  .refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, {
    error: DESK_ERROR.filter,
    path: ['to'],
  })

export type InboxFilters = z.infer<typeof inboxFiltersSchema>
export type InboxCursor = NonNullable<InboxFilters['after']>

/** The key of a row, as the next page's `after`. */
export function inboxCursor(row: { createdMicros: string; id: string }): string {
  return `${row.createdMicros}_${row.id}`
}

/**
 * Each desk form carries a random key made when the page was rendered: the same form sent
 * twice (a retry, a double click, two tabs) is one change, one note, one e-mail.
 */
const formKey = z.uuid({ error: DESK_ERROR.form })
const message = optional(formText(STATUS_MESSAGE_MAX, DESK_ERROR.message).transform((value) => value.trim()))
const status = z.enum(COMPANY_STATUSES, { error: DESK_ERROR.status })

/** One application's status, with an optional message to the candidate. */
export const statusChangeSchema = z.object({ formKey, status, message })

/** The same change for a selection of the inbox (`ids`, one per checked box). */
export const bulkStatusChangeSchema = z.object({
  formKey,
  status,
  message,
  ids: z.preprocess(
    (value) => (typeof value === 'string' ? [value] : value),
    z
      .array(z.uuid({ error: DESK_ERROR.selection }), { error: DESK_ERROR.selection })
      .min(1, DESK_ERROR.selection)
      .max(BULK_SELECTION_MAX, DESK_ERROR.selection)
      .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  ),
})

/** A private note on an application. */
export const noteSchema = z.object({
  formKey,
  body: formText(NOTE_MAX, DESK_ERROR.note)
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, DESK_ERROR.note),
})

export type StatusChange = z.infer<typeof statusChangeSchema>
export type BulkStatusChange = z.infer<typeof bulkStatusChangeSchema>
export type NoteInput = z.infer<typeof noteSchema>
