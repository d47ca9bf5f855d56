import type { ReactNode } from 'react'
import { type FiguresRow, FiguresTable } from './figures-table.tsx'
import * as styles from './statistics.css.ts'
import { TableScroll } from './table-scroll.tsx'

export type BreakdownRow = FiguresRow & { value: number }

/**
 * A breakdown (sources, devices, the funnel) as horizontal SVG bars, each row's share of
 * the largest, and the same rows as a table: the picture for the eye, the table for
 * everyone (the SVG is a labelled image; the numbers are in the table).
 */
export function BreakdownSection(props: {
  id: string
  heading: ReactNode
  /** The table's column headings, the row's name first. */
  columns: string[]
  rows: BreakdownRow[]
  empty: ReactNode
  chartLabel: string
}) {
  const { id, rows } = props
  const max = Math.max(0, ...rows.map((row) => row.value))
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{props.heading}</h2>
      {rows.length === 0 || max === 0 ? (
        <p className={styles.note}>{props.empty}</p>
      ) : (
        <>
          <svg
            className={styles.chartSvg}
            style={{ height: `${rows.length * 1.5}rem` }}
            viewBox={`0 0 100 ${rows.length * 10}`}
            preserveAspectRatio="none"
            role="img"
            aria-label={props.chartLabel}
            focusable="false"
          >
            <title>{props.chartLabel}</title>
            {rows.map((row, index) => (
              <rect
                key={row.key}
                x="0"
                y={index * 10 + 2}
                width={(row.value / max) * 100}
                height="6"
                fill="currentColor"
              />
            ))}
          </svg>
          <TableScroll labelledBy={`${id}-heading`}>
            <FiguresTable
              id={`${id}-table`}
              head={props.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
              rows={rows}
            />
          </TableScroll>
        </>
      )}
    </section>
  )
}
