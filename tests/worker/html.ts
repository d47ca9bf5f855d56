import { DOMParser, parseHTML } from 'linkedom'

/**
 * What the Worker tests read answers with: a DOM of the HTML (what a browser without
 * JavaScript, a crawler or a text browser gets) or of an XML file (linkedom).
 */
export function parseHtml(html: string): Document {
  return parseHTML(html).document as unknown as Document
}

/** Entities decoded and CDATA read as text; it does not check well-formedness (tests/tools/validators.ts does). */
export function parseXml(xml: string): XMLDocument {
  return new DOMParser().parseFromString(xml, 'text/xml') as unknown as XMLDocument
}

/** The trimmed text of every element `selector` matches. */
export const texts = (document: ParentNode, selector: string) =>
  [...document.querySelectorAll(selector)].map((element) => element.textContent?.trim() ?? '')
