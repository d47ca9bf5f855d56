import { type ReactNode, useId } from 'react'
import * as styles from './workspace.css.ts'

/**
 * A workspace list as a table: an optional caption, one row of column headers (what a screen
 * reader announces with each cell) and a row per item, in a region of its own that scrolls
 * sideways when its columns need more than a phone's width (WCAG 1.4.10 lets a data table
 * scroll; the page never does). The region is named by the caption, else by `labelledBy`, and
 * takes the keyboard's focus so that the arrows scroll it. The page keeps what differs: the
 * cells and the empty state.
 */
export function WorkspaceTable<Row>({
  className,
  caption,
  labelledBy,
  columns,
  rows,
  rowKey,
  cells,
}: {
  className?: string
  caption?: ReactNode
  /** The id of the heading that names the table, when it has no caption. */
  labelledBy?: string
  /** The columns' names in order; a column shown only sometimes is left out here and in `cells`. */
  columns: readonly string[]
  rows: readonly Row[]
  rowKey: (row: Row) => string
  /** A row's `<td>`s, in the columns' order. */
  cells: (row: Row) => ReactNode
}) {
  const captionId = useId()
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the keyboard's focus to scroll (axe: scrollable-region-focusable)
    <section className={styles.tableScroll} aria-labelledby={caption ? captionId : labelledBy} tabIndex={0}>
      <table className={className}>
        {caption ? (
          <caption id={captionId} className={styles.caption}>
            {caption}
          </caption>
        ) : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>{cells(row)}</tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
