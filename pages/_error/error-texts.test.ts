import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ABORT_REASONS } from '#domain/abort-reasons.ts'
import { readCatalog } from '../../tests/tools/catalogs.ts'
import { abortDetail, abortHeading } from './error-texts.ts'

/** Every .ts/.tsx file under `dir`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('abort reasons and the error page', () => {
  const english = readCatalog('en', 'messages')

  it.each(ABORT_REASONS)('%s has a heading, translated, and its detail line is translated too', (reason) => {
    const heading = abortHeading(reason)
    expect(heading?.message, reason).toBeTruthy()
    expect(english.get(heading?.message ?? ''), reason).toBeTruthy()
    const detail = abortDetail(reason)
    if (detail) expect(english.get(detail.message ?? ''), reason).toBeTruthy()
  })

  it('is sent only reasons it has texts for (a reason written in a `render()` call)', () => {
    const thrown = ['pages', 'server']
      .flatMap(sourceFiles)
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/\brender\(\s*[^,()]+,\s*'([^']+)'\s*\)/g)].map((match) => match[1]),
      )
    expect(thrown.length).toBeGreaterThan(10)
    expect(thrown.filter((reason) => !(ABORT_REASONS as readonly string[]).includes(reason ?? ''))).toEqual([])
  })
})
