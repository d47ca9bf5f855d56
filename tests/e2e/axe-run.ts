/**
 * The record of a browser run's axe audits (ADR 048). Each passing
 * `expectNoAxeViolations(page, id)` appends its page, language and width to a file of its
 * worker process; the run's global setup empties them, its teardown reads them all, and when
 * every audit the list declares (domain/accessibility-audit.ts) passed in this run, it records
 * the run's date for the next build's accessibility statement. A partial run (one file, a
 * grep) records nothing: it proves nothing about the pages it did not open.
 */
import { appendFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { type Audit, declaredAudits, missingAudits } from '../../domain/accessibility-audit.ts'
import { writePassingRun } from '../../scripts/accessibility-audit-run.ts'

const AUDITS_DIR = resolve(import.meta.dirname, '../../.data/axe-audits')

export function recordAudit(audit: Audit) {
  mkdirSync(AUDITS_DIR, { recursive: true })
  appendFileSync(join(AUDITS_DIR, `${process.pid}.jsonl`), `${JSON.stringify(audit)}\n`)
}

export function readAudits(dir = AUDITS_DIR): Audit[] {
  let files: string[]
  try {
    files = readdirSync(dir)
  } catch {
    return []
  }
  return files.flatMap((file) =>
    readFileSync(join(dir, file), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Audit),
  )
}

/** Playwright's global setup: a run starts with no audit recorded. */
export function forgetAudits() {
  rmSync(AUDITS_DIR, { recursive: true, force: true })
}

/** Playwright's global teardown: the run's date, if it passed every declared audit. */
export function recordPassingRun(now = new Date()) {
  const audits = readAudits()
  if (audits.length === 0) return
  const missing = missingAudits(audits)
  if (missing.length === 0) {
    writePassingRun({ passedAt: now.toISOString(), audits: declaredAudits() })
  } else {
    const shown = `${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''}`
    process.stderr.write(
      `axe: ${missing.length} declared audits not run or not passed (${shown}); the accessibility statement keeps its last passing run.\n`,
    )
  }
}
