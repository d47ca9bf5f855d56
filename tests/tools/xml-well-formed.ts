import { expect } from 'vitest'

/**
 * A tiny XML well-formedness check and text helpers for the feed tests: Node has no XML
 * parser, and a feed that does not parse is a dead feed. Written apart from the feeds'
 * own escaping (domain/feeds.ts), so that the tests do not check the code against itself.
 */
const NAME = '[A-Za-z_][\\w.:-]*'
const OPEN_TAG = new RegExp(`<(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>`, 'y')
const CLOSE_TAG = new RegExp(`</(${NAME})\\s*>`, 'y')
const BAD_AMPERSAND = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/

/** Outside XML 1.0's Char production (a regular expression here, a code-point test in domain/feeds.ts). */
const INVALID_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u

function hasInvalidXmlChar(text: string): boolean {
  return INVALID_XML_CHAR.test(text)
}

/** The first well-formedness problem of an XML document, or null. Tags must balance; CDATA and comments skip. */
export function xmlProblem(xml: string): string | null {
  if (hasInvalidXmlChar(xml)) return 'character not allowed in XML 1.0'
  let index = 0
  if (xml.startsWith('<?xml')) {
    const end = xml.indexOf('?>')
    if (end === -1) return 'unclosed XML declaration'
    index = end + 2
  }
  const stack: string[] = []
  let rootClosed = false
  while (index < xml.length) {
    const lt = xml.indexOf('<', index)
    const text = xml.slice(index, lt === -1 ? xml.length : lt)
    if (BAD_AMPERSAND.test(text)) return `bad entity in ${JSON.stringify(text)}`
    if (text.includes(']]>')) return "']]>' in text"
    if (stack.length === 0 && text.trim() !== '') return `text outside the root element: ${JSON.stringify(text)}`
    if (lt === -1) break
    if (xml.startsWith('<!--', lt)) {
      const end = xml.indexOf('-->', lt + 4)
      if (end === -1) return 'unclosed comment'
      index = end + 3
    } else if (xml.startsWith('<![CDATA[', lt)) {
      if (stack.length === 0) return 'CDATA outside the root element'
      const end = xml.indexOf(']]>', lt + 9)
      if (end === -1) return 'unclosed CDATA section'
      index = end + 3
    } else if (xml.startsWith('</', lt)) {
      CLOSE_TAG.lastIndex = lt
      const match = CLOSE_TAG.exec(xml)
      if (match === null) return `malformed end tag at ${lt}`
      const open = stack.pop()
      if (open !== match[1]) return `</${match[1]}> closes <${open ?? 'nothing'}>`
      if (stack.length === 0) rootClosed = true
      index = CLOSE_TAG.lastIndex
    } else {
      OPEN_TAG.lastIndex = lt
      const match = OPEN_TAG.exec(xml)
      if (match === null) return `malformed tag at ${lt}: ${JSON.stringify(xml.slice(lt, lt + 30))}`
      if (BAD_AMPERSAND.test(match[2] ?? '')) return `bad entity in attributes of <${match[1]}>`
      if (stack.length === 0 && rootClosed) return 'second root element'
      if (match[3] === '/') {
        if (stack.length === 0) rootClosed = true
      } else {
        stack.push(match[1] ?? '')
      }
      index = OPEN_TAG.lastIndex
    }
  }
  if (stack.length > 0) return `unclosed <${stack.join('>, <')}>`
  return rootClosed ? null : 'no root element'
}

export function count(text: string, needle: string): number {
  return text.split(needle).length - 1
}

/** Each needle found after the previous one. */
export function expectInOrder(text: string, needles: string[]): void {
  let from = 0
  for (const needle of needles) {
    const at = text.indexOf(needle, from)
    expect(at, `${needle} after position ${from}`).toBeGreaterThanOrEqual(0)
    from = at + needle.length
  }
}

/** The inner text of each <name> element (children of the feed have no nested elements). */
export function blocks(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`, 'g'))].map((match) => match[1] ?? '')
}

/** Names of the elements in a block, CDATA removed first so that data cannot look like tags. */
export function childNames(block: string): string[] {
  const markup = block.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '')
  return [...markup.matchAll(/<([A-Za-z][\w:]*)[\s/>]/g)].map((match) => match[1] ?? '')
}
