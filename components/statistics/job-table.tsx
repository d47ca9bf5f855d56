import { Trans, useLingui } from '@lingui/react/macro'
import { conversion, type JobFigures, type JobOrder, type JobSort, parseJobOrder } from '#domain/statistics/figures.ts'
import type { FigureFormat } from '#domain/statistics/format.ts'
import { FIGURE_LABELS, jobStatusLabel } from '#domain/statistics/labels.ts'
import { FiguresTable } from './figures-table.tsx'
import * as styles from './statistics.css.ts'

/**
 * The figures of each job that had any in the period, closed ones included, sorted on the
 * server: each column's heading is a link to the same page sorted by it (again: the other
 * way), so sorting needs no script; `aria-sort` says the current order.
 */
export function JobTable(props: {
  jobs: JobFigures[]
  /** How many jobs had figures; the table shows the first ones, the CSV all. */
  jobCount: number
  order: JobOrder
  /** This page's address with the given query parameters changed. */
  hrefWith: (query: Record<string, string>) => string
  format: FigureFormat
}) {
  const { i18n, t } = useLingui()
  const { jobs, order, format } = props
  const shown = jobs.length
  const total = props.jobCount
  const columns: { key: JobSort; label: string }[] = [
    { key: 'title', label: t`Offre` },
    ...(['views', 'visitors', 'formViews', 'applications', 'conversion'] as const).map((key) => ({
      key,
      label: i18n._(FIGURE_LABELS[key]),
    })),
  ]
  const header = (key: JobSort, label: string) => {
    const current = order.sort === key
    const next = current ? { sort: key, order: order.order === 'asc' ? 'desc' : 'asc' } : parseJobOrder(key, undefined)
    return (
      <th key={key} scope="col" aria-sort={current ? (order.order === 'asc' ? 'ascending' : 'descending') : undefined}>
        <a className={styles.sortLink} href={props.hrefWith({ sort: next.sort, order: next.order })}>
          {label}
          {current ? (order.order === 'asc' ? ' ↑' : ' ↓') : null}
        </a>
      </th>
    )
  }
  return (
    <section className={styles.section} aria-labelledby="jobs-heading">
      <h2 id="jobs-heading">
        <Trans>Par offre</Trans>
      </h2>
      {jobs.length === 0 ? (
        <p className={styles.note}>
          <Trans>Aucune offre n'a été vue pendant cette période.</Trans>
        </p>
      ) : (
        <div className={styles.tableScroll}>
          <FiguresTable
            id="job-table"
            head={
              <>
                {header('title', columns[0]?.label ?? '')}
                <th scope="col">
                  <Trans>Statut</Trans>
                </th>
                {columns.slice(1).map((column) => header(column.key, column.label))}
              </>
            }
            rowAttribute="data-job"
            rows={jobs.map((job) => ({
              key: job.jobId,
              label: job.title,
              cells: [
                i18n._(jobStatusLabel(job.status)),
                format.number(job.views),
                format.number(job.visitors),
                format.number(job.formViews),
                format.number(job.applications),
                format.rate(conversion(job)),
              ],
            }))}
          />
        </div>
      )}
      {props.jobCount > jobs.length ? (
        <p className={styles.note}>
          <Trans>
            Les {shown} premières offres sur {total} : le fichier CSV les contient toutes.
          </Trans>
        </p>
      ) : null}
    </section>
  )
}
