// pdf.js's own worker code, run in this thread: with `globalThis.pdfjsWorker` set by this
// import, pdf.js parses here instead of starting a worker of its own (one script, no blob:).
import 'pdfjs-dist/build/pdf.worker.mjs'
import * as pdfjs from 'pdfjs-dist'
import type { CvReadAnswer, CvReadRequest } from './contract.ts'
import { readCvContact } from './cv-reader.ts'

/**
 * The CV reader (ADR 047): a dedicated worker of the site's own origin that
 * cv-autofill.client.ts starts when a PDF is chosen, so that the PDF is parsed off the
 * page's main thread. Only the contact found goes back; the page ends the worker if it
 * takes too long. Its script's own CSP (public/_headers) allows it nothing, and it needs nothing.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CvReadRequest>) => void) | null
  postMessage: (answer: CvReadAnswer) => void
}

scope.onmessage = ({ data: { file, country } }) => {
  // The script is loaded and has the file: the page's few seconds for the reading start now.
  scope.postMessage({ reading: true })
  file
    .arrayBuffer()
    .then((bytes) => readCvContact(pdfjs, new Uint8Array(bytes), country))
    .then(
      (contact) => scope.postMessage({ contact }),
      // Not a PDF pdf.js can read (damaged, encrypted): nothing to fill, and nothing to say.
      () => scope.postMessage({ contact: {} }),
    )
}
