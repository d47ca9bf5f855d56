/**
 * Where the browser tests record their last run that passed every declared axe audit
 * (tests/e2e/axe-run.ts), and where the build reads it (vite.config.ts) to date the
 * accessibility statement (ADR 048). Outside git (`.data/`): a fresh clone has none until
 * its first browser run, and its statement then says that no run is recorded.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import type { PassingRun } from '../domain/accessibility-audit.ts'

export const PASSING_RUN_FILE = resolve(import.meta.dirname, '../.data/accessibility-audit.json')

/** The recorded run as written, or null when there is none (or it is unreadable). */
export function readPassingRun(file = PASSING_RUN_FILE): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

export function writePassingRun(run: PassingRun, file = PASSING_RUN_FILE) {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(run, null, 2)}\n`)
}
