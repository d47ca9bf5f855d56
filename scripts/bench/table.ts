/**
 * Plain-text tables for the console: columns of numbers or percentages (or "—" for none) right-aligned,
 * text left-aligned.
 */
export function formatTable(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))]
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)))
  const numeric = header.map((_, column) => rows.every((row) => /^(-?[\d.]+%?|—)$/.test(String(row[column]))))
  const line = (row: string[]) =>
    row
      .map((cell, column) => {
        const width = widths[column] ?? 0
        return numeric[column] ? cell.padStart(width) : cell.padEnd(width)
      })
      .join('  ')
      .trimEnd()
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.slice(1).map(line)].join('\n')
}
