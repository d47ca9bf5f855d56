/**
 * A PDF page's text as pdf.js gives it (one item per run of text, positioned in PDF
 * units, y growing upwards) turned into lines in reading order, top to bottom. A line of
 * a two-column layout is cut where a gap wider than a few spaces separates two runs, so
 * that the sidebar's 'Tél. 06 12 34 56 78' and the main column's 'Expérience' on the same
 * baseline stay two lines.
 */
export type CvTextItem = { text: string; x: number; y: number; width: number; height: number }
export type CvLine = { text: string; height: number; page: number }

/** Items whose baselines differ by less than this share of their height are on one line. */
const SAME_LINE = 0.5
/** A gap wider than this many heights between two runs of a line starts another column. */
const COLUMN_GAP = 2.5

export function cvLines(pages: readonly (readonly CvTextItem[])[]): CvLine[] {
  return pages.flatMap((items, index) => pageLines(items, index + 1))
}

function pageLines(items: readonly CvTextItem[], page: number): CvLine[] {
  const rows: CvTextItem[][] = []
  const sorted = items.filter((item) => item.text.trim() !== '').sort((a, b) => b.y - a.y || a.x - b.x)
  for (const item of sorted) {
    const row = rows.at(-1)
    const first = row?.[0]
    if (row && first && Math.abs(first.y - item.y) < SAME_LINE * Math.max(first.height, item.height, 1)) row.push(item)
    else rows.push([item])
  }
  return rows.flatMap((row) =>
    segments(
      row.sort((a, b) => a.x - b.x),
      page,
    ),
  )
}

/** A row's runs, joined into one line per column (a space where runs do not touch). */
function segments(row: readonly CvTextItem[], page: number): CvLine[] {
  const lines: CvLine[] = []
  let text = ''
  let height = 0
  let end = Number.NEGATIVE_INFINITY
  for (const item of row) {
    const gap = item.x - end
    const size = Math.max(item.height, 1)
    if (text && gap > COLUMN_GAP * size) {
      lines.push({ text: tidy(text), height, page })
      text = ''
      height = 0
    }
    const touching = gap < 0.15 * size || text.endsWith(' ') || item.text.startsWith(' ')
    text += text && !touching ? ` ${item.text}` : item.text
    height = Math.max(height, item.height)
    end = item.x + item.width
  }
  if (text.trim()) lines.push({ text: tidy(text), height, page })
  return lines.filter((line) => line.text !== '')
}

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim()
