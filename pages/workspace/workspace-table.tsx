import type { ReactNode } from 'react'
import * as styles from './workspace.css.ts'

/**
 * A workspace list as a table: an optional caption, one row of column headers (what a screen
 * reader announces with each cell) and a row per item. The page keeps what differs: the cells,
 * the empty state and any scrolling box around the table.
 */
export function WorkspaceTable<Row>({
  className,
  caption,
  columns,
  rows,
  rowKey,
  cells,
}: {
  className?: string
  caption?: ReactNode
  /** The columns' names in order; a column shown only sometimes is left out here and in `cells`. */
  columns: readonly string[]
  rows: readonly Row[]
  rowKey: (row: Row) => string
  /** A row's `<td>`s, in the columns' order. */
  cells: (row: Row) => ReactNode
}) {
  return (
    <table className={className}>
      {caption ? <caption className={styles.caption}>{caption}</caption> : null}
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
  )
}
