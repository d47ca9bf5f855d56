import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hasVisibleText, VISIBLE_CHARACTER } from '#domain/blank-text.ts'
import { openTestDatabase } from './database.ts'

/** The database reads a blank text as the pages do (domain/blank-text.ts, ADR 058). */
describe('one rule for a blank text, in JavaScript and in PostgreSQL', () => {
  it('holds the same pattern, and gives the same answer', async () => {
    const migration = readFileSync(
      new URL('../../supabase/migrations/20261130030242_baseline_companies_and_jobs.sql', import.meta.url),
      'utf8',
    )
    expect(migration).toContain(`'${VISIBLE_CHARACTER}'`)
    const db = openTestDatabase()
    try {
      const unit = fc.constantFrom(
        ' ',
        '\n',
        '\t',
        '\u00a0',
        '\u3000',
        '\u200b',
        '\u202f',
        '\ufeff',
        '\u2060',
        'a',
        'é',
        '.',
      )
      await fc.assert(
        fc.asyncProperty(fc.string({ unit, maxLength: 6 }), async (text) => {
          const [row] = await db.sql<{ visible: boolean }[]>`select public.has_visible_text(${text}) as visible`
          expect(row?.visible).toBe(hasVisibleText(text))
        }),
        { numRuns: 200, seed: 7 },
      )
    } finally {
      await db.close()
    }
  })
})
