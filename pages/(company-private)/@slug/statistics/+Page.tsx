import { Trans } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import * as styles from '#components/statistics/statistics.css.ts'
import { StatisticsArePro, StatisticsFigures } from '#components/statistics/statistics-figures.tsx'
import { container } from '#components/ui.css.ts'
import { companyPaths, localizedPath } from '#domain/paths.ts'
import { figureFormat } from '#domain/statistics/format.ts'
import type { Data } from './+data.ts'

/**
 * A company's statistics: a period chosen by links, its totals, the figures
 * per day, per job, per source and device, and the funnel, all drawn on the server.
 */
export default function StatisticsPage() {
  const { company, token, period, order, statistics, expiresAt } = useData<Data>()
  const { locale } = usePageContext()
  const format = figureFormat(locale)
  const base = { token, period, sort: order.sort, order: order.order }
  const hrefWith = (query: Record<string, string>) =>
    `${localizedPath(locale, companyPaths.statistics(company.slug))}?${new URLSearchParams({ ...base, ...query })}`
  const companyName = company.name
  const until = format.date(expiresAt)
  return (
    <div className={`${container} ${styles.page}`}>
      <div>
        <h1>
          <Trans>Statistiques de {companyName}</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Ce lien est personnel : il est valable jusqu'au {until}. Ne le partagez pas.</Trans>
        </p>
      </div>
      {statistics === null ? (
        <StatisticsArePro />
      ) : (
        <StatisticsFigures
          locale={locale}
          statistics={statistics}
          period={period}
          order={order}
          hrefWith={hrefWith}
          csvHref={hrefWith({ format: 'csv' })}
        />
      )}
    </div>
  )
}
