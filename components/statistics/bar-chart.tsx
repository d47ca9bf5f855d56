import * as styles from './statistics.css.ts'

/**
 * One figure over time as an SVG of bars, drawn on the server: no script, no library. The
 * picture is labelled by its title and range; its numbers are in the data table next to
 * it (SeriesTable), which is what screen readers read.
 */
export function BarChart(props: {
  id: string
  title: string
  /** The values in order, null where there is nothing to show (a rate without visitors). */
  values: (number | null)[]
  /** The highest value as a phrase ("highest: 12"), and the first and last buckets. names. */
  maxLabel: string
  firstLabel: string
  lastLabel: string
}) {
  const { values } = props
  const max = Math.max(0, ...values.map((value) => value ?? 0))
  const width = Math.max(values.length, 1) * 10
  return (
    <figure className={styles.chart} aria-labelledby={`${props.id}-title`}>
      <figcaption id={`${props.id}-title`} className={styles.chartTitle}>
        {props.title}
      </figcaption>
      <svg
        className={styles.chartSvg}
        viewBox={`0 0 ${width} 100`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={`${props.id}-title ${props.id}-axis`}
        focusable="false"
      >
        <title>{props.title}</title>
        <line x1="0" y1="100" x2={width} y2="100" stroke="currentColor" strokeOpacity="0.4" />
        {values.map((value, index) => {
          const height = max > 0 && value ? (value / max) * 96 : 0
          return <rect key={index} x={index * 10 + 1} y={100 - height} width="8" height={height} fill="currentColor" />
        })}
      </svg>
      <div id={`${props.id}-axis`} className={styles.chartAxis}>
        <span>{props.firstLabel}</span>
        <span>{props.maxLabel}</span>
        <span>{props.lastLabel}</span>
      </div>
    </figure>
  )
}
