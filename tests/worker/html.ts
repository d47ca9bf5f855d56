import { type CheerioAPI, load } from 'cheerio'

/**
 * What the Worker tests read answers with, queried by CSS selectors (cheerio): the HTML as a
 * browser without JavaScript, a crawler or a text browser parses it (parse5, the HTML
 * standard's algorithm: attribute names lower-cased, implied end tags), or an XML file.
 */
export const parseHtml = (html: string): CheerioAPI => load(html)

/** Entities decoded and CDATA read as text; not a well-formedness check (tests/tools/validators.ts is). */
export const parseXml = (xml: string): CheerioAPI => load(xml, { xml: true })

/** The name of an XML file's root element. */
export const rootName = ($: CheerioAPI) => $.root().children()[0]?.name

/** The page's title as `document.title` gives it: the first <title>, whitespace stripped and collapsed. */
export const titleOf = ($: CheerioAPI) => $('title').first().text().trim().replace(/\s+/g, ' ')

/** The trimmed text of every element `selector` matches. */
export const texts = ($: CheerioAPI, selector: string) =>
  $(selector)
    .toArray()
    .map((element) => $(element).text().trim())
