import type { getDocument } from 'pdfjs-dist'
import type { TextItem } from 'pdfjs-dist/types/src/display/api'
import { type CvContact, cvContact } from '#domain/cv-autofill/cv-contact.ts'
import { type CvTextItem, cvLines } from '#domain/cv-autofill/cv-lines.ts'

/** A CV's name and contact are on its first page, or its second in a two-page layout. */
const PAGES_READ = 2

/** pdf.js: its modern build in the browser's worker, its legacy build (for Node) in tests. */
export type PdfJs = { getDocument: typeof getDocument }

/**
 * The contact a PDF's text gives (domain/cv-autofill/), read with pdf.js: in the browser
 * inside the CV reader's worker (cv-reader.worker.ts), in tests in Node. Nothing is fetched
 * (no font, no CMap, no wasm: text needs none of them) and nothing is evaluated.
 */
export async function readCvContact(pdfjs: PdfJs, data: Uint8Array, country: string): Promise<CvContact> {
  const task = pdfjs.getDocument({
    data,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    useWasm: false,
    isOffscreenCanvasSupported: false,
    stopAtErrors: false,
    verbosity: 0,
  })
  try {
    const pdf = await task.promise
    const pages: CvTextItem[][] = []
    for (let number = 1; number <= Math.min(PAGES_READ, pdf.numPages); number++) {
      const content = await (await pdf.getPage(number)).getTextContent()
      pages.push(content.items.filter((item): item is TextItem => 'str' in item).map(textItem))
    }
    return cvContact(cvLines(pages), country)
  } finally {
    await task.destroy()
  }
}

const textItem = ({ str, transform, width, height }: TextItem): CvTextItem => ({
  text: str,
  x: transform[4] ?? 0,
  y: transform[5] ?? 0,
  width,
  height,
})
