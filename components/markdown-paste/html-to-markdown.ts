import { safeLinkHref } from '#domain/markdown.ts'

// What a word processor puts on the clipboard (Word, LibreOffice, Google Docs) as the editor's
// Markdown subset (domain/markdown.ts): headings, paragraphs, line breaks, lists, bold and links
// are kept, everything else (fonts, colours, tables' layout, images) is dropped. It reads the
// browser's parsed DOM; the few properties it reads are the type below, so it is tested on a
// parse of the same HTML outside a browser.

export type PastedNode = {
  nodeType: number
  nodeName: string
  textContent: string | null
  childNodes: ArrayLike<PastedNode>
  getAttribute?: (name: string) => string | null
}

type PastedBlock = { kind: 'paragraph' | 'heading' | 'bullet' | 'numbered'; text: string; level?: number }

const ELEMENT = 1
const TEXT = 3
const BLOCK_TAGS = new Set([
  'p',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'blockquote',
  'section',
  'article',
  'header',
  'footer',
  'pre',
  'hr',
  'dl',
  'dt',
  'dd',
  'figure',
])
const SKIPPED_TAGS = new Set(['head', 'style', 'script', 'title', 'meta', 'link', 'template', 'img', 'svg', 'button'])

const tagOf = (node: PastedNode) => node.nodeName.toLowerCase()
const children = (node: PastedNode) => Array.from(node.childNodes)
const attribute = (node: PastedNode, name: string) => node.getAttribute?.(name) ?? ''
const isBlock = (node: PastedNode) => node.nodeType === ELEMENT && BLOCK_TAGS.has(tagOf(node))
const containsBlock = (node: PastedNode): boolean =>
  children(node).some((child) => isBlock(child) || containsBlock(child))

/** Marks a text of the clipboard could be read as: written as themselves. */
function escapeMarks(text: string): string {
  return text.replace(/[\\*[\]]/g, (char) => `\\${char}`)
}

/** A line that would start a heading or a list item if typed as is. */
function escapeLineStart(line: string): string {
  return line.replace(/^([#•]|[-*+](?=\s))/, '\\$1').replace(/^(\d+)([.)])(?=\s)/, '$1\\$2')
}

function isBold(node: PastedNode): boolean {
  const style = attribute(node, 'style').toLowerCase()
  // Google Docs wraps the whole clipboard in <b style="font-weight:normal">.
  if (/font-weight:\s*(normal|[1-4]00)\b/.test(style)) return false
  return ['b', 'strong'].includes(tagOf(node)) || /font-weight:\s*(bold|[6-9]00)\b/.test(style)
}

/** Word's list markers ('·', '1.') are text in a span it tells other programs to ignore. */
const isWordListMarker = (node: PastedNode) => /mso-list:\s*ignore/i.test(attribute(node, 'style'))

function inlineMarkdown(nodes: PastedNode[], inBold: boolean): string {
  let result = ''
  for (const node of nodes) {
    if (node.nodeType === TEXT) {
      result += escapeMarks((node.textContent ?? '').replace(/[\s\u00a0]+/g, ' '))
      continue
    }
    if (node.nodeType !== ELEMENT) continue
    const tag = tagOf(node)
    if (SKIPPED_TAGS.has(tag) || isWordListMarker(node) || tag === 'ul' || tag === 'ol') continue
    if (tag === 'br') {
      result += '\n'
      continue
    }
    const inner = inlineMarkdown(children(node), inBold || isBold(node))
    const href = tag === 'a' ? safeLinkHref(attribute(node, 'href').trim()) : null
    if (href !== null && inner.trim() !== '') result += `[${inner.trim()}](${href})`
    else if (!inBold && isBold(node) && inner.trim() !== '') {
      const [, before = '', core = '', after = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(inner) ?? []
      result += `${before}**${core}**${after}`
    } else result += BLOCK_TAGS.has(tag) ? `${inner}\n` : inner
  }
  return result
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim()

function wordListItem(node: PastedNode): PastedBlock | null {
  const style = attribute(node, 'style')
  if (!/mso-list:\s*l\d/i.test(style) && !/MsoListParagraph/i.test(attribute(node, 'class'))) return null
  const marker = (function findMarker(nodes: PastedNode[]): string {
    for (const child of nodes) {
      if (child.nodeType !== ELEMENT) continue
      if (isWordListMarker(child)) return (child.textContent ?? '') || textOf(child)
      const found = findMarker(children(child))
      if (found) return found
    }
    return ''
  })(children(node))
  const numbered = /^\s*(\d+|[a-z]|[ivxlc]+)[.)]/i.test(marker)
  return { kind: numbered ? 'numbered' : 'bullet', text: oneLine(inlineMarkdown(children(node), false)) }
}

function textOf(node: PastedNode): string {
  return node.nodeType === TEXT ? (node.textContent ?? '') : children(node).map(textOf).join('')
}

const isList = (node: PastedNode) => node.nodeType === ELEMENT && ['ul', 'ol'].includes(tagOf(node))

/** An item, then the items of the lists nested in it (the subset has one level: they follow it). */
function itemBlocks(item: PastedNode, kind: 'bullet' | 'numbered', blocks: PastedBlock[]): void {
  const text = oneLine(inlineMarkdown(children(item), false))
  if (text !== '') blocks.push({ kind, text })
  for (const nested of children(item).filter(isList)) listBlocks(nested, blocks)
}

function listBlocks(list: PastedNode, blocks: PastedBlock[]): void {
  const kind = tagOf(list) === 'ol' ? 'numbered' : 'bullet'
  for (const item of children(list)) {
    if (isList(item)) listBlocks(item, blocks)
    else if (item.nodeType === ELEMENT) itemBlocks(item, kind, blocks)
  }
}

function paragraph(nodes: PastedNode[], blocks: PastedBlock[]): void {
  const text = inlineMarkdown(nodes, false)
    .split('\n')
    .map((line) => escapeLineStart(line.trim()))
    .filter((line) => line !== '')
    .join('\n')
  if (text !== '') blocks.push({ kind: 'paragraph', text })
}

function blockOf(node: PastedNode, blocks: PastedBlock[]): void {
  const tag = tagOf(node)
  const heading =
    /^h([1-6])$/.exec(tag)?.[1] ??
    ({ MsoTitle: '1', MsoSubtitle: '2' } as Record<string, string>)[attribute(node, 'class')]
  if (heading) {
    const text = oneLine(inlineMarkdown(children(node), false))
    if (text !== '') blocks.push({ kind: 'heading', text, level: Math.min(Number(heading), 3) })
  } else if (tag === 'ul' || tag === 'ol') listBlocks(node, blocks)
  else if (tag === 'li') itemBlocks(node, 'bullet', blocks)
  else {
    const wordItem = wordListItem(node)
    if (wordItem) {
      if (wordItem.text !== '') blocks.push(wordItem)
    } else if (containsBlock(node)) walk(node, blocks)
    else paragraph(children(node), blocks)
  }
}

/** Runs of inline content between blocks are paragraphs; an inline wrapper of blocks is walked through. */
function walk(container: PastedNode, blocks: PastedBlock[]): void {
  let run: PastedNode[] = []
  const flush = () => {
    paragraph(run, blocks)
    run = []
  }
  for (const node of children(container)) {
    if (node.nodeType === ELEMENT && SKIPPED_TAGS.has(tagOf(node))) continue
    if (isBlock(node)) {
      flush()
      blockOf(node, blocks)
    } else if (node.nodeType === ELEMENT && containsBlock(node)) {
      flush()
      walk(node, blocks)
    } else run.push(node)
  }
  flush()
}

/** The clipboard's body as Markdown: blocks separated by a blank line, a list's items by a line break. */
export function htmlToMarkdown(body: PastedNode): string {
  const blocks: PastedBlock[] = []
  walk(body, blocks)
  let markdown = ''
  let number = 0
  blocks.forEach((block, index) => {
    const previous = blocks[index - 1]
    const sameList = previous?.kind === block.kind && (block.kind === 'bullet' || block.kind === 'numbered')
    number = sameList ? number + 1 : 1
    if (index > 0) markdown += sameList ? '\n' : '\n\n'
    if (block.kind === 'heading') markdown += `${'#'.repeat(block.level ?? 1)} ${block.text}`
    else if (block.kind === 'bullet') markdown += `- ${block.text}`
    else if (block.kind === 'numbered') markdown += `${number}. ${block.text}`
    else markdown += block.text
  })
  return markdown
}
