import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CV_FIXTURES } from '../../../tests/fixtures/cvs/cv-fixtures.ts'
import { readCvContact } from './cv-reader.ts'

// As in the worker (cv-reader.worker.ts), pdf.js's worker code runs in this thread; Node
// takes pdf.js's legacy build (the modern one needs Uint8Array.toHex, newer than Node 24).
// @ts-expect-error pdf.js ships no types for its worker's module, imported for what it sets up
await import('pdfjs-dist/legacy/build/pdf.worker.mjs')
const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')

/**
 * Each fixture CV (tests/fixtures/cvs/: Word, Google Docs, LibreOffice in two columns,
 * LaTeX, a scan) read with pdf.js as the browser's worker reads it, in Node: the contact
 * the form is filled with. The browser tests drop the same files on the form.
 */
describe('the CV reader on the fixture CVs', () => {
  for (const { file, about, expected } of CV_FIXTURES) {
    it(`${file} (${about})`, async () => {
      const bytes = new Uint8Array(readFileSync(join('tests/fixtures/cvs', file)))
      expect(await readCvContact(pdfjs, bytes, 'FR')).toEqual(expected)
    })
  }

  it('gives nothing for a file that is not a PDF', async () => {
    await expect(readCvContact(pdfjs, new TextEncoder().encode('%PDF-1.7 not really'), 'FR')).rejects.toThrow()
  })
})
