import type { ReactNode } from 'react'
import * as styles from './statistics.css.ts'

export type FiguresRow = { key: string; label: ReactNode; cells: ReactNode[] }

/**
 * The statistics' tables: one row a thing (a job, a source, a day) named by its row
 * header, then its figures; each row carries its key in `rowAttribute` (data-row unless
 * said), by which the tests and the page's readers find it.
 */
export function FiguresTable(props: {
  id?: string
  caption?: ReactNode
  /** The heading row's cells. */
  head: ReactNode
  rows: FiguresRow[]
  rowAttribute?: `data-${string}`
}) {
  const rowAttribute = props.rowAttribute ?? 'data-row'
  return (
    <table className={styles.table} id={props.id}>
      {props.caption}
      <thead>
        <tr>{props.head}</tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.key} {...{ [rowAttribute]: row.key }}>
            <th scope="row">{row.label}</th>
            {row.cells.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
