import { escapeHtml } from './markup-escapes.ts'
import { safeExternalUrl } from './safe-urls.ts'

// What companies write (a job's description, profile and process, their own description) is a
// small Markdown-like text: blank lines between paragraphs, one line per line break, '- ', '* ' or
// '• ' lines as lists, '1. ' lines as numbered lists, '#' to '###' headings, **bold** and
// [links](https://…). There is no raw HTML: every character of the text is escaped, and only the
// tags below are written. One parse and one HTML for every output (the public pages, the editor's
// preview, JSON-LD and feeds), so that what the preview shows is what candidates see.

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] }

export type MarkdownBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; content: Inline[] }
  | { kind: 'paragraph'; lines: Inline[][] }
  | { kind: 'list'; ordered: boolean; start: number; items: Inline[][] }

const HEADING = /^ {0,3}(#{1,3})[^\S\n]+(.*?)(?:[^\S\n]+#+)?[^\S\n]*$/
const BULLET = /^\s*[-•*][^\S\n]+/
const NUMBERED = /^\s*(\d{1,9})[.)][^\S\n]+/
/** Characters a backslash makes literal: a way to write '**' or start a line with '- ' as text. */
const ESCAPABLE = new Set(['\\', '*', '[', ']', '(', ')', '#', '-', '•', '.', '!', '_', '`', '>', '+'])

type LineKind = { kind: 'bullet' | 'numbered'; rest: string; number: number } | { kind: 'text' }

function lineKind(line: string): LineKind {
  const bullet = BULLET.exec(line)
  if (bullet) return { kind: 'bullet', rest: line.slice(bullet[0].length), number: 1 }
  const numbered = NUMBERED.exec(line)
  if (numbered) return { kind: 'numbered', rest: line.slice(numbered[0].length), number: Number(numbered[1]) }
  return { kind: 'text' }
}

/** A link's address, if it is one a reader may follow: http(s) (https assumed for a bare host) or mailto. */
export function safeLinkHref(raw: string): string | null {
  if (/^mailto:/i.test(raw)) {
    return /^mailto:[^\s\p{Cc}@<>"'()[\]\\,;:]+@[^\s\p{Cc}@<>"'()[\]\\,;:]+\.[a-z]{2,}$/iu.test(raw)
      ? `mailto:${raw.slice('mailto:'.length)}`
      : null
  }
  return safeExternalUrl(raw)
}

type InlineOptions = { links: boolean; bold: boolean; closeOn: ']' | '**' | null }

/**
 * Inline text from `start`: each character is read once per nesting level (at most two: a link
 * in bold, or bold in a link), so a hostile run of '[' or '**' costs linear time. An opener
 * without its closer stays text, with what followed it parsed as usual.
 */
function parseInline(
  source: string,
  start: number,
  options: InlineOptions,
): { nodes: Inline[]; end: number; closed: boolean } {
  const nodes: Inline[] = []
  let text = ''
  const flush = () => {
    if (text !== '') nodes.push({ kind: 'text', text })
    text = ''
  }
  const append = (inner: Inline[]) => {
    for (const node of inner) {
      if (node.kind === 'text') text += node.text
      else {
        flush()
        nodes.push(node)
      }
    }
  }
  let index = start
  while (index < source.length) {
    const char = source[index] ?? ''
    if (options.closeOn === ']' && char === ']') {
      flush()
      return { nodes, end: index + 1, closed: true }
    }
    if (source.startsWith('**', index) && options.closeOn === '**') {
      flush()
      return { nodes, end: index + 2, closed: true }
    }
    if (char === '\\' && ESCAPABLE.has(source[index + 1] ?? '')) {
      text += source[index + 1]
      index += 2
    } else if (options.bold && source.startsWith('**', index)) {
      const inner = parseInline(source, index + 2, { links: options.links, bold: false, closeOn: '**' })
      if (inner.closed && inner.nodes.length > 0) {
        flush()
        nodes.push({ kind: 'bold', children: inner.nodes })
      } else {
        text += '**'
        append(inner.nodes)
        if (inner.closed) text += '**'
      }
      index = inner.end
    } else if (options.links && char === '[') {
      const label = parseInline(source, index + 1, { links: false, bold: options.bold, closeOn: ']' })
      const target = label.closed ? /^\(([^\s()<>]+)\)/.exec(source.slice(label.end, label.end + 2050)) : null
      const href = target?.[1] ? safeLinkHref(target[1]) : null
      if (target && href !== null && label.nodes.length > 0) {
        flush()
        nodes.push({ kind: 'link', href, children: label.nodes })
        index = label.end + target[0].length
      } else {
        text += '['
        append(label.nodes)
        if (label.closed) text += ']'
        index = label.end
      }
    } else {
      text += char
      index += 1
    }
  }
  flush()
  return { nodes, end: index, closed: false }
}

function inline(source: string): Inline[] {
  return parseInline(source, 0, { links: true, bold: true, closeOn: null }).nodes
}

/** The text as blocks, in order (blank or whitespace-only lines separate paragraphs and lists). */
export function parseMarkdown(text: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = []
  let paragraph: Inline[][] | null = null
  let list: Extract<MarkdownBlock, { kind: 'list' }> | null = null
  for (const rawLine of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trimEnd()
    if (line.trim() === '') {
      paragraph = null
      list = null
      continue
    }
    const heading = HEADING.exec(line)
    if (heading?.[2]) {
      blocks.push({ kind: 'heading', level: (heading[1]?.length ?? 1) as 1 | 2 | 3, content: inline(heading[2]) })
      paragraph = null
      list = null
      continue
    }
    const kind = lineKind(line)
    if (kind.kind === 'text') {
      list = null
      if (paragraph === null) {
        paragraph = []
        blocks.push({ kind: 'paragraph', lines: paragraph })
      }
      paragraph.push(inline(line.trim()))
      continue
    }
    paragraph = null
    const ordered = kind.kind === 'numbered'
    if (list === null || list.ordered !== ordered) {
      list = { kind: 'list', ordered, start: kind.number, items: [] }
      blocks.push(list)
    }
    list.items.push(inline(kind.rest))
  }
  return blocks
}

function inlineHtml(nodes: Inline[]): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return escapeHtml(node.text)
      if (node.kind === 'bold') return `<strong>${inlineHtml(node.children)}</strong>`
      return `<a href="${escapeHtml(node.href)}">${inlineHtml(node.children)}</a>`
    })
    .join('')
}

/**
 * The text as HTML. Headings start at h3: the pages put these texts under their own h2
 * ('Le poste', 'À propos'), and a company's '#' must not compete with the page's h1.
 */
export function markdownToHtml(text: string): string {
  return parseMarkdown(text)
    .map((block) => {
      if (block.kind === 'heading') {
        const tag = `h${block.level + 2}`
        return `<${tag}>${inlineHtml(block.content)}</${tag}>`
      }
      if (block.kind === 'paragraph') return `<p>${block.lines.map(inlineHtml).join('<br>')}</p>`
      const items = block.items.map((item) => `<li>${inlineHtml(item)}</li>`).join('')
      if (!block.ordered) return `<ul>${items}</ul>`
      return block.start === 1 ? `<ol>${items}</ol>` : `<ol start="${block.start}">${items}</ol>`
    })
    .join('')
}

function inlineText(nodes: Inline[]): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return node.text
      if (node.kind === 'bold') return inlineText(node.children)
      const label = inlineText(node.children)
      const address = node.href.replace(/^mailto:/, '')
      return label === address || label === node.href ? label : `${label} (${address})`
    })
    .join('')
}

/** The text without its marks (plain-text feeds), line by line as typed: list items as '- ' or 'N.'. */
export function markdownToText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((rawLine) => {
      const line = rawLine.trim()
      const heading = HEADING.exec(line)
      if (heading?.[2]) return inlineText(inline(heading[2]))
      const kind = lineKind(line)
      if (kind.kind === 'text') return inlineText(inline(line))
      return `${kind.kind === 'numbered' ? `${kind.number}.` : '-'} ${inlineText(inline(kind.rest))}`
    })
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
