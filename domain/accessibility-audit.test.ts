import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import {
  AUDITED_PAGES,
  type AuditedPage,
  auditFigures,
  declaredAudits,
  lastPassingRun,
  missingAudits,
} from './accessibility-audit.ts'

const E2E = join(import.meta.dirname, '../tests/e2e')
const specs = readdirSync(E2E)
  .filter((file) => file.endsWith('.spec.ts'))
  .map((file) => readFileSync(join(E2E, file), 'utf8'))

describe('the audited list (ADR 048)', () => {
  test('every page it declares is audited by a browser test, and every audit names a page of it', () => {
    const auditing = specs.filter((source) => source.includes('expectNoAxeViolations('))
    for (const id of Object.keys(AUDITED_PAGES)) {
      expect(
        auditing.some((source) => source.includes(`'${id}'`)),
        id,
      ).toBe(true)
    }
    // No audit outside the list: each call names its page (the type allows only the list's ids).
    for (const source of auditing) expect(source).not.toMatch(/expectNoAxeViolations\(page\)/)
  })

  const pages: Record<string, AuditedPage> = {
    a: { path: /^\/$/, languages: ['fr', 'en'], widths: [1280, 375] },
    b: { path: /^\/b$/, languages: ['en'], widths: [320] },
  }

  test('the figures: pages, languages, widths (widest first) and every page × language × width', () => {
    expect(auditFigures(pages)).toEqual({ pages: 2, languages: ['fr', 'en'], widths: [1280, 375, 320], audits: 5 })
    expect(declaredAudits(pages)).toEqual(['a en 1280', 'a en 375', 'a fr 1280', 'a fr 375', 'b en 320'])
    expect(auditFigures().pages).toBe(Object.keys(AUDITED_PAGES).length)
  })

  test('a run passed the list only if it passed each of its audits; extra audits do not count', () => {
    const all = [
      ...(['fr', 'en'] as const).flatMap((language) =>
        [1280, 375].map((width) => ({ page: 'a', language, width }) as never),
      ),
      { page: 'b', language: 'en', width: 320 } as never,
    ]
    expect(missingAudits(all, pages)).toEqual([])
    expect(missingAudits([...all, { page: 'b', language: 'fr', width: 1280 } as never], pages)).toEqual([])
    expect(missingAudits(all.slice(1), pages)).toEqual(['a fr 1280'])
  })

  test('the last passing run: none in a fresh clone, none recorded for another list', () => {
    const passedAt = '2026-11-26T10:00:00.000Z'
    expect(lastPassingRun({ passedAt, audits: declaredAudits(pages) }, pages)).toBe(passedAt)
    expect(lastPassingRun(null, pages)).toBeNull()
    expect(lastPassingRun({ passedAt, audits: declaredAudits(pages).slice(1) }, pages)).toBeNull()
    expect(lastPassingRun({ passedAt: 'yesterday', audits: declaredAudits(pages) }, pages)).toBeNull()
    expect(lastPassingRun({ passedAt, audits: declaredAudits(pages) })).toBeNull()
  })
})
