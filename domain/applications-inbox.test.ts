import { describe, expect, it } from 'vitest'
import {
  BULK_SELECTION_MAX,
  bulkStatusChangeSchema,
  DESK_ERROR,
  inboxFiltersSchema,
  noteSchema,
  statusChangeSchema,
} from './applications-inbox.ts'

const ID = '0b9a6f3e-2f7c-4c8e-9a51-3e6f2d1c0b9a'
const issues = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []

describe('the inbox’s filters', () => {
  it('treats blank fields as absent and splits the search into words', () => {
    expect(inboxFiltersSchema.parse({ job: '', status: ' ', q: '  Zoé   dupont ' })).toEqual({
      job: undefined,
      status: undefined,
      from: undefined,
      to: undefined,
      q: ['Zoé', 'dupont'],
      after: undefined,
    })
  })

  it('reads the page key as microseconds and an id', () => {
    expect(inboxFiltersSchema.parse({ after: `1796000000123456_${ID}` }).after).toEqual({
      micros: '1796000000123456',
      id: ID,
    })
  })

  it.each([
    [{ job: 'nope' }, 'job'],
    [{ status: 'withdrawn' }, 'status'],
    [{ from: '2026-13-01' }, 'from'],
    [{ from: '2026-05-02', to: '2026-05-01' }, 'to'],
    [{ q: 'a' }, 'q'],
    [{ q: 'x'.repeat(101) }, 'q'],
    [{ q: 'bad\u0000' }, 'q'],
    [{ after: `12.5_${ID}` }, 'after'],
  ])('refuses %o with the filter code on %s', (input, field) => {
    expect(issues(inboxFiltersSchema.safeParse(input))).toEqual([[field, DESK_ERROR.filter]])
  })
})

describe('the desk’s forms', () => {
  it('a status change: a company status, an optional message trimmed, a form key', () => {
    expect(statusChangeSchema.parse({ formKey: ID, status: 'interview', message: ' À bientôt \n' })).toEqual({
      formKey: ID,
      status: 'interview',
      message: 'À bientôt',
    })
    expect(issues(statusChangeSchema.safeParse({ formKey: ID, status: 'received' }))).toEqual([
      ['status', DESK_ERROR.status],
    ])
    expect(issues(statusChangeSchema.safeParse({ status: 'rejected', message: 'x'.repeat(2001) }))).toEqual([
      ['formKey', DESK_ERROR.form],
      ['message', DESK_ERROR.message],
    ])
  })

  it('a bulk change: one id or many, each once, within a bound', () => {
    expect(bulkStatusChangeSchema.parse({ formKey: ID, status: 'rejected', ids: ID }).ids).toEqual([ID])
    expect(bulkStatusChangeSchema.parse({ formKey: ID, status: 'rejected', ids: [ID, ID.toUpperCase()] }).ids).toEqual([
      ID,
    ])
    for (const ids of [[], ['nope'], Array.from({ length: BULK_SELECTION_MAX + 1 }, () => ID)]) {
      expect(issues(bulkStatusChangeSchema.safeParse({ formKey: ID, status: 'rejected', ids }))[0]).toEqual([
        expect.stringMatching(/^ids/),
        DESK_ERROR.selection,
      ])
    }
  })

  it('a note: not blank, bounded', () => {
    expect(noteSchema.parse({ formKey: ID, body: '  Très bon profil.\n' }).body).toBe('Très bon profil.')
    for (const body of ['  \n ', 'x'.repeat(5001)]) {
      expect(issues(noteSchema.safeParse({ formKey: ID, body }))).toEqual([['body', DESK_ERROR.note]])
    }
  })
})
