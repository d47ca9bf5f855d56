// What recruiters and companies type is plain text: blank lines separate paragraphs, and a
// run of lines starting with '- ' or '• ' is a list. Pages render these blocks as elements,
// JobPosting descriptions and feeds as escaped HTML (domain/job-description.ts): one reading
// of the text everywhere, never its markup.

export type TextBlock = { kind: 'paragraph'; lines: string[] } | { kind: 'list'; items: string[] }

const BULLET = /^\s*[-•]\s+/

/** One paragraph: runs of bullet lines become lists, other runs paragraphs of lines. */
function paragraphBlocks(paragraph: string): TextBlock[] {
  const lines = paragraph
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
  const blocks: TextBlock[] = []
  let index = 0
  while (index < lines.length) {
    const run: string[] = []
    const bullet = BULLET.test(lines[index] ?? '')
    while (index < lines.length && BULLET.test(lines[index] ?? '') === bullet) {
      run.push(lines[index] ?? '')
      index += 1
    }
    blocks.push(
      bullet
        ? { kind: 'list', items: run.map((line) => line.replace(BULLET, '')) }
        : { kind: 'paragraph', lines: run.map((line) => line.trim()) },
    )
  }
  return blocks
}

/** A text as paragraphs and lists, in order (blank or whitespace-only lines separate paragraphs). */
export function textBlocks(text: string): TextBlock[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n(?:[^\S\n]*\n)+/)
    .filter((paragraph) => paragraph.trim() !== '')
    .flatMap(paragraphBlocks)
}
