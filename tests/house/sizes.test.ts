import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * The house's sizes: a source file stays short enough to read at once, and the README fits
 * on a screen (the rest is in docs/). The seed is data, not written as code; generated files
 * (the Worker's runtime types) are not tracked.
 */
const MAX_SOURCE_LINES = 300
const MAX_README_LINES = 120
const NOT_HAND_WRITTEN = new Set(['supabase/seed.sql'])

const lines = (file: string) => readFileSync(file, 'utf8').split('\n').length - 1

describe('sizes', () => {
  it(`keeps every source file at ${MAX_SOURCE_LINES} lines or fewer`, () => {
    const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.sql'], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => file !== '' && !NOT_HAND_WRITTEN.has(file))
    expect(files.length).toBeGreaterThan(500)
    expect(files.filter((file) => lines(file) > MAX_SOURCE_LINES)).toEqual([])
  })

  it(`keeps the README at ${MAX_README_LINES} lines or fewer`, () => {
    expect(lines('README.md')).toBeLessThanOrEqual(MAX_README_LINES)
  })
})
