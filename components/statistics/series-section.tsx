import { Trans, useLingui } from '@lingui/react/macro'
import { type BucketFigures, conversion } from '#domain/statistics/figures.ts'
import type { FigureFormat } from '#domain/statistics/format.ts'
import { FIGURE_LABELS } from '#domain/statistics/labels.ts'
import { BarChart } from './bar-chart.tsx'
import { FiguresTable } from './figures-table.tsx'
import * as styles from './statistics.css.ts'
import { TableScroll } from './table-scroll.tsx'

/**
 * Views, unique visitors, applications and conversion per day (per month over 12
 * months): four charts, and one table with every bucket's figures for screen readers and
 * anyone who wants the numbers (in a disclosure: no script needed to open it).
 */
export function SeriesSection({
  series,
  unit,
  format,
}: {
  series: BucketFigures[]
  unit: 'day' | 'month'
  format: FigureFormat
}) {
  const { i18n, t } = useLingui()
  const first = series[0]?.bucket ?? ''
  const last = series.at(-1)?.bucket ?? ''
  const rates = series.map((row) => conversion(row))
  const charts = [
    { key: 'views', values: series.map((row) => row.views), label: format.number },
    { key: 'visitors', values: series.map((row) => row.visitors), label: format.number },
    { key: 'applications', values: series.map((row) => row.applications), label: format.number },
    { key: 'conversion', values: rates, label: format.rate },
  ] as const
  return (
    <section className={styles.section} aria-labelledby="series-heading">
      <h2 id="series-heading">{unit === 'day' ? <Trans>Jour par jour</Trans> : <Trans>Mois par mois</Trans>}</h2>
      <div className={styles.charts}>
        {charts.map((chart) => {
          const highest = Math.max(0, ...chart.values.map((value) => value ?? 0))
          const highestText = chart.label(highest)
          return (
            <BarChart
              key={chart.key}
              id={`chart-${chart.key}`}
              title={i18n._(FIGURE_LABELS[chart.key])}
              values={chart.values}
              maxLabel={t`maximum ${highestText}`}
              firstLabel={format.bucket(first, unit)}
              lastLabel={format.bucket(last, unit)}
            />
          )
        })}
      </div>
      <details className={styles.details}>
        <summary>
          <Trans>Voir les chiffres en tableau</Trans>
        </summary>
        <TableScroll labelledBy="series-caption">
          <FiguresTable
            caption={
              <caption id="series-caption">
                {unit === 'day' ? <Trans>Chiffres par jour</Trans> : <Trans>Chiffres par mois</Trans>}
              </caption>
            }
            head={
              <>
                <th scope="col">{unit === 'day' ? <Trans>Jour</Trans> : <Trans>Mois</Trans>}</th>
                {(['views', 'visitors', 'applications', 'conversion'] as const).map((key) => (
                  <th key={key} scope="col">
                    {i18n._(FIGURE_LABELS[key])}
                  </th>
                ))}
              </>
            }
            rowAttribute="data-bucket"
            rows={series.map((row, index) => ({
              key: row.bucket,
              label: format.bucket(row.bucket, unit),
              cells: [
                format.number(row.views),
                format.number(row.visitors),
                format.number(row.applications),
                format.rate(rates[index] ?? null),
              ],
            }))}
          />
        </TableScroll>
      </details>
    </section>
  )
}
